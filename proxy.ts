// Gives every API response an X-Request-Id, including the ones Next answers itself (405 for a wrong
// method, 404 for an unknown path). The id is forwarded to the route handler, which logs with it.
import { NextResponse, type NextRequest } from "next/server";
import { requestIdOf } from "@/server/transport/http";

export function proxy(request: NextRequest) {
  const requestId = requestIdOf(request);
  const headers = new Headers(request.headers);
  headers.set("x-request-id", requestId);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("x-request-id", requestId);
  return response;
}

export const config = { matcher: "/api/:path*" };
