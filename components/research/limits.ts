// What the person's plan allows of the research tools, told before a run (a refusal by plan would
// count as a research call): variants per sweep, and whether walk-forward tests are included.
import { includes, type PlanId } from "@/server/plans";

const VARIANTS_PER_SWEEP: Record<PlanId, number> = {
  free: 25,
  starter: 100,
  advanced: 1_000,
  ultimate: 10_000,
  professional: 10_000,
};

export const variantsPerSweep = (plan: PlanId) => VARIANTS_PER_SWEEP[plan];
export const walkForwardIncluded = (plan: PlanId) => includes(plan, "starter");
