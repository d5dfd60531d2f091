// Runs before Next answers any request. Pages get a Content-Security-Policy with a fresh nonce (Next
// reads it from the request and puts it on its scripts, so pages render per request) and the security
// headers. API answers get an X-Request-Id, including the ones Next gives itself (405, 404); the id is
// forwarded to the route handler, which logs with it and sets the API's own headers.
import { NextResponse, type NextRequest } from "next/server";
import { requestIdOf } from "@/server/transport/http";
import { pageCsp, securityHeaders } from "@/server/transport/securityHeaders";

export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  if (request.nextUrl.pathname.startsWith("/api/")) {
    const requestId = requestIdOf(request);
    headers.set("x-request-id", requestId);
    const response = NextResponse.next({ request: { headers } });
    response.headers.set("x-request-id", requestId);
    return response;
  }
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const csp = pageCsp(nonce, process.env.NODE_ENV === "development");
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", csp);
  for (const [name, value] of Object.entries(securityHeaders())) response.headers.set(name, value);
  return response;
}

// Everything but Next's static files and the icon (no HTML: no nonce to give them).
export const config = { matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.svg).*)"] };
