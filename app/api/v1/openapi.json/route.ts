// The OpenAPI 3.1 description of the REST API. No logic here: see server/transport/openapi.ts.
import { openApiDocument } from "@/server/transport/openapi";
import { json, requestIdOf } from "@/server/transport/http";

// Dynamic so `servers` names the address the app runs at (APP_URL), not the one it was built with.
export const dynamic = "force-dynamic";

export const GET = (req: Request) => json(openApiDocument(), 200, requestIdOf(req), { "cache-control": "public, max-age=300" });
