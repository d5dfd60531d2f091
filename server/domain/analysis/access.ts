// Plan limits of the analysis tools (product.md, "Analysis tools"): the frontier and factor tools need
// a plan with portfolioAnalysis; Monte Carlo paths are capped by the plan's monteCarloPaths.
import { ApiError } from "@/server/errors";
import { lowestPlanWhere, PLANS, portfolioAnalysisRefusal, type PlanId } from "@/server/plans";

/** `tool` names it in words, as a sentence starts ("The efficient frontier"). */
export function requirePortfolioAnalysis(plan: PlanId, tool: string): void {
  const message = portfolioAnalysisRefusal(plan, tool);
  if (message === null) return;
  const lowest = lowestPlanWhere((p) => p.portfolioAnalysis);
  throw new ApiError("plan_required", message, [
    {
      path: "",
      message,
      fix: `Move to the ${lowest} plan or above.`,
      code: "plan_required",
      lowestPlan: lowest,
    },
  ]);
}

export function refuseTooManyPaths(plan: PlanId, paths: number, path: string): void {
  const cap = PLANS[plan].monteCarloPaths;
  if (paths <= cap) return;
  const lowest = lowestPlanWhere((p) => p.monteCarloPaths >= paths);
  const message = `Your plan (${plan}) draws at most ${cap} paths; ${paths} asked.`;
  const upgrade = lowest ? `, or move to the ${lowest} plan (${PLANS[lowest].monteCarloPaths} paths)` : "";
  throw new ApiError("plan_required", message, [
    {
      path,
      message,
      fix: `Ask for ${cap} paths or fewer${upgrade}.`,
      code: "plan_required",
      lowestPlan: lowest,
    },
  ]);
}
