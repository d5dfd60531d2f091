// The routes `npm start` serves on a plain Node server rather than through Next (its hot API paths), as
// one table for scripts/serve.ts and the benches' API process (bench/support/api-server.ts). Imported
// lazily: serve.ts sets NODE_ENV before the app's modules read it.
import type { Route } from "@/server/transport/nodeHttp";

export async function apiRoutes(): Promise<Route[]> {
  const [researchRoute, mcpRoute, openApiRoute, authRoute, trpcRoute] = await Promise.all([
    import("@/app/api/v1/research/[operation]/route"),
    import("@/app/api/mcp/route"),
    import("@/app/api/v1/openapi.json/route"),
    import("@/app/api/auth/[...all]/route"),
    import("@/app/api/trpc/[trpc]/route"),
  ]);
  return [
    // Sign-in and the web app's calls too: their limits key on the socket's peer address, which only
    // this server sees (server/transport/clientAddress.ts).
    { pattern: /^\/api\/auth\/.+$/, module: authRoute as Route["module"] },
    { pattern: /^\/api\/trpc\/(?<trpc>.+)$/, module: trpcRoute as Route["module"] },
    { pattern: /^\/api\/v1\/research\/(?<operation>[^/]+)$/, module: researchRoute as Route["module"] },
    { pattern: /^\/api\/mcp$/, module: mcpRoute },
    { pattern: /^\/api\/v1\/openapi\.json$/, module: openApiRoute },
  ];
}
