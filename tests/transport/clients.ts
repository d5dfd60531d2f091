// Clients of the three transports against the test server (tests/helpers/server.ts), and a caller
// reachable over all three: a user signed up through better-auth's route (browser session cookie, for
// tRPC) with an API key (REST, MCP).
import { randomBytes } from "node:crypto";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { createTRPCUntypedClient, httpLink } from "@trpc/client";
import { testDb } from "@/tests/helpers/accounts";
import { systemClock } from "@/server/clock";
import { createApiKey } from "@/server/domain/accounts/apiKeys";
import type { PlanId } from "@/server/plans";
import { env } from "@/server/env";

export interface WebAndKeyUser {
  userId: string;
  /** The Cookie header of a live browser session. */
  cookie: string;
  key: string;
}

/** Signs a new user up through better-auth's HTTP route, puts them on `plan`, and gives them an API key. */
export async function signUpUser(
  base: string,
  plan: PlanId,
  keyName = "transport-tests",
): Promise<WebAndKeyUser> {
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

/** The Origin header the web app's pages send (server/transport/sameOrigin.ts). */
export const appOrigin = () => ({ origin: env().appUrl });

/**
 * A tRPC client for the web app's router, sending the session cookie and the app's Origin as a browser
 * would, and every call by POST as the web app sends its counted calls.
 */
export const trpcClient = (base: string, cookie: string | null) =>
  createTRPCUntypedClient({
    links: [
      httpLink({
        url: `${base}/api/trpc`,
        methodOverride: "POST",
        headers: () => ({ ...appOrigin(), ...(cookie ? { cookie } : {}) }),
      }),
    ],
  });

/** A connected MCP SDK client over Streamable HTTP with the given bearer key and client name. */
export async function mcpClient(
  base: string,
  key: string | null,
  clientName = "Transport Test Client",
): Promise<Client> {
  const client = new Client({ name: clientName, version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(`${base}/api/mcp`), {
    requestInit: { headers: key ? { authorization: `Bearer ${key}` } : {} },
  });
  await client.connect(transport);
  return client;
}
