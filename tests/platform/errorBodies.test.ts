// The closed error model over real HTTP: exact bodies, X-Request-Id on every response, Retry-After on
// 429/503, nothing internal leaked, and refused calls not counted against the allowance.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createDb } from "@/server/db";
import { systemClock } from "@/server/clock";
import { invalid, notFound } from "@/server/errors";
import { PLANS } from "@/server/plans";
import { defineOperation, type Operation } from "@/server/operations/types";
import { periodOf, secondsToNextMonth, usageOf } from "@/server/domain/accounts/usage";
import { revokeApiKey } from "@/server/domain/accounts/apiKeys";
import { handleRest } from "@/server/transport/rest";
import { createTestUser, testDb } from "@/tests/helpers/accounts";
import { research, testServer } from "@/tests/helpers/server";

const OP = "list_risk_rule_presets";
const REQUEST_ID = /^req_[0-9a-f]{16}$/;
// Fixture operations standing in for handlers that fail: an unexpected exception carrying the kind of
// text that must never reach a caller, a handler-level 422, and a not_found (which does count).
const LEAK =
  'relation "secret_table" does not exist at /work/main/server/domain/x.ts:12 SELECT * FROM "user"';
const fixture = (id: string, fail: () => never): Operation =>
  defineOperation({
    id,
    family: "authoring",
    title: id,
    description: "test fixture",
    readOnly: true,
    input: z.strictObject({}),
    output: z.object({}),
    handler: async () => fail(),
  });
// Internal failures are logged with the request id; the log is checked below and kept off the test output.
const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
afterAll(() => log.mockRestore());

const fixtures = new Map(
  [
    fixture("test_throws_unexpected", () => {
      throw new Error(LEAK);
    }),
    fixture("test_throws_invalid", () => {
      throw invalid("/definition/name", "Name is empty.", "Give the strategy a name.");
    }),
    fixture("test_throws_not_found", () => {
      throw notFound("Portfolio", "/portfolioId", "Check the id; list_portfolios lists yours.");
    }),
  ].map((op) => [op.id, op]),
);

// The research route, with the fixtures served beside the registry's operations (which stays untouched).
const server = testServer({
  research: {
    POST: async (req, ctx) => {
      const { operation } = await ctx.params;
      return handleRest(req, operation, { operation: fixtures.get(operation) });
    },
  },
});

const unauthenticated = (message: string) => ({
  status: false,
  error: {
    code: "unauthenticated",
    message,
    details: [
      {
        path: "",
        message,
        fix: "Send the header Authorization: Bearer <API_KEY> with a live key from your account page.",
      },
    ],
  },
});
const tooLarge = {
  status: false,
  error: {
    code: "payload_too_large",
    message: "The request body is over 256 KiB.",
    details: [
      {
        path: "",
        message: "Body too large.",
        fix: "Send a smaller definition; split large work into several calls.",
      },
    ],
  },
};
const bigBody = JSON.stringify({ group: "volatility", padding: "x".repeat(300 * 1024) });

describe("error bodies over REST", () => {
  let user: Awaited<ReturnType<typeof createTestUser>>;
  let revoked: Awaited<ReturnType<typeof createTestUser>>;
  beforeAll(async () => {
    // professional: 100 calls/s, so the per-key rate limit stays out of the way of this table.
    user = await createTestUser("professional");
    revoked = await createTestUser("free");
    await revokeApiKey(testDb(), systemClock, revoked.userId, revoked.keyId);
  });

  const cases: { name: string; status: number; call: () => ReturnType<typeof research>; body: unknown }[] = [
    {
      name: "no Authorization header",
      status: 401,
      call: () => research(server.url(), OP, {}),
      body: unauthenticated("Missing bearer credential."),
    },
    {
      name: "a non-bearer scheme",
      status: 401,
      call: () => research(server.url(), OP, {}, undefined, { authorization: "Basic dXNlcjpwYXNz" }),
      body: unauthenticated("Missing bearer credential."),
    },
    {
      name: "an unknown key",
      status: 401,
      call: () => research(server.url(), OP, {}, `lsk_${"0".repeat(40)}`),
      body: unauthenticated("Invalid or revoked API key."),
    },
    {
      name: "a revoked key",
      status: 401,
      call: () => research(server.url(), OP, {}, revoked.key),
      body: unauthenticated("Invalid or revoked API key."),
    },
    {
      name: "an unknown operation",
      status: 404,
      call: () => research(server.url(), "no_such_operation", {}, user.key),
      body: {
        status: false,
        error: {
          code: "not_found",
          message: 'Unknown operation "no_such_operation".',
          details: [
            {
              path: "",
              message: 'Unknown operation "no_such_operation".',
              fix: "Use an operation listed in /api/v1/openapi.json (names are snake_case).",
            },
          ],
        },
      },
    },
    {
      name: "an operation name in camelCase",
      status: 404,
      call: () => research(server.url(), "listRiskRulePresets", {}, user.key),
      body: {
        status: false,
        error: {
          code: "not_found",
          message: 'Unknown operation "listRiskRulePresets".',
          details: [
            {
              path: "",
              message: 'Unknown operation "listRiskRulePresets".',
              fix: 'Did you mean "list_risk_rule_presets"? Operation names are snake_case.',
            },
          ],
        },
      },
    },
    {
      name: "a body declared over 256 KiB",
      status: 413,
      call: () => research(server.url(), OP, bigBody, user.key),
      body: tooLarge,
    },
    {
      name: "a streamed body over 256 KiB (no Content-Length)",
      status: 413,
      call: async () => {
        const bytes = new TextEncoder().encode(bigBody);
        const stream = new ReadableStream<Uint8Array>({
          start(c) {
            for (let i = 0; i < bytes.length; i += 16_384) c.enqueue(bytes.slice(i, i + 16_384));
            c.close();
          },
        });
        const res = await fetch(`${server.url()}/api/v1/research/${OP}`, {
          method: "POST",
          headers: { authorization: `Bearer ${user.key}` },
          body: stream,
          duplex: "half",
        } as RequestInit);
        return { status: res.status, headers: res.headers, body: await res.json() };
      },
      body: tooLarge,
    },
    {
      name: "an unknown property",
      status: 422,
      call: () => research(server.url(), OP, { group: "volatility", bogus: 1 }, user.key),
      body: {
        status: false,
        error: {
          code: "invalid_arguments",
          message: 'The request is not valid: /bogus: Unrecognized key: "bogus".',
          details: [
            {
              path: "/bogus",
              message: 'Unrecognized key: "bogus"',
              fix: 'Remove "bogus": this object takes no such property.',
            },
          ],
        },
      },
    },
    {
      name: "a wrong type",
      status: 422,
      call: () => research(server.url(), OP, { includeRuleTypes: "yes" }, user.key),
      body: {
        status: false,
        error: {
          code: "invalid_arguments",
          message:
            "The request is not valid: /includeRuleTypes: Invalid input: expected boolean, received string.",
          details: [
            {
              path: "/includeRuleTypes",
              message: "Invalid input: expected boolean, received string",
              fix: "Send a value of type boolean.",
            },
          ],
        },
      },
    },
    {
      name: "a value outside an enumeration",
      status: 422,
      call: () => research(server.url(), OP, { group: "bonds" }, user.key),
      body: {
        status: false,
        error: {
          code: "invalid_arguments",
          message:
            'The request is not valid: /group: Invalid option: expected one of "volatility"|"yield_curve"|"inflation"|"sp500".',
          details: [
            {
              path: "/group",
              message: 'Invalid option: expected one of "volatility"|"yield_curve"|"inflation"|"sp500"',
              fix: 'Use one of: "volatility", "yield_curve", "inflation", "sp500".',
            },
          ],
        },
      },
    },
    {
      name: "a body that is not an object",
      status: 422,
      call: () => research(server.url(), OP, "null", user.key),
      body: {
        status: false,
        error: {
          code: "invalid_arguments",
          message: "The request is not valid: (body): Invalid input: expected object, received null.",
          details: [
            {
              path: "",
              message: "Invalid input: expected object, received null",
              fix: "Send a value of type object.",
            },
          ],
        },
      },
    },
    {
      name: "a body that is not JSON",
      status: 422,
      call: () => research(server.url(), OP, "{group:", user.key),
      body: {
        status: false,
        error: {
          code: "invalid_arguments",
          message: "The request body is not valid JSON.",
          details: [
            {
              path: "",
              message: "Body is not JSON.",
              fix: "Send a JSON object with content-type application/json.",
            },
          ],
        },
      },
    },
    {
      name: "a handler's own invalid_arguments",
      status: 422,
      call: () => research(server.url(), "test_throws_invalid", {}, user.key),
      body: {
        status: false,
        error: {
          code: "invalid_arguments",
          message: "Name is empty.",
          details: [
            { path: "/definition/name", message: "Name is empty.", fix: "Give the strategy a name." },
          ],
        },
      },
    },
    {
      name: "an unexpected exception",
      status: 500,
      call: () => research(server.url(), "test_throws_unexpected", {}, user.key),
      body: {
        status: false,
        error: {
          code: "internal",
          message: "The service hit an unexpected error. It has been logged with the request id.",
          details: [],
        },
      },
    },
  ];

  it.each(cases)(
    "$status for $name: exact body, a request id, and the call is not counted",
    async ({ status, call, body }) => {
      const before = await usageOf(testDb(), systemClock, user.userId);
      const res = await call();
      expect(res.status).toBe(status);
      expect(res.body).toEqual(body);
      expect(res.headers.get("x-request-id")).toMatch(REQUEST_ID);
      expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(res.headers.get("retry-after")).toBeNull();
      expect(await usageOf(testDb(), systemClock, user.userId)).toBe(before);
    },
  );

  it("never leaks the text of an unexpected exception, and logs it under the request id", async () => {
    log.mockClear();
    const res = await fetch(`${server.url()}/api/v1/research/test_throws_unexpected`, {
      method: "POST",
      headers: { authorization: `Bearer ${user.key}` },
      body: "{}",
    });
    const text = await res.text();
    for (const secret of ["secret_table", "/work/", "SELECT", ".ts", "at "])
      expect(text).not.toContain(secret);
    expect(log).toHaveBeenCalledWith(
      `[${res.headers.get("x-request-id")}]`,
      expect.objectContaining({ message: LEAK }),
    );
  });

  it("counts a call refused with not_found (the operation ran and looked)", async () => {
    const before = await usageOf(testDb(), systemClock, user.userId);
    const res = await research(server.url(), "test_throws_not_found", {}, user.key);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("not_found");
    expect(await usageOf(testDb(), systemClock, user.userId)).toBe(before + 1);
  });

  it("puts a request id on a success and echoes a well-formed one the caller sent", async () => {
    const ok = await research(server.url(), OP, {}, user.key);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("x-request-id")).toMatch(REQUEST_ID);
    const echoed = await research(server.url(), OP, {}, user.key, { "x-request-id": "client-trace.42" });
    expect(echoed.headers.get("x-request-id")).toBe("client-trace.42");
    // A header that could smuggle text into logs is replaced, not echoed.
    const replaced = await research(server.url(), OP, {}, user.key, { "x-request-id": "a b<script>" });
    expect(replaced.headers.get("x-request-id")).toMatch(REQUEST_ID);
  });

  it("answers 429 allowance_exhausted with Retry-After = seconds to the next month, without counting", async () => {
    const exhausted = await createTestUser("free");
    const limit = PLANS.free.researchCallsPerMonth;
    await testDb().usage.create({
      data: { userId: exhausted.userId, period: periodOf(new Date()), used: limit },
    });
    const res = await research(server.url(), OP, {}, exhausted.key);
    const expected = secondsToNextMonth(new Date());
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      status: false,
      error: {
        code: "allowance_exhausted",
        message: `The free plan's 100 research calls for ${periodOf(new Date())} are used up.`,
        details: [
          {
            path: "",
            message: "Monthly research-call allowance exhausted.",
            fix: expect.stringMatching(
              /^Wait \d+ s for the next calendar month \(UTC\), or move to a higher plan\.$/,
            ),
          },
        ],
      },
    });
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(expected - 5);
    expect(retryAfter).toBeLessThanOrEqual(expected + 1);
    expect(res.headers.get("x-request-id")).toMatch(REQUEST_ID);
    expect(await usageOf(testDb(), systemClock, exhausted.userId)).toBe(limit);
  });
});

describe("database down", () => {
  it("answers 503 unavailable with Retry-After and no connection details", async () => {
    const down = createDb("postgresql://postgres@127.0.0.1:1/lodestar", 1);
    try {
      const res = await handleRest(
        new Request("http://lodestar.test/api/v1/research/list_risk_rule_presets", {
          method: "POST",
          headers: { authorization: `Bearer lsk_${"1".repeat(40)}` },
          body: "{}",
        }),
        OP,
        { db: down },
      );
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("30");
      expect(res.headers.get("x-request-id")).toMatch(REQUEST_ID);
      expect(await res.json()).toEqual({
        status: false,
        error: {
          code: "unavailable",
          message: "The database is not reachable right now.",
          details: [
            { path: "", message: "The database is not reachable right now.", fix: "Retry after 30 s." },
          ],
        },
      });
    } finally {
      await down.$disconnect();
    }
  });
});
