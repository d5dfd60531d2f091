// Every read-only operation in the registry answers the same over REST, tRPC and MCP: the same
// envelope for a valid request, the same error body for a refused one; REST and MCP count each call,
// the web app's tRPC only a computation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRPCClientError } from "@trpc/client";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { operations } from "@/server/operations/registry";
import { usageOf } from "@/server/domain/accounts/usage";
import { createApiKey } from "@/server/domain/accounts/apiKeys";
import { WEB_FOLDER } from "@/server/auth";
import { systemClock } from "@/server/clock";
import { testDb } from "@/tests/helpers/accounts";
import { sampleInputs } from "@/tests/transport/sampleInputs";
import { isWebComputation } from "@/server/transport/webReads";
import { appOrigin, mcpClient, signUpUser, trpcClient, type WebAndKeyUser } from "@/tests/transport/clients";
import { research, testServer } from "@/tests/helpers/server";

const readOnly = operations.filter((op) => op.readOnly);

const server = testServer();
let user: WebAndKeyUser;
let sampleOf: (operation: string) => Record<string, unknown>;
let mcp: Client;
let trpc: ReturnType<typeof trpcClient>;

beforeAll(async () => {
  // professional: 100 calls/s per key, so the three transports' calls are never rate-limited here.
  // One folder name on every transport (key name, MCP client name, the web's own), so results that
  // name the caller's folder compare equal.
  user = await signUpUser(server.url(), "professional", WEB_FOLDER);
  sampleOf = await sampleInputs(server.url(), user.key);
  mcp = await mcpClient(server.url(), user.key, WEB_FOLDER);
  trpc = trpcClient(server.url(), user.cookie);
});
afterAll(async () => mcp?.close());

/** The `data` of the TRPCClientError a call fails with (the error formatter's output). */
async function trpcErrorData(call: Promise<unknown>): Promise<Record<string, unknown>> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCClientError);
  return (error as { data: Record<string, unknown> }).data;
}

const mcpText = (result: Awaited<ReturnType<Client["callTool"]>>) =>
  JSON.parse((result.content as { type: string; text: string }[])[0].text);

it("covers the catalogue operations", () => {
  expect(readOnly.map((op) => op.id)).toEqual(
    expect.arrayContaining([
      "list_risk_rule_presets",
      "list_allocation_methods",
      "describe_strategy_model",
      "describe_portfolio_model",
    ]),
  );
});

describe.each(readOnly)("$id", (op) => {
  it("returns the same envelope over REST, tRPC and MCP, counted as each transport counts", async () => {
    const input = sampleOf(op.id);
    const before = await usageOf(testDb(), systemClock, user.userId);

    const rest = await research(server.url(), op.id, input, user.key);
    expect(rest.status, `give ${op.id} a valid sample in sampleInputs.ts: ${JSON.stringify(rest.body)}`).toBe(
      200,
    );
    const viaTrpc = await trpc.query(op.id, input);
    const viaMcp = await mcp.callTool({ name: op.id, arguments: input });

    expect(viaMcp.isError).toBeFalsy();
    expect(viaTrpc).toEqual(rest.body);
    expect(viaMcp.structuredContent).toEqual(rest.body);
    expect(mcpText(viaMcp)).toEqual(rest.body);
    // REST and MCP count every call; the web app only computations (product.md "What counts").
    const web = isWebComputation(op.id) ? 1 : 0;
    expect(await usageOf(testDb(), systemClock, user.userId)).toBe(before + 2 + web);
  });

  it("refuses an unknown property with the same error body over REST, tRPC and MCP", async () => {
    const input = { ...sampleOf(op.id), notAField: 1 };
    const rest = await research(server.url(), op.id, input, user.key);
    expect(rest.status).toBe(422);
    expect(rest.body).toMatchObject({
      status: false,
      error: { code: "invalid_arguments", details: [{ path: "/notAField" }] },
    });

    const data = await trpcErrorData(trpc.query(op.id, input));
    expect(data).toMatchObject({ code: "UNPROCESSABLE_CONTENT", httpStatus: 422 });
    expect({ status: data.status, error: data.error }).toEqual(rest.body);

    const viaMcp = await mcp.callTool({ name: op.id, arguments: input });
    expect(viaMcp.isError).toBe(true);
    expect(mcpText(viaMcp)).toEqual(rest.body);
  });
});

describe("tRPC", () => {
  it("makes read-only operations queries and the others mutations", async () => {
    const { appRouter } = await import("@/server/transport/trpc");
    const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;
    // The web app's uncounted reads are the `web.` sub-router (tests/transport/webReads.test.ts).
    const counted = Object.keys(procedures).filter((path) => !path.startsWith("web."));
    expect(counted.sort()).toEqual(operations.map((op) => op.id).sort());
    for (const op of operations)
      expect(procedures[op.id]._def.type, op.id).toBe(op.readOnly ? "query" : "mutation");
  });

  it("refuses a call without a browser session with 401 and the unauthenticated body", async () => {
    const data = await trpcErrorData(trpcClient(server.url(), null).query(readOnly[0].id, {}));
    expect(data).toMatchObject({
      code: "UNAUTHORIZED",
      httpStatus: 401,
      status: false,
      error: { code: "unauthenticated" },
    });
  });

  it("refuses a forged session cookie like a missing one", async () => {
    const data = await trpcErrorData(
      trpcClient(server.url(), "better-auth.session_token=forged.value").query(readOnly[0].id, {}),
    );
    expect(data).toMatchObject({ httpStatus: 401, error: { code: "unauthenticated" } });
  });

  it("refuses calls over the plan's per-second rate with 429, the rate_limited body and Retry-After", async () => {
    const free = await signUpUser(server.url(), "free"); // 5 calls per second
    // A computation, sent as the web app sends one (POST, with its Origin); the web app's other calls
    // are uncounted, under a per-person limit of their own.
    const url = `${server.url()}/api/trpc/run_screener`;
    const headers = { cookie: free.cookie, "content-type": "application/json", ...appOrigin() };
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        fetch(url, { method: "POST", headers, body: JSON.stringify(sampleOf("run_screener")) }),
      ),
    );
    expect(answers.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(5);
    const refused = answers.find((r) => r.status === 429);
    if (!refused) throw new Error(`no call was refused: ${answers.map((r) => r.status).join(", ")}`);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    const body = (await refused.json()) as { error: { data: Record<string, unknown> } };
    expect(body.error.data).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      httpStatus: 429,
      error: { code: "rate_limited" },
    });
  });

  it("answers an unknown procedure with 404 and the not_found body", async () => {
    const res = await fetch(`${server.url()}/api/trpc/no_such_operation`, {
      headers: { cookie: user.cookie },
    });
    expect(res.status).toBe(404);
    const body = (await res.json()) as { error: { data: Record<string, unknown> } };
    expect(body.error.data).toMatchObject({ code: "NOT_FOUND", status: false, error: { code: "not_found" } });
    expect(res.headers.get("x-request-id")).toMatch(/^req_[0-9a-f]{16}$/);
  });
});

describe("draft folder", () => {
  const screener = { universe: { assetType: "stocks" }, rows: [{ filter: "rsi" }] };
  const folderOf = (envelope: unknown) =>
    (envelope as { data: { result: { screener: { folder: string } } } }).data.result.screener.folder;

  // Over tRPC the screener is saved at once (tests/drafts/newRecordState.test.ts), in the same folder.
  it("is the MCP client's name, the API key's name over REST, and Lodestar web over tRPC", async () => {
    const named = await mcpClient(server.url(), user.key, "Claude Desktop");
    try {
      const viaMcp = await named.callTool({ name: "create_screener", arguments: screener });
      expect(viaMcp.isError, JSON.stringify(viaMcp.content)).toBeFalsy();
      expect(folderOf(viaMcp.structuredContent)).toBe("Claude Desktop");
    } finally {
      await named.close();
    }
    const { secret } = await createApiKey(testDb(), systemClock, user.userId, "Nightly script");
    const created = await research(server.url(), "create_screener", screener, secret);
    expect(folderOf(created.body)).toBe("Nightly script");
    expect(folderOf(await trpc.mutation("create_screener", screener))).toBe("Lodestar web");
  });
});
