// tRPC transport for the web app: one procedure per registry operation (query when read-only, else
// mutation), typed by the operation's own input and output, authenticated by the browser session,
// running the same `execute` as REST and MCP. Only a computation counts one research call (webReads.ts
// WEB_COMPUTATIONS); the rest, and everything under `web` (page loads and live checks), are not counted.
import type { z } from "zod";
import { initTRPC, TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { getDb, type Db } from "@/server/db";
import { systemClock, type Clock } from "@/server/clock";
import { CALLS_LEFT_HEADER, PLANS } from "@/server/plans";
import { getSessionCaller } from "@/server/auth";
import { ApiError, ERROR_TABLE, ERROR_CODES, toApiError, type ErrorBody } from "@/server/errors";
import type { Caller } from "@/server/domain/accounts/caller";
import type { Operation } from "@/server/operations/types";
import { registry } from "@/server/operations/registry";
import { execute, type Metering } from "@/server/transport/execute";
import { isWebComputation, WEB_READS, type WebReadId } from "@/server/transport/webReads";
import { checkDeclaredSize, countingRefusals, requestIdOf } from "@/server/transport/http";
import { clientAddress } from "@/server/transport/clientAddress";
import { checkRefusals } from "@/server/domain/accounts/refusals";
import { isSameOrigin } from "@/server/transport/sameOrigin";

export const TRPC_ENDPOINT = "/api/trpc";

export interface TrpcContext {
  db: Db;
  clock: Clock;
  /** Null when the request carries no live browser session. */
  caller: Caller | null;
  requestId: string;
  /** The response's headers (absent on server-side calls): a counted call says the calls left there. */
  resHeaders?: Headers;
  /** The HTTP request's method and origin check (absent on server-side calls, made by our own pages). */
  http?: { method: string; sameOrigin: boolean };
}

/** The error body for any tRPC error: ours as thrown, tRPC's own (unknown path, bad JSON) by its code. */
function bodyOf(error: TRPCError): ErrorBody {
  if (error.cause instanceof ApiError) return error.cause.toBody();
  const code = ERROR_CODES.find((c) => ERROR_TABLE[c].trpc === error.code);
  if (code && code !== "internal") return new ApiError(code, error.message).toBody();
  return toApiError(error).toBody();
}

const t = initTRPC.context<TrpcContext>().create({
  // The web app reads the same error body as REST callers in `error.data`.
  errorFormatter: ({ shape, error }) => ({ ...shape, data: { ...shape.data, ...bodyOf(error) } }),
});

function toTrpcError(error: unknown, requestId: string): TRPCError {
  const api = toApiError(error);
  // Server-side faults go to the log; the caller sees only the request id.
  if (api.httpStatus >= 500) console.error(`[${requestId}]`, error);
  return new TRPCError({ code: ERROR_TABLE[api.code].trpc, message: api.message, cause: api });
}

/**
 * A person's action (every top-level procedure: it changes records or computes, counted or not) may
 * spend allowance or change records: only the app's own pages may make it with the session cookie, and
 * only by POST, which a link or a top-level navigation cannot send. The web reads (`web.*`) change nothing and their answers stay unread
 * cross-site (no CORS), so they are served by GET for caching.
 */
function checkCountedRequest(http: TrpcContext["http"]): void {
  if (!http) return;
  if (http.method !== "POST") {
    const message = `${http.method} is not served for a counted call.`;
    throw new ApiError("method_not_allowed", message, [{ path: "", message, fix: "Use POST." }]);
  }
  if (!http.sameOrigin) {
    const message = "This call must come from Lodestar's own pages.";
    throw new ApiError("forbidden", message, [
      {
        path: "",
        message: "The request's Origin (or Sec-Fetch-Site) is not this site.",
        fix: "Use the web app, or call the REST API with an API key.",
      },
    ]);
  }
}

const signInRequired = () =>
  new ApiError("unauthenticated", "Not signed in.", [
    { path: "", message: "No live browser session.", fix: "Sign in again; your session may have expired." },
  ]);

/**
 * An operation's input parser: a pass-through typed as the operation's input. Validation is left to
 * `execute`, so every transport refuses bad input with the same error (422 invalid_arguments).
 */
const withInputOf = <I extends z.ZodType>() => t.procedure.input((raw: unknown) => raw as z.input<I>);

function runnerOf<I extends z.ZodType, O extends z.ZodType>(
  op: Operation<I, O>,
  metering: Metering,
  action: boolean,
) {
  return async ({ input, ctx }: { input: unknown; ctx: TrpcContext }) => {
    try {
      if (action) checkCountedRequest(ctx.http);
      if (!ctx.caller) throw signInRequired();
      const { db, clock, caller, requestId } = ctx;
      const limit = PLANS[caller.plan].researchCallsPerMonth;
      const onUsage = (used: number) =>
        ctx.resHeaders?.set(CALLS_LEFT_HEADER, String(Math.max(0, limit - used)));
      return await execute(op, input, { db, clock, caller, requestId, metering, onUsage });
    } catch (error) {
      throw toTrpcError(error, ctx.requestId);
    }
  };
}

const queryOf = <I extends z.ZodType, O extends z.ZodType>(
  op: Operation<I, O>,
  metering: Metering = "research",
  action = true,
) => withInputOf<I>().query(runnerOf(op, metering, action));
const mutationOf = <I extends z.ZodType, O extends z.ZodType>(
  op: Operation<I, O>,
  metering: Metering = "research",
) => withInputOf<I>().mutation(runnerOf(op, metering, true));

/** The procedure of one operation: a query when it only reads, else a mutation, with its own types. */
type ProcedureOf<Op> =
  Op extends Operation<infer I, infer O, infer R>
    ? R extends true
      ? ReturnType<typeof queryOf<I, O>>
      : ReturnType<typeof mutationOf<I, O>>
    : never;
type Procedures = { [Id in keyof typeof registry]: ProcedureOf<(typeof registry)[Id]> };
type WebProcedures = { [Id in WebReadId]: ProcedureOf<(typeof registry)[Id]> };

// Object.fromEntries forgets the keys' own types; `Procedures` restores them, built by the same rule.
const procedures = Object.fromEntries(
  Object.entries(registry).map(([id, op]: [string, Operation]) => {
    const metering: Metering = isWebComputation(id) ? "research" : "uncounted";
    return [id, op.readOnly ? queryOf(op, metering) : mutationOf(op, metering)];
  }),
) as Procedures;

const webProcedures = Object.fromEntries(
  WEB_READS.map((id) => [id, queryOf(registry[id] as Operation, "uncounted", false)]),
) as WebProcedures;

export const appRouter = t.router({ ...procedures, web: t.router(webProcedures) });
export type AppRouter = typeof appRouter;

export const handleTrpc = (req: Request, deps: { db?: Db; clock?: Clock } = {}): Promise<Response> =>
  countingRefusals(req, () => answerTrpc(req, deps));

async function answerTrpc(req: Request, deps: { db?: Db; clock?: Clock }): Promise<Response> {
  const requestId = requestIdOf(req);
  const db = deps.db ?? getDb();
  const clock = deps.clock ?? systemClock;
  return fetchRequestHandler({
    endpoint: TRPC_ENDPOINT,
    req,
    router: appRouter,
    // Counted queries come by POST (checkCountedRequest).
    allowMethodOverride: true,
    // 429 and 503 tell the web app when to retry, as REST does.
    responseMeta: ({ errors }) => {
      const retryAfter = errors
        .map((e) => (e.cause instanceof ApiError ? e.cause.retryAfter : undefined))
        .find((s) => s !== undefined);
      return retryAfter === undefined ? {} : { headers: { "retry-after": String(retryAfter) } };
    },
    createContext: async ({ resHeaders }): Promise<TrpcContext> => {
      resHeaders.set("x-request-id", requestId);
      try {
        await checkRefusals(clientAddress(req));
        checkDeclaredSize(req);
        const caller = await getSessionCaller(req.headers, db);
        const http = { method: req.method, sameOrigin: isSameOrigin(req.headers) };
        return { db, clock, caller, requestId, resHeaders, http };
      } catch (error) {
        throw toTrpcError(error, requestId);
      }
    },
  });
}
