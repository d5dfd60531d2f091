// Every transport's route behind one real HTTP server, and a caller reachable over all three: a user
// signed up through better-auth's route (browser session cookie, for tRPC) with an API key (REST, MCP).
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { createTRPCUntypedClient, httpLink } from "@trpc/client";
import * as researchRoute from "@/app/api/v1/research/[operation]/route";
import * as authRoute from "@/app/api/auth/[...all]/route";
import * as trpcRoute from "@/app/api/trpc/[trpc]/route";
import * as mcpRoute from "@/app/api/mcp/route";
import * as openapiRoute from "@/app/api/v1/openapi.json/route";
import { startRouteServer } from "@/tests/helpers/server";
import { testDb } from "@/tests/helpers/accounts";
import { systemClock } from "@/server/clock";
import { createApiKey } from "@/server/domain/accounts/apiKeys";
import { stopQueue } from "@/server/jobs/simulationQueue";
import type { PlanId } from "@/server/plans";

export const routes = [
  { pattern: /^\/api\/v1\/research\/(?<operation>[^/]+)$/, module: researchRoute },
  { pattern: /^\/api\/v1\/openapi\.json$/, module: openapiRoute },
  { pattern: /^\/api\/auth\/.+$/, module: authRoute },
  { pattern: /^\/api\/trpc\/(?<trpc>.+)$/, module: trpcRoute },
  { pattern: /^\/api\/mcp$/, module: mcpRoute },
];

/** Starts the server for the file's tests; `url()` is its base address once started. */
export function transportServer(): { url: () => string } {
  let server: { url: string; close: () => Promise<void> } | undefined;
  beforeAll(async () => {
    server = await startRouteServer(routes);
  });
  afterAll(async () => {
    await server?.close();
    await stopQueue(); // started if a simulation was queued rather than run in the request
  });
  return { url: () => server!.url };
}

export interface WebAndKeyUser {
  userId: string;
  /** The Cookie header of a live browser session. */
  cookie: string;
  key: string;
}

/** Signs a new user up through better-auth's HTTP route, puts them on `plan`, and gives them an API key. */
export async function signUpUser(base: string, plan: PlanId, keyName = "transport-tests"): Promise<WebAndKeyUser> {
  const email = `${randomBytes(8).toString("hex")}@test.lodestar`;
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "correct horse battery", name: "Transport Test" }),
  });
  if (res.status !== 200) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  const token = /better-auth\.session_token=[^;]+/.exec(res.headers.get("set-cookie") ?? "");
  if (!token) throw new Error("sign-up set no session cookie");
  const userId = ((await res.json()) as { user: { id: string } }).user.id;
  // Plans are set by the operator, never at sign-up.
  await testDb().user.update({ where: { id: userId }, data: { plan } });
  const { secret } = await createApiKey(testDb(), systemClock, userId, keyName);
  return { userId, cookie: token[0], key: secret };
}

/** POST /api/v1/research/<operation>: the HTTP status and the parsed body. */
export async function callRest(base: string, operation: string, input: unknown, key: string) {
  const res = await fetch(`${base}/api/v1/research/${operation}`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify(input),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

/** A tRPC client for the web app's router, sending the session cookie as a browser would. */
export const trpcClient = (base: string, cookie: string | null) =>
  createTRPCUntypedClient({ links: [httpLink({ url: `${base}/api/trpc`, headers: () => (cookie ? { cookie } : {}) })] });

/** A connected MCP SDK client over Streamable HTTP with the given bearer key and client name. */
export async function mcpClient(base: string, key: string | null, clientName = "Transport Test Client"): Promise<Client> {
  const client = new Client({ name: clientName, version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(`${base}/api/mcp`), {
    requestInit: { headers: key ? { authorization: `Bearer ${key}` } : {} },
  });
  await client.connect(transport);
  return client;
}
