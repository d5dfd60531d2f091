// The one error model. Every failure a caller can see is an ApiError with a code from this closed table;
// the table maps each code once to its HTTP status, tRPC code and MCP (JSON-RPC) error code.
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";

export const ERROR_TABLE = {
  invalid_arguments: { http: 422, trpc: "UNPROCESSABLE_CONTENT", mcp: -32602 },
  unauthenticated: { http: 401, trpc: "UNAUTHORIZED", mcp: -32001 },
  forbidden: { http: 403, trpc: "FORBIDDEN", mcp: -32003 },
  plan_required: { http: 403, trpc: "FORBIDDEN", mcp: -32003 },
  not_found: { http: 404, trpc: "NOT_FOUND", mcp: -32004 },
  payload_too_large: { http: 413, trpc: "PAYLOAD_TOO_LARGE", mcp: -32013 },
  allowance_exhausted: { http: 429, trpc: "TOO_MANY_REQUESTS", mcp: -32029 },
  rate_limited: { http: 429, trpc: "TOO_MANY_REQUESTS", mcp: -32029 },
  internal: { http: 500, trpc: "INTERNAL_SERVER_ERROR", mcp: -32603 },
  engine_failed: { http: 502, trpc: "BAD_GATEWAY", mcp: -32002 },
  unavailable: { http: 503, trpc: "SERVICE_UNAVAILABLE", mcp: -32005 },
} as const satisfies Record<string, { http: number; trpc: TRPC_ERROR_CODE_KEY; mcp: number }>;

export type ErrorCode = keyof typeof ERROR_TABLE;
export const ERROR_CODES = Object.keys(ERROR_TABLE) as ErrorCode[];

export interface ErrorDetail {
  /** JSON pointer into the request (or "" for the whole request). */
  path: string;
  message: string;
  /** What the caller can do about it. */
  fix?: string;
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

/** Any thrown value as an ApiError; unknown errors become a generic `internal` that leaks nothing. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError("internal", "The service hit an unexpected error. It has been logged with the request id.");
}

export const notFound = (what: string, path = "") =>
  new ApiError("not_found", `${what} was not found.`, [{ path, message: `No ${what.toLowerCase()} with this id is visible to you.`, fix: "Check the id; list your records with the list_* operation." }]);

export const invalid = (path: string, message: string, fix: string) =>
  new ApiError("invalid_arguments", message, [{ path, message, fix }]);
