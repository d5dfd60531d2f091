// A real HTTP server in front of the app's route handlers, for integration tests: requests go over
// loopback TCP into the exported GET/POST/DELETE functions of app/**/route.ts through the same adapter
// as the production entry (server/transport/nodeHttp.ts).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { routeListener, type Route } from "@/server/transport/nodeHttp";

export type { Route, RouteModule } from "@/server/transport/nodeHttp";

export async function startRouteServer(routes: Route[]): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(routeListener(routes, (_req, res) => res.writeHead(404).end()));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
