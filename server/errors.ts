// The one error model. Every failure a caller can see is an ApiError with a code from this closed table;
// the table maps each code once to its HTTP status, tRPC code and MCP (JSON-RPC) error code.
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";
import type { PlanId } from "@/server/plans";

// `counted`: whether a call refused with this code still counts against the monthly allowance.
// product.md: 401/413/422/429 never count; server-side failures do not either (our fault, not the caller's).
export const ERROR_TABLE = {
  invalid_arguments: { http: 422, trpc: "UNPROCESSABLE_CONTENT", mcp: -32602, counted: false },
  unauthenticated: { http: 401, trpc: "UNAUTHORIZED", mcp: -32001, counted: false },
  forbidden: { http: 403, trpc: "FORBIDDEN", mcp: -32003, counted: true },
  plan_required: { http: 403, trpc: "FORBIDDEN", mcp: -32003, counted: true },
  not_found: { http: 404, trpc: "NOT_FOUND", mcp: -32004, counted: true },
  // An edit sent an expectedVersion (If-Match) older than the record's; details[0].currentVersion has it.
  // Counted like forbidden and not_found: product.md frees only 401/413/422/429.
  conflict: { http: 409, trpc: "CONFLICT", mcp: -32009, counted: true },
  // Beyond product.md: an HTTP method the endpoint does not serve (never reaches an operation).
  method_not_allowed: { http: 405, trpc: "METHOD_NOT_SUPPORTED", mcp: -32005, counted: false },
  payload_too_large: { http: 413, trpc: "PAYLOAD_TOO_LARGE", mcp: -32013, counted: false },
  allowance_exhausted: { http: 429, trpc: "TOO_MANY_REQUESTS", mcp: -32029, counted: false },
  rate_limited: { http: 429, trpc: "TOO_MANY_REQUESTS", mcp: -32029, counted: false },
  internal: { http: 500, trpc: "INTERNAL_SERVER_ERROR", mcp: -32603, counted: false },
  engine_failed: { http: 502, trpc: "BAD_GATEWAY", mcp: -32002, counted: false },
  unavailable: { http: 503, trpc: "SERVICE_UNAVAILABLE", mcp: -32006, counted: false },
} as const satisfies Record<
  string,
  { http: number; trpc: TRPC_ERROR_CODE_KEY; mcp: number; counted: boolean }
>;

export type ErrorCode = keyof typeof ERROR_TABLE;
export const ERROR_CODES = Object.keys(ERROR_TABLE) as ErrorCode[];

/**
 * One problem of a refusal. A refusal that checked a whole definition carries that check's problems
 * as they are, so a client reads the same fields as from validate_portfolio / validate_screener.
 */
export interface ErrorDetail {
  /** JSON pointer into the request (or "" for the whole request). */
  path: string;
  message: string;
  /** What the caller can do about it. */
  fix?: string;
  /** The problem's own code: a screener warning code, or invalid_arguments / plan_required. */
  code?: string;
  /** A screener problem: `error` stops the write, `warning` does not. */
  severity?: "error" | "warning";
  /** A screener problem: its row, from 1; null for the whole screener. */
  row?: number | null;
  /** For a plan limit: the lowest plan that accepts the value; null when the plan is not the reason. */
  lowestPlan?: PlanId | null;
  /** For a conflict: the record's version now, to read it again at or send as expectedVersion. */
  currentVersion?: number;
}

export interface ErrorBody {
  status: false;
  error: { code: ErrorCode; message: string; details: ErrorDetail[] };
}

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetail[] = [],
    /** Seconds, sent as Retry-After with 429 and 503. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }

  get httpStatus(): number {
    return ERROR_TABLE[this.code].http;
  }

  toBody(): ErrorBody {
    return { status: false, error: { code: this.code, message: this.message, details: this.details } };
  }
}

// Prisma codes and driver-adapter kinds that mean "the database cannot be reached right now", and
// those that mean "it is busy": no pooled connection (P2024) or transaction slot (P2028) in time.
const DB_DOWN_CODES = new Set(["P1001", "P1002", "P1017"]);
const DB_DOWN_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);
const DB_BUSY_CODES = new Set(["P2024", "P2028"]);
const UNAVAILABLE_RETRY_SECONDS = 30;
const BUSY_RETRY_SECONDS = 2;

// PostgreSQL going away under a connection: SQLSTATE class 08 (connection exception) and 57P01-57P03
// (shut down by the operator or a crash, not accepting connections yet), from Prisma's adapter or from
// pg itself (the usage counter's pool); pg's own errors for a dead connection carry no code.
const DB_DOWN_SQLSTATE = /^(08|57P0[123])/;
const DB_DOWN_MESSAGE = /^(Connection terminated|Client has encountered a connection error)/;

interface AdapterCause {
  kind?: unknown;
  code?: unknown;
}

function databaseState(error: unknown): "down" | "busy" | null {
  if (typeof error !== "object" || error === null) return null;
  const e = error as {
    code?: unknown;
    message?: unknown;
    meta?: { driverAdapterError?: { cause?: AdapterCause } };
    cause?: unknown;
  };
  if (typeof e.code === "string" && DB_BUSY_CODES.has(e.code)) return "busy";
  // Prisma wraps the adapter's error in its own, except inside an interactive transaction.
  const cause = e.meta?.driverAdapterError?.cause ?? (e.cause as AdapterCause | undefined);
  const sqlState = String(cause?.kind === "postgres" ? cause.code : e.code);
  const down =
    (typeof e.code === "string" && DB_DOWN_CODES.has(e.code)) ||
    DB_DOWN_KINDS.has(String(cause?.kind)) ||
    DB_DOWN_SQLSTATE.test(sqlState) ||
    DB_DOWN_MESSAGE.test(String(e.message));
  return down ? "down" : null;
}

const unavailable = (message: string, seconds: number) =>
  new ApiError("unavailable", message, [{ path: "", message, fix: `Retry after ${seconds} s.` }], seconds);

/** Any thrown value as an ApiError; unknown errors become a generic `internal` that leaks nothing. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const state = databaseState(error);
  if (state === "down")
    return unavailable("The database is not reachable right now.", UNAVAILABLE_RETRY_SECONDS);
  if (state === "busy") return unavailable("The service is busy right now.", BUSY_RETRY_SECONDS);
  return new ApiError(
    "internal",
    "The service hit an unexpected error. It has been logged with the request id.",
  );
}

/** `fix` says where the caller finds the ids that exist (an operation of the registry, by name). */
export const notFound = (what: string, path: string, fix: string) =>
  new ApiError("not_found", `${what} was not found.`, [
    { path, message: `No ${what.toLowerCase()} with this id is visible to you.`, fix },
  ]);

export const invalid = (path: string, message: string, fix: string) =>
  new ApiError("invalid_arguments", message, [{ path, message, fix }]);
