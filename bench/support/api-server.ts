// The research API without Next, so the fault and soak benches need no production build: REST, MCP and
// the OpenAPI document on a plain Node server exactly as `npm start` serves them (scripts/api-routes.ts),
// plus the app's start-up work (instrumentation-node.ts: the jobs and the simulation recovery sweep).
// Run as a child: `node --import tsx bench/support/api-server.ts` with DATABASE_URL, PORT, HOST set.
import http from "node:http";

async function main() {
  const [{ env }, { routeListener }, { apiRoutes }, { startNode }] = await Promise.all([
    import("@/server/env"),
    import("@/server/transport/nodeHttp"),
    import("../../scripts/api-routes"),
    import("../../instrumentation-node"),
  ]);
  await startNode();
  const server = http.createServer(routeListener(await apiRoutes(), (_req, res) => res.writeHead(404).end()));
  server.keepAliveTimeout = 65_000;
  const { port, host } = env();
  await new Promise<void>((resolve) => server.listen(port, host ?? "127.0.0.1", resolve));
  console.log(`api listening on ${port}, pid ${process.pid}`);
  process.on("SIGTERM", () => process.exit(0));
  // collectedRssMb (client.ts): a full collection on demand (the process runs with --expose-gc), so a memory
  // figure reads what the process keeps, not where V8's next collection happens to fall.
  process.on("SIGUSR2", () => (globalThis as { gc?: () => void }).gc?.());
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
