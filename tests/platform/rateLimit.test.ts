// The per-key calls-per-second limit (plan table), on: 429 rate_limited with Retry-After, per key,
// and refused calls not counted.
import { describe, expect, it } from "vitest";
import { systemClock } from "@/server/clock";
import { PLANS } from "@/server/plans";
import { createApiKey } from "@/server/domain/accounts/apiKeys";
import { checkRateLimit } from "@/server/domain/accounts/rateLimit";
import { usageOf } from "@/server/domain/accounts/usage";
import { createTestUser, testDb } from "@/tests/helpers/accounts";
import { research, testServer } from "@/tests/helpers/server";

const OP = "list_risk_rule_presets";
const server = testServer();

describe("per-key rate limit", () => {
  it("lets the plan's calls per second through and refuses the next one", async () => {
    const perSecond = PLANS.starter.callsPerSecond;
    for (let i = 0; i < perSecond; i++) await checkRateLimit("rate-test-key", "starter");
    await expect(checkRateLimit("rate-test-key", "starter")).rejects.toMatchObject({
      code: "rate_limited",
      retryAfter: 1,
    });
    // Another key has its own budget.
    await expect(checkRateLimit("rate-test-other-key", "starter")).resolves.toBeUndefined();
  });

  it("answers 429 rate_limited with Retry-After over REST, and counts only the accepted calls", async () => {
    const { userId, key } = await createTestUser("free");
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => research(server.url(), OP, {}, key)),
    );
    const ok = responses.filter((r) => r.status === 200);
    const limited = responses.filter((r) => r.status === 429);
    expect(ok.length + limited.length).toBe(30);
    expect(ok.length).toBeGreaterThanOrEqual(PLANS.free.callsPerSecond);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0].body).toEqual({
      status: false,
      error: {
        code: "rate_limited",
        message: "Too many calls per second for this key (5/s on the free plan).",
        details: [
          { path: "", message: "Per-key rate limit reached.", fix: "Retry after 1 s, or spread calls out." },
        ],
      },
    });
    for (const r of limited) expect(r.headers.get("retry-after")).toBe("1");
    expect(await usageOf(testDb(), systemClock, userId)).toBe(ok.length);

    // The same user's other key is not held back by the first key's burst.
    const other = await createApiKey(testDb(), systemClock, userId, "other-client");
    expect((await research(server.url(), OP, {}, other.secret)).status).toBe(200);
  });
});
