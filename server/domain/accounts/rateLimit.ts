// Per-key calls-per-second limit (plan table). In-process: each app process enforces it on its own.
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { ApiError } from "@/server/errors";
import { PLANS, type PlanId } from "@/server/plans";
import { env } from "@/server/env";

const limiters = new Map<PlanId, RateLimiterMemory>();
const limiterFor = (plan: PlanId) => {
  let l = limiters.get(plan);
  if (!l) limiters.set(plan, (l = new RateLimiterMemory({ points: PLANS[plan].callsPerSecond, duration: 1 })));
  return l;
};

/** Disabled when LODESTAR_RATE_LIMIT=off (load tests and the allowance concurrency test). */
export async function checkRateLimit(key: string, plan: PlanId): Promise<void> {
  if (!env().rateLimit) return;
  try {
    await limiterFor(plan).consume(key);
  } catch (e) {
    if (!(e instanceof RateLimiterRes)) throw e;
    const retry = Math.max(1, Math.ceil(e.msBeforeNext / 1000));
    throw new ApiError("rate_limited", `Too many calls per second for this key (${PLANS[plan].callsPerSecond}/s on the ${plan} plan).`, [{ path: "", message: "Per-key rate limit reached.", fix: `Retry after ${retry} s, or spread calls out.` }], retry);
  }
}
