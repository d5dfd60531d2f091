// The monthly research-call allowance as IETF RateLimit headers (draft-ietf-httpapi-ratelimit-headers):
// the policy "monthly" allows q calls a calendar month (UTC); r are left, and the window resets in t s.
import { secondsToNextMonth } from "@/server/domain/accounts/usage";
import { PLANS, type PlanId } from "@/server/plans";

export function rateLimitHeaders(plan: PlanId, used: number, now: Date): Record<string, string> {
  const quota = PLANS[plan].researchCallsPerMonth;
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const monthSeconds = (Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) - start) / 1000;
  return {
    "ratelimit-policy": `"monthly";q=${quota};w=${monthSeconds}`,
    ratelimit: `"monthly";r=${Math.max(0, quota - used)};t=${secondsToNextMonth(now)}`,
  };
}
