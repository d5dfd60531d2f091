// The one HTTP server of the integration tests: every API route of the app (the exported handlers of
// app/**/route.ts) behind loopback TCP, through the same adapter as the production entry
// (server/transport/nodeHttp.ts), and the one way to post a research call to it.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import * as researchRoute from "@/app/api/v1/research/[operation]/route";
import * as openapiRoute from "@/app/api/v1/openapi.json/route";
import * as exportRoute from "@/app/api/v1/simulations/[id]/export.csv/route";
import * as authRoute from "@/app/api/auth/[...all]/route";
import * as trpcRoute from "@/app/api/trpc/[trpc]/route";
import * as mcpRoute from "@/app/api/mcp/route";
import { stopQueue } from "@/server/jobs/simulationQueue";
import { routeListener, type Route, type RouteModule } from "@/server/transport/nodeHttp";

/** The route table: each API path of the app and its route module. */
export const ROUTES = {
  research: { pattern: /^\/api\/v1\/research\/(?<operation>[^/]+)$/, module: researchRoute as RouteModule },
  openapi: { pattern: /^\/api\/v1\/openapi\.json$/, module: openapiRoute },
  export: {
    pattern: /^\/api\/v1\/simulations\/(?<id>[^/]+)\/export\.csv$/,
    module: exportRoute as RouteModule,
  },
  auth: { pattern: /^\/api\/auth\/.+$/, module: authRoute as RouteModule },
  trpc: { pattern: /^\/api\/trpc\/(?<trpc>.+)$/, module: trpcRoute as RouteModule },
  mcp: { pattern: /^\/api\/mcp$/, module: mcpRoute },
} satisfies Record<string, Route>;

export type RouteName = keyof typeof ROUTES;

/**
 * Starts the server for the file's tests and stops it (and the process's simulation queue, started if
 * a run was queued) after them; `url()` is its address. `replace` swaps a route's module, e.g. the
 * research route with one that injects a clock.
 */
export function testServer(replace: Partial<Record<RouteName, RouteModule>> = {}): { url: () => string } {
  let server: http.Server | undefined;
  let url = "";
  beforeAll(async () => {
    const routes = Object.entries(ROUTES).map(([name, route]) => ({
      pattern: route.pattern,
      module: replace[name as RouteName] ?? route.module,
    }));
    server = http.createServer(routeListener(routes, (_req, res) => res.writeHead(404).end()));
    // As the production entry (scripts/serve.ts): an idle socket is not closed under a client reusing it
    // while a synchronous backtest holds the event loop past Node's default 5 s.
    server.keepAliveTimeout = 65_000;
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await stopQueue();
  });
  return { url: () => url };
}

export interface Reply {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON bodies are inspected field by field
  body: any;
}

/** POST /api/v1/research/<operation> with an optional bearer key; a string body is sent as given. */
export async function research(
  base: string,
  operation: string,
  body: unknown,
  key?: string,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const res = await fetch(`${base}/api/v1/research/${operation}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}
