// Per-second call limits, in process memory (each app process enforces them on its own): the plan's
// callsPerSecond per key (per person for the web app's research calls), and one generous limit per
// person for the web app's own reads and live checks, which are not research calls.
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { ApiError } from "@/server/errors";
import { PLANS, type PlanId } from "@/server/plans";
import { env } from "@/server/env";

/**
 * The web app's reads per person per second, whatever the plan. Opening a builder reads about ten
 * catalogue sections at once and a live check follows each pause in typing, so a person stays far
 * below this; it is there so that a page stuck in a loop cannot flood the server with free calls.
 */
export const WEB_READS_PER_SECOND = 50;

const limiters = new Map<PlanId, RateLimiterMemory>();
const limiterFor = (plan: PlanId) => {
  let l = limiters.get(plan);
  if (!l) {
    l = new RateLimiterMemory({ points: PLANS[plan].callsPerSecond, duration: 1 });
    limiters.set(plan, l);
  }
  return l;
};
const webReads = new RateLimiterMemory({ points: WEB_READS_PER_SECOND, duration: 1 });

/** Disabled when LODESTAR_RATE_LIMIT=off (load tests and the allowance concurrency test). */
async function consume(limiter: RateLimiterMemory, key: string, message: string, reached: string) {
  if (!env().rateLimit) return;
  try {
    await limiter.consume(key);
  } catch (e) {
    if (!(e instanceof RateLimiterRes)) throw e;
    const retry = Math.max(1, Math.ceil(e.msBeforeNext / 1000));
    const fix = `Retry after ${retry} s, or spread calls out.`;
    throw new ApiError("rate_limited", message, [{ path: "", message: reached, fix }], retry);
  }
}

export async function checkRateLimit(key: string, plan: PlanId): Promise<void> {
  const perSecond = PLANS[plan].callsPerSecond;
  const message = `Too many calls per second for this key (${perSecond}/s on the ${plan} plan).`;
  await consume(limiterFor(plan), key, message, "Per-key rate limit reached.");
}

/** The web app's own reads and live checks of one person (server/transport/webReads.ts). */
export async function checkWebReadRateLimit(userId: string): Promise<void> {
  const message = `Too many page reads per second (${WEB_READS_PER_SECOND}/s per person).`;
  await consume(webReads, userId, message, "Per-person limit of the web app's reads reached.");
}
