// Every error body the suite receives is checked against the served OpenAPI document's ErrorBody
// schema (ajv, compiled once per test file): REST refusals, an MCP tool error's text, a JSON-RPC
// error's `data`, and tRPC's `error.data`. tests/setup/checkErrorBodies.ts puts `checkedFetch` in front
// of the global fetch, so every test's refusals are checked without asking; a body that does not
// match throws, failing the test that received it.
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";

let validator: ValidateFunction | null = null;

/** How many error bodies this test file has had checked (tests/platform/errorBodySchema.test.ts). */
export const checked = { count: 0 };

async function errorBodyValidator(): Promise<ValidateFunction> {
  if (validator) return validator;
  // Loaded on the first refusal only, so test files that never call the API do not load the registry.
  const { openApiJson } = await import("@/server/transport/openapi");
  const doc = JSON.parse(openApiJson()) as { components: Record<string, unknown> };
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  return (validator = ajv.compile({ $ref: "#/components/schemas/ErrorBody", components: doc.components }));
}

/** Throws unless `body` is an error body as the OpenAPI document describes it. */
export async function expectDocumentedErrorBody(body: unknown, where: string): Promise<void> {
  const validate = await errorBodyValidator();
  checked.count++;
  if (!validate(body)) {
    throw new Error(
      `Error body outside the OpenAPI ErrorBody schema (${where}): ${JSON.stringify(validate.errors)}\n` +
        `body: ${JSON.stringify(body).slice(0, 2000)}`,
    );
  }
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** The error bodies inside one JSON answer of the app's API, by transport. */
function errorBodiesIn(url: URL, status: number, body: unknown): unknown[] {
  if (url.pathname === "/api/mcp") {
    const messages = Array.isArray(body) ? body : [body];
    return messages.filter(isObject).flatMap((m) => {
      const error = m.error as Json | undefined;
      // A JSON-RPC error of ours carries the body in data; the SDK's own (unknown method) carries none.
      if (error) return error.data === undefined ? [] : [error.data];
      const result = m.result as
        { isError?: boolean; content?: { type: string; text: string }[] } | undefined;
      return result?.isError ? [JSON.parse(result.content![0].text)] : [];
    });
  }
  if (url.pathname.startsWith("/api/trpc/")) {
    const answers = Array.isArray(body) ? body : [body];
    return answers.filter(isObject).flatMap((a) => {
      const data = (a.error as Json | undefined)?.data as Json | undefined;
      return data ? [{ status: data.status, error: data.error }] : [];
    });
  }
  return status >= 400 ? [body] : [];
}

/** `fetch`, checking every error body the app's API answers with (better-auth's own answers aside). */
export function checkedFetch(inner: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await inner(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    const json = (response.headers.get("content-type") ?? "").includes("application/json");
    if (!url.pathname.startsWith("/api/") || url.pathname.startsWith("/api/auth/") || !json) return response;
    const text = await response.clone().text();
    if (!text) return response;
    for (const body of errorBodiesIn(url, response.status, JSON.parse(text))) {
      await expectDocumentedErrorBody(body, `${init?.method ?? "GET"} ${url.pathname} ${response.status}`);
    }
    return response;
  };
}
