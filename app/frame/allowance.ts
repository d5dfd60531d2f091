// The plan and the research calls left this month, for the top bar. Reading the counter is not a
// research call: it goes through the domain, not an operation.
import { getDb } from "@/server/db";
import { systemClock } from "@/server/clock";
import { PLANS, type PlanId } from "@/server/plans";
import { usageOf } from "@/server/domain/accounts/usage";
import type { Caller } from "@/server/domain/accounts/caller";

export interface Allowance {
  plan: PlanId;
  left: number;
  limit: number;
}

export async function allowanceOf(caller: Caller): Promise<Allowance> {
  const limit = PLANS[caller.plan].researchCallsPerMonth;
  const used = await usageOf(getDb(), systemClock, caller.userId);
  return { plan: caller.plan, left: Math.max(0, limit - used), limit };
}
