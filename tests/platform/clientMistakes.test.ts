// Whatever a client sends, a mistake is answered with a 4xx in the error shape, never a 500:
// random JSON, random bytes, random operation names and random Authorization headers over real HTTP.
import { beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { createTestUser } from "@/tests/helpers/accounts";
import { testServer } from "@/tests/helpers/server";
import { setEnv } from "@/tests/helpers/env";

// Hundreds of calls in a few seconds: the per-key limit (rateLimit.test.ts) is not what is tested here.
setEnv({ LODESTAR_RATE_LIMIT: "off" });

const server = testServer();
let key: string;
beforeAll(async () => {
  key = (await createTestUser("professional")).key;
});

async function send(operation: string, body: Uint8Array | string, authorization: string | null) {
  const res = await fetch(`${server.url()}/api/v1/research/${encodeURIComponent(operation)}`, {
    method: "POST",
    headers: authorization === null ? {} : { authorization },
    body: body as BodyInit,
  });
  return { status: res.status, body: await res.json(), requestId: res.headers.get("x-request-id") };
}

function expectClientError(res: Awaited<ReturnType<typeof send>>, allowed: number[]) {
  expect(allowed).toContain(res.status);
  expect(res.requestId).toBeTruthy();
  if (res.status !== 200) {
    expect(res.body).toMatchObject({
      status: false,
      error: { code: expect.any(String), message: expect.any(String), details: expect.any(Array) },
    });
    for (const d of res.body.error.details)
      expect(typeof d.path === "string" && typeof d.message === "string").toBe(true);
  }
}

describe("client mistakes never give a 500", () => {
  it("random JSON bodies", async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), async (value) => {
        expectClientError(
          await send("list_risk_rule_presets", JSON.stringify(value), `Bearer ${key}`),
          [200, 422],
        );
      }),
      { numRuns: 150 },
    );
  });

  it("random bytes as the body", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 200 }), async (bytes) => {
        expectClientError(await send("list_risk_rule_presets", bytes, `Bearer ${key}`), [200, 422]);
      }),
      { numRuns: 60 },
    );
  });

  it("random operation names", async () => {
    await fc.assert(
      // "." and ".." are resolved away by the URL itself and never name an operation.
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 300 }).filter((s) => s !== "." && s !== ".."),
        async (name) => {
          expectClientError(await send(name, "{}", `Bearer ${key}`), [200, 404]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("random Authorization headers", async () => {
    const header = fc.oneof(
      fc.string({ maxLength: 120 }).map((s) => `Bearer ${s}`),
      fc.string({ maxLength: 120 }),
    );
    await fc.assert(
      fc.asyncProperty(header, async (authorization) => {
        // fetch refuses some header values itself (control characters); those never reach the server.
        const value = /^[\t\x20-\x7e]*$/.test(authorization) ? authorization : "Bearer x";
        expectClientError(await send("list_risk_rule_presets", "{}", value), [401]);
      }),
      { numRuns: 60 },
    );
  });
});
