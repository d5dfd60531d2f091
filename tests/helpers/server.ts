// A real HTTP server in front of the app's route handlers, for integration tests: requests go over
// loopback TCP into the exported GET/POST/DELETE functions of app/**/route.ts, exactly as Next calls them.
import http from "node:http";
import type { AddressInfo } from "node:net";

type Ctx = { params: Promise<Record<string, string>> };
// Method signatures (bivariant parameters) so route modules with narrower params types fit.
export interface RouteModule {
  GET?(req: Request, ctx: Ctx): Promise<Response> | Response;
  POST?(req: Request, ctx: Ctx): Promise<Response> | Response;
  DELETE?(req: Request, ctx: Ctx): Promise<Response> | Response;
}
export interface Route {
  pattern: RegExp;
  module: RouteModule;
}

export async function startRouteServer(routes: Route[]): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    for (const route of routes) {
      const m = route.pattern.exec(url.pathname);
      const handler = m && route.module[req.method as keyof RouteModule]?.bind(route.module);
      if (!m || !handler) continue;
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      const request = new Request(url, { method: req.method, headers, body: req.method === "GET" || req.method === "HEAD" ? undefined : body });
      const response = await handler(request, { params: Promise.resolve(m.groups ?? {}) });
      res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
      if (response.body) for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
      res.end();
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}
