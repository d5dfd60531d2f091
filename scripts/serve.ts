// npm start: the production server. The public API's hot paths (REST research calls, MCP, the OpenAPI
// document) go straight to their route modules; Next's router costs ~4 ms of CPU a request, more than
// a catalogue call itself (docs/benchmarks.md). So do sign-in and tRPC, whose limits key on the
// socket's peer address (scripts/api-routes.ts). Everything else (pages, exports) goes to
// Next's own handler on the production build, which also runs instrumentation.ts (background jobs) in
// app.prepare(). The route files stay the one definition of each endpoint; `next dev` serves them too.
// PORT (3000) and HOST (all interfaces) as for `next start`. Run it as `npm start`, or
// `node --import tsx scripts/serve.ts` from another script.
import http from "node:http";

async function main() {
  // Production mode, as `next start` sets it, before the app's modules read it (server/env.ts).
  (process.env as Record<string, string>).NODE_ENV = "production";
  const { env, productionSettingsProblem } = await import("@/server/env");
  // Refused here, once, rather than by a 500 on every sign-in of a server that looked healthy.
  const problem = productionSettingsProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  const [{ default: next }, { routeListener }, { apiRoutes }] = await Promise.all([
    import("next"),
    import("@/server/transport/nodeHttp"),
    import("./api-routes"),
  ]);
  const routes = await apiRoutes();
  const { port, host: givenHost } = env();
  const host = givenHost ?? undefined;
  const app = next({ dev: false, dir: process.cwd(), hostname: host ?? "localhost", port });
  await app.prepare();
  // The routes above are the source modules, a second copy of the app's code beside Next's bundle,
  // whose start-up work (instrumentation.ts) warmed only its own. The data and caches are one per
  // process (server/processWide.ts); the code of this copy is warmed here.
  const { startWarmUp } = await import("../instrumentation-node");
  startWarmUp("warm-up of the API routes");
  const nextHandler = app.getRequestHandler();
  const server = http.createServer(routeListener(routes, (req, res) => nextHandler(req, res)));
  // Like `next start`: keep-alive sockets outlive typical proxies' idle timeouts.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  console.log(`Lodestar listening on http://${host ?? "localhost"}:${port}`);
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
