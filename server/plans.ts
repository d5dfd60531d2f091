// The plan table (docs/decisions.md, product.md "Plans"). Every plan check and every catalogue's
// includedInYourPlan / lowestPlan / planLimit reads this one table.
export const PLAN_IDS = ["free", "starter", "advanced", "ultimate", "professional"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  /** Research calls per calendar month (UTC). */
  researchCallsPerMonth: number;
  /** Screener rows (the plan's filter limit). */
  screenerRows: number;
  /** Cap on positionExits.maxPositions. */
  maxPositions: number;
  /** How far back a simulation may start: `years_back` counts back from the data's last year. */
  history: { kind: "years_back"; years: number } | { kind: "all_daily" } | { kind: "all_including_monthly" };
  /** Stored simulations kept; null = unlimited. */
  simulationsKept: number | null;
  /** Calls per second per API key. */
  callsPerSecond: number;
  /** Most paths run_monte_carlo draws (product.md, "Analysis tools"). */
  monteCarloPaths: number;
  /** get_efficient_frontier and get_factor_exposures. */
  portfolioAnalysis: boolean;
  /** Most variants (combinations of the axes' values) one run_sweep tries (product.md "Research at scale"). */
  sweepVariants: number;
}

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: "free",
    researchCallsPerMonth: 100,
    screenerRows: 3,
    maxPositions: 5,
    history: { kind: "years_back", years: 20 },
    simulationsKept: 20,
    callsPerSecond: 5,
    monteCarloPaths: 1_000,
    portfolioAnalysis: false,
    sweepVariants: 25,
  },
  starter: {
    id: "starter",
    researchCallsPerMonth: 1_000,
    screenerRows: 5,
    maxPositions: 10,
    history: { kind: "all_daily" },
    simulationsKept: 200,
    callsPerSecond: 10,
    monteCarloPaths: 5_000,
    portfolioAnalysis: true,
    sweepVariants: 100,
  },
  advanced: {
    id: "advanced",
    researchCallsPerMonth: 5_000,
    screenerRows: 15,
    maxPositions: 25,
    history: { kind: "all_including_monthly" },
    simulationsKept: 2_000,
    callsPerSecond: 20,
    monteCarloPaths: 10_000,
    portfolioAnalysis: true,
    sweepVariants: 1_000,
  },
  ultimate: {
    id: "ultimate",
    researchCallsPerMonth: 20_000,
    screenerRows: 30,
    maxPositions: 50,
    history: { kind: "all_including_monthly" },
    simulationsKept: 10_000,
    callsPerSecond: 50,
    monteCarloPaths: 10_000,
    portfolioAnalysis: true,
    sweepVariants: 10_000,
  },
  professional: {
    id: "professional",
    researchCallsPerMonth: 100_000,
    screenerRows: 50,
    maxPositions: 50,
    history: { kind: "all_including_monthly" },
    simulationsKept: null,
    callsPerSecond: 100,
    monteCarloPaths: 10_000,
    portfolioAnalysis: true,
    sweepVariants: 10_000,
  },
};

export const planRank = (plan: PlanId): number => PLAN_IDS.indexOf(plan);

/** Whether `plan` includes something whose lowest plan is `lowest` (null = every plan). */
export const includes = (plan: PlanId, lowest: PlanId | null): boolean =>
  lowest === null || planRank(plan) >= planRank(lowest);

/** The lowest plan for which `test` holds, or null if none does. */
export function lowestPlanWhere(test: (p: Plan) => boolean): PlanId | null {
  return PLAN_IDS.find((id) => test(PLANS[id])) ?? null;
}

/** The frontier's and factors' refusal, in words, for the API and the web alike; null when the plan has them.
 *  `tool` names it as a sentence starts ("The efficient frontier"). */
export function portfolioAnalysisRefusal(plan: PlanId, tool: string): string | null {
  if (PLANS[plan].portfolioAnalysis) return null;
  return `${tool} comes with the ${lowestPlanWhere((p) => p.portfolioAnalysis)} plan; your plan is ${plan}.`;
}

export const isPlanId = (v: unknown): v is PlanId =>
  typeof v === "string" && (PLAN_IDS as readonly string[]).includes(v);

/** The tRPC response header with the research calls left after a counted call (refunds included), which
 * the web app's top bar reads, as REST callers read RateLimit. */
export const CALLS_LEFT_HEADER = "x-research-calls-left";
