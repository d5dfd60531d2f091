// The OpenAPI 3.1 description of the REST API. No logic here: see server/transport/openapi.ts.
import { openApiJson } from "@/server/transport/openapi";
import { methodNotAllowed, requestIdOf } from "@/server/transport/http";
import { API_CSP, securityHeaders } from "@/server/transport/securityHeaders";

// Dynamic so `servers` names the address the app runs at (APP_URL), not the one it was built with.
export const dynamic = "force-dynamic";

export const GET = (req: Request) =>
  new Response(openApiJson(), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "x-request-id": requestIdOf(req),
      "cache-control": "public, max-age=300",
      "content-security-policy": API_CSP,
      ...securityHeaders(),
    },
  });

export const POST = methodNotAllowed(["GET"]);
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
