// Runs app/**/route.ts handlers behind a plain Node `http` server: turns the Node request into a web
// Request (body streamed, not buffered) and writes the web Response back. Used by the production
// entry (scripts/serve.ts) for the hot API paths and by the integration tests for every route.
import type http from "node:http";
import { Readable } from "node:stream";
import { finished, pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { newRequestId } from "@/server/ids";
import { errorResponse } from "@/server/transport/http";
import { rememberPeer } from "@/server/transport/clientAddress";

type Ctx = { params: Promise<Record<string, string>> };
// Method signatures (bivariant parameters) so route modules with narrower params types fit.
export interface RouteModule {
  GET?(req: Request, ctx: Ctx): Promise<Response> | Response;
  POST?(req: Request, ctx: Ctx): Promise<Response> | Response;
  PUT?(req: Request, ctx: Ctx): Promise<Response> | Response;
  PATCH?(req: Request, ctx: Ctx): Promise<Response> | Response;
  DELETE?(req: Request, ctx: Ctx): Promise<Response> | Response;
}
export interface Route {
  pattern: RegExp;
  module: RouteModule;
}

/** The request body as a web stream. A handler that stops reading (body too large) lets the rest drain
 * into nothing instead of destroying the socket, so its 413 still reaches the client. */
function bodyStream(req: http.IncomingMessage): ReadableStream<Uint8Array> {
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on("data", (chunk: Buffer) => {
        if (cancelled) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.on("end", () => cancelled || controller.close());
      req.on("error", (e) => cancelled || controller.error(e));
      req.pause();
    },
    pull() {
      req.resume();
    },
    cancel() {
      cancelled = true;
      req.resume();
    },
  });
}

export function toWebRequest(req: http.IncomingMessage, url: URL): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (typeof v === "string") headers.set(k, v);
    else if (Array.isArray(v)) for (const item of v) headers.append(k, item);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const request = new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? bodyStream(req) : undefined,
    duplex: "half",
  } as RequestInit);
  rememberPeer(request, req.socket.remoteAddress);
  return request;
}

export async function sendWebResponse(res: http.ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie") headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  res.writeHead(response.status, response.statusText || undefined, headers);
  if (!response.body) {
    res.end();
    return;
  }
  // The same stream object at run time; the DOM and node:stream/web typings of ReadableStream differ.
  await pipeline(Readable.fromWeb(response.body as unknown as NodeReadableStream<Uint8Array>), res);
}

/** The first route whose pattern matches the path and whose module has the method; null when none. */
export function matchRoute(routes: Route[], method: string, pathname: string) {
  for (const route of routes) {
    const m = route.pattern.exec(pathname);
    const handler = m && route.module[method as keyof RouteModule]?.bind(route.module);
    if (m && handler) return { handler, params: m.groups ?? {} };
  }
  return null;
}

/** The request's URL; a Host header that is not a host name must not throw out of the listener. */
function urlOf(req: http.IncomingMessage): URL {
  try {
    return new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
  } catch {
    return new URL("http://localhost/"); // matches no route: Next answers it
  }
}

/** A Node request listener serving `routes`, handing anything else to `fallback`. */
export function routeListener(
  routes: Route[],
  fallback: (req: http.IncomingMessage, res: http.ServerResponse) => unknown,
): (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> {
  return async (req, res) => {
    const url = urlOf(req);
    const match = matchRoute(routes, req.method ?? "GET", url.pathname);
    if (!match) {
      await fallback(req, res);
      return;
    }
    try {
      const response = await match.handler(toWebRequest(req, url), { params: Promise.resolve(match.params) });
      // A client still sending a body the handler refused (413) reads no answer until it has sent it
      // all (it gets a reset otherwise): let the rest drain into nothing first.
      if (!req.complete) {
        req.removeAllListeners("data");
        req.resume();
        await finished(req);
      }
      await sendWebResponse(res, response);
    } catch (error) {
      // The handlers answer their own errors: this is a bug, or the client left mid-response.
      if (res.headersSent) res.destroy();
      else await sendWebResponse(res, errorResponse(error, newRequestId())).catch(() => res.destroy());
    }
  };
}
