// The REST and auth routes behind one real HTTP server, for the platform tests.
import { afterAll, beforeAll } from "vitest";
import * as researchRoute from "@/app/api/v1/research/[operation]/route";
import * as authRoute from "@/app/api/auth/[...all]/route";
import { startRouteServer, type Route } from "@/tests/helpers/server";

const routes = [
  { pattern: /^\/api\/v1\/research\/(?<operation>[^/]+)$/, module: researchRoute as Route["module"] },
  { pattern: /^\/api\/auth\/.+$/, module: authRoute as Route["module"] },
];

/** Starts the server for the file's tests; `url()` is its base address once started. */
export function platformServer(): { url: () => string } {
  let server: { url: string; close: () => Promise<void> } | undefined;
  beforeAll(async () => {
    server = await startRouteServer(routes);
  });
  afterAll(async () => server?.close());
  return { url: () => server!.url };
}

/** POST /api/v1/research/<operation> with an optional bearer key; the body is sent as given when a string. */
export async function research(base: string, operation: string, body: unknown, key?: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/api/v1/research/${operation}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}
