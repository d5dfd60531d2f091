// Shared HTTP helpers for the REST, MCP and auth routes: request ids, JSON responses, bounded body reading.
import { ApiError, toApiError } from "@/server/errors";
import { newRequestId } from "@/server/ids";
import { API_CSP, securityHeaders } from "@/server/transport/securityHeaders";
import { clientAddress } from "@/server/transport/clientAddress";
import { noteAnswer } from "@/server/domain/accounts/refusals";

/** The largest request body any route reads (product.md). */
export const MAX_BODY_BYTES = 256 * 1024;

export const requestIdOf = (req: Request) => {
  const given = req.headers.get("x-request-id");
  return given && /^[\w.-]{1,64}$/.test(given) ? given : newRequestId();
};

export function json(
  body: unknown,
  status: number,
  requestId: string,
  extra: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      "content-type": "application/json; charset=utf-8",
      "x-request-id": requestId,
      "cache-control": "no-store",
      "content-security-policy": API_CSP,
      ...securityHeaders(),
      ...extra,
    },
  });
}

export function errorResponse(error: unknown, requestId: string): Response {
  const e = toApiError(error);
  // Only the request id reaches the caller; the cause goes to the log.
  if (e.code === "internal" || e.code === "unavailable") console.error(`[${requestId}]`, error);
  const extra: Record<string, string> =
    e.retryAfter !== undefined ? { "retry-after": String(e.retryAfter) } : {};
  // RFC 6750: a 401 names the scheme the caller should use.
  if (e.code === "unauthenticated") extra["www-authenticate"] = 'Bearer realm="Lodestar"';
  return json(e.toBody(), e.httpStatus, requestId, extra);
}

const tooLarge = () =>
  new ApiError("payload_too_large", `The request body is over ${MAX_BODY_BYTES / 1024} KiB.`, [
    {
      path: "",
      message: "Body too large.",
      fix: "Send a smaller definition; split large work into several calls.",
    },
  ]);

/** Refuses a body whose declared length is over the limit, before anything is read. */
export const checkDeclaredSize = (req: Request) => {
  if (Number(req.headers.get("content-length") ?? "0") > MAX_BODY_BYTES) throw tooLarge();
};

/** Reads the body as JSON, refusing more than maxBodyBytes (declared or streamed) without buffering the rest. */
export async function readJsonBody(req: Request): Promise<unknown> {
  checkDeclaredSize(req);
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  const text = Buffer.concat(chunks).toString("utf8").trim();
  if (text === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError("invalid_arguments", "The request body is not valid JSON.", [
      {
        path: "",
        message: "Body is not JSON.",
        fix: "Send a JSON object with content-type application/json.",
      },
    ]);
  }
}

/** The handler of an HTTP method a route does not serve: 405 with the error body and `Allow`. */
export function methodNotAllowed(allow: string[]): (req: Request) => Response {
  return (req) => {
    const message = `${req.method} is not served at this address.`;
    const error = new ApiError("method_not_allowed", message, [
      { path: "", message, fix: `Use ${allow.join(" or ")}.` },
    ]);
    return json(error.toBody(), 405, requestIdOf(req), { allow: allow.join(", ") });
  };
}

/**
 * Runs a transport's handler, counting its answer against the client's address when it is a refusal
 * (domain/accounts/refusals.ts); the handler itself calls `checkRefusals` before reading the request.
 */
export async function countingRefusals(req: Request, handle: () => Promise<Response>): Promise<Response> {
  const response = await handle();
  await noteAnswer(clientAddress(req), response.status);
  return response;
}

/** Wraps a route handler we do not write (better-auth's) so its responses carry X-Request-Id too. */
export function withRequestId(
  handler: (req: Request) => Promise<Response>,
): (req: Request) => Promise<Response> {
  return async (req) => {
    const requestId = requestIdOf(req);
    let response: Response;
    try {
      response = await handler(req);
    } catch (error) {
      return errorResponse(error, requestId);
    }
    const headers = new Headers(response.headers);
    headers.set("x-request-id", requestId);
    for (const [name, value] of Object.entries(securityHeaders())) headers.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}
