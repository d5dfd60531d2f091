// The error table against product.md "Errors": the closed set of codes, each mapped once to its HTTP
// status, a tRPC code that tRPC itself sends with the same status, and a JSON-RPC (MCP) code.
import { describe, expect, it } from "vitest";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { ApiError, ERROR_CODES, ERROR_TABLE } from "@/server/errors";

// product.md, copied by hand: code -> HTTP status; method_not_allowed is ours (docs/decisions.md).
const PRODUCT = {
  method_not_allowed: 405,
  invalid_arguments: 422,
  unauthenticated: 401,
  forbidden: 403,
  plan_required: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  allowance_exhausted: 429,
  rate_limited: 429,
  internal: 500,
  engine_failed: 502,
  unavailable: 503,
};

describe("error table", () => {
  it("is exactly product.md's closed set (and 405) with its HTTP statuses", () => {
    expect([...ERROR_CODES].sort()).toEqual(Object.keys(PRODUCT).sort());
    for (const code of ERROR_CODES) expect(new ApiError(code, "m").httpStatus).toBe(PRODUCT[code]);
  });

  it("maps every code to a tRPC code that tRPC answers with the same HTTP status", () => {
    for (const code of ERROR_CODES)
      expect(getHTTPStatusCodeFromError(new TRPCError({ code: ERROR_TABLE[code].trpc }))).toBe(PRODUCT[code]);
  });

  it("maps to JSON-RPC codes: invalid params and internal error as the spec names them, the rest in the server range", () => {
    expect(ERROR_TABLE.invalid_arguments.mcp).toBe(-32602);
    expect(ERROR_TABLE.internal.mcp).toBe(-32603);
    for (const code of ERROR_CODES.filter((c) => c !== "invalid_arguments" && c !== "internal")) {
      expect(ERROR_TABLE[code].mcp).toBeGreaterThanOrEqual(-32099);
      expect(ERROR_TABLE[code].mcp).toBeLessThanOrEqual(-32000);
    }
  });

  it("does not count calls refused with 401, 405, 413, 422, 429 or a server failure", () => {
    const notCounted = ERROR_CODES.filter((c) => !ERROR_TABLE[c].counted).sort();
    expect(notCounted).toEqual([
      "allowance_exhausted",
      "engine_failed",
      "internal",
      "invalid_arguments",
      "method_not_allowed",
      "payload_too_large",
      "rate_limited",
      "unauthenticated",
      "unavailable",
    ]);
  });

  it("writes the body shape of product.md", () => {
    const e = new ApiError("plan_required", "Risk parity needs the advanced plan.", [
      {
        path: "/allocation/method",
        message: "Not in the free plan.",
        fix: "Move to the advanced plan or choose equal weights.",
      },
    ]);
    expect(e.toBody()).toEqual({
      status: false,
      error: {
        code: "plan_required",
        message: "Risk parity needs the advanced plan.",
        details: [
          {
            path: "/allocation/method",
            message: "Not in the free plan.",
            fix: "Move to the advanced plan or choose equal weights.",
          },
        ],
      },
    });
  });
});
