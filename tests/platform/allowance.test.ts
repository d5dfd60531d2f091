// The monthly research-call allowance under concurrent REST calls on the real database: every accepted
// call counted exactly once, the call that would go over refused with 429 + Retry-After.
import { describe, expect, it } from "vitest";
import { fixedClock, systemClock } from "@/server/clock";
import { PLANS } from "@/server/plans";
import { createApiKey } from "@/server/domain/accounts/apiKeys";
import {
  countResearchCall,
  periodOf,
  refundResearchCall,
  secondsToNextMonth,
  usageOf,
} from "@/server/domain/accounts/usage";
import { usageCounterPool } from "@/server/domain/accounts/usageCounterPool";
import { createTestUser, testDb } from "@/tests/helpers/accounts";
import { research, testServer } from "@/tests/helpers/server";
import { setEnv } from "@/tests/helpers/env";

// Read at call time by the per-key limiter: off here, so only the allowance decides. rateLimit.test.ts
// covers the limiter.
setEnv({ LODESTAR_RATE_LIMIT: "off" });

const OP = "list_risk_rule_presets";
const server = testServer();

const fire = (n: number, key: string) =>
  Promise.all(Array.from({ length: n }, () => research(server.url(), OP, {}, key)));

describe("monthly allowance under concurrency", () => {
  it("lets exactly the remaining 20 of 50 concurrent calls through and stops the row at the limit", async () => {
    const { userId, key } = await createTestUser("free");
    const limit = PLANS.free.researchCallsPerMonth;
    await testDb().usage.create({ data: { userId, period: periodOf(new Date()), used: limit - 20 } });

    const responses = await fire(50, key);

    const ok = responses.filter((r) => r.status === 200);
    const refused = responses.filter((r) => r.status === 429);
    expect(ok).toHaveLength(20);
    expect(refused).toHaveLength(30);
    for (const r of refused) {
      expect(r.body.error.code).toBe("allowance_exhausted");
      expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(await usageOf(testDb(), systemClock, userId)).toBe(limit);
  });

  it("adds exactly 50 for 50 concurrent accepted calls", async () => {
    const { userId, key } = await createTestUser("starter");
    const responses = await fire(50, key);
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(await usageOf(testDb(), systemClock, userId)).toBe(50);
  });

  it("counts per user, across the user's keys", async () => {
    const { userId, key } = await createTestUser("starter");
    const second = await createApiKey(testDb(), systemClock, userId, "second-client");
    const responses = (await Promise.all([fire(25, key), fire(25, second.secret)])).flat();
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(await usageOf(testDb(), systemClock, userId)).toBe(50);
  });
});

describe("allowance periods (calendar months, UTC)", () => {
  it("gives the seconds to the next month as Retry-After, hand-computed", () => {
    expect(secondsToNextMonth(new Date("2026-01-31T23:59:59.000Z"))).toBe(1);
    expect(secondsToNextMonth(new Date("2026-02-28T00:00:00.000Z"))).toBe(86_400);
    expect(secondsToNextMonth(new Date("2026-12-31T12:00:00.500Z"))).toBe(43_200);
    // 2028 is a leap year: Feb 1 to Mar 1 is 29 days.
    expect(secondsToNextMonth(new Date("2028-02-01T00:00:00.000Z"))).toBe(29 * 86_400);
  });

  it("starts a fresh count in a new month and refuses with the wait to that month", async () => {
    const { userId } = await createTestUser("free");
    const clock = fixedClock(new Date("2031-03-31T23:59:30.000Z"));
    await testDb().usage.create({
      data: { userId, period: "2031-03", used: PLANS.free.researchCallsPerMonth },
    });
    await expect(countResearchCall(testDb(), clock, userId, "free")).rejects.toMatchObject({
      code: "allowance_exhausted",
      retryAfter: 30,
    });
    clock.set(new Date("2031-04-01T00:00:00.000Z"));
    expect(await countResearchCall(testDb(), clock, userId, "free")).toEqual({ period: "2031-04", used: 1 });
    expect(await usageOf(testDb(), clock, userId)).toBe(1);
  });

  it("refunds into the period it counted in, even after the month turned", async () => {
    const { userId } = await createTestUser("free");
    const clock = fixedClock(new Date("2031-05-31T23:59:59.000Z"));
    const counted = await countResearchCall(testDb(), clock, userId, "free");
    clock.set(new Date("2031-06-01T00:00:01.000Z"));
    await countResearchCall(testDb(), clock, userId, "free");
    await refundResearchCall(testDb(), userId, counted);
    const rows = await testDb().usage.findMany({ where: { userId }, orderBy: { period: "asc" } });
    expect(rows.map((r) => [r.period, r.used])).toEqual([
      ["2031-05", 0],
      ["2031-06", 1],
    ]);
  });

  it("reads the limit from the plan table: a plan change applies to the next call", async () => {
    const { userId } = await createTestUser("free");
    const clock = fixedClock(new Date("2032-01-15T00:00:00.000Z"));
    await testDb().usage.create({
      data: { userId, period: "2032-01", used: PLANS.free.researchCallsPerMonth },
    });
    await expect(countResearchCall(testDb(), clock, userId, "free")).rejects.toMatchObject({
      code: "allowance_exhausted",
    });
    expect(await countResearchCall(testDb(), clock, userId, "starter")).toEqual({
      period: "2032-01",
      used: PLANS.free.researchCallsPerMonth + 1,
    });
  });

  it("counts on connections whose commits skip the WAL-flush wait, and only those", async () => {
    const counter = await usageCounterPool(testDb()).query<{ synchronous_commit: string }>(
      "SHOW synchronous_commit",
    );
    expect(counter.rows[0].synchronous_commit).toBe("off");
    const app = await testDb().$queryRaw<{ synchronous_commit: string }[]>`SHOW synchronous_commit`;
    expect(app[0].synchronous_commit).toBe("on");
  });
});
