// The monthly research-call allowance. One atomic upsert per accepted call: Postgres serialises the
// row update, so concurrent calls are never lost or double-counted, and the guard refuses the call
// that would go over the plan's allowance. A call refused after it was counted is refunded.
// Counting and refunds run on the counter's own connections (usageCounterPool.ts), whose commits do
// not wait for the WAL flush; `db` only names the database.
import type { Db } from "@/server/db";
import type { Clock } from "@/server/clock";
import { ApiError } from "@/server/errors";
import { PLANS, type PlanId } from "@/server/plans";
import { usageCounterPool } from "@/server/domain/accounts/usageCounterPool";

/** The allowance period of an instant: its calendar month in UTC, "YYYY-MM". */
export const periodOf = (d: Date) => d.toISOString().slice(0, 7);

/** Seconds from `d` to the start of the next calendar month (UTC). */
export function secondsToNextMonth(d: Date): number {
  const next = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  return Math.max(1, Math.ceil((next - d.getTime()) / 1000));
}

export interface CountedCall {
  period: string;
  used: number;
}

/**
 * Counts `calls` research calls (one, or what the operation declares for its input: a sweep of many
 * variants), all or none; throws allowance_exhausted (with Retry-After) when that many are not left.
 */
export async function countResearchCall(
  db: Db,
  clock: Clock,
  userId: string,
  plan: PlanId,
  calls = 1,
): Promise<CountedCall> {
  const now = clock.now();
  const period = periodOf(now);
  const limit = PLANS[plan].researchCallsPerMonth;
  const { rows } = await usageCounterPool(db).query<{ used: number }>(
    `INSERT INTO "usage" ("userId", "period", "used") SELECT $1, $2, $4::int WHERE $4::int <= $3
     ON CONFLICT ("userId", "period") DO UPDATE SET "used" = "usage"."used" + $4::int
     WHERE "usage"."used" + $4::int <= $3
     RETURNING "used"`,
    [userId, period, limit, calls],
  );
  if (rows.length === 0) {
    const retry = secondsToNextMonth(now);
    throw new ApiError(
      "allowance_exhausted",
      `The ${plan} plan's ${limit} research calls for ${period} are used up.`,
      [
        {
          path: "",
          message:
            calls === 1
              ? "Monthly research-call allowance exhausted."
              : `This call counts ${calls} research calls; fewer are left this month.`,
          fix: `Wait ${retry} s for the next calendar month (UTC), or move to a higher plan.`,
        },
      ],
      retry,
    );
  }
  return { period, used: Number(rows[0].used) };
}

/** Gives back the calls counted by countResearchCall (same period, even across a month boundary). */
export async function refundResearchCall(
  db: Db,
  userId: string,
  counted: CountedCall,
  calls = 1,
): Promise<void> {
  await usageCounterPool(db).query(
    `UPDATE "usage" SET "used" = GREATEST("used" - $3::int, 0) WHERE "userId" = $1 AND "period" = $2 AND "used" > 0`,
    [userId, counted.period, calls],
  );
}

export async function usageOf(db: Db, clock: Clock, userId: string): Promise<number> {
  const row = await db.usage.findUnique({
    where: { userId_period: { userId, period: periodOf(clock.now()) } },
  });
  return row?.used ?? 0;
}
