// What the person's plan allows of the research tools, told before a run (a refusal by plan would
// count as a research call): variants per sweep (the plan table's sweepVariants), and whether
// walk-forward tests are included (from the starter plan, as run_walk_forward checks).
import { includes, PLANS, type PlanId } from "@/server/plans";

export const variantsPerSweep = (plan: PlanId) => PLANS[plan].sweepVariants;
export const walkForwardIncluded = (plan: PlanId) => includes(plan, "starter");
