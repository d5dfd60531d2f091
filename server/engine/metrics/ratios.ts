// Sortino and Calmar ratios as product.md defines them, shared by the metrics report and the research
// windows (walk-forward), so neither keeps its own copy of the formulas.
//   sortino = annual mean excess return / annual downside deviation, downside deviation =
//             sqrt(sum of min(excess, 0)^2 / years covered); with long-run monthly rows each return is
//             weighted by the years it covers (1/12 or 1/252), as headline.ts does
//   calmar  = cagr / |maxDrawdown|
import type { Headline } from "@/server/engine/metrics/headline";
import { MONTHS_PER_YEAR, TRADING_DAYS_PER_YEAR } from "@/server/engine/statistics";

/** ex: excess returns, the first `monthlyReturns` of them monthly and the rest daily. */
export function sortino(ex: Float64Array, monthlyReturns: number): number | null {
  let downside = 0;
  for (const e of ex) downside += Math.min(e, 0) ** 2;
  const dailyCount = ex.length - monthlyReturns;
  const yearsCovered = monthlyReturns / MONTHS_PER_YEAR + dailyCount / TRADING_DAYS_PER_YEAR;
  const meanExcess = ex.reduce((a, e) => a + e, 0) / yearsCovered;
  downside = Math.sqrt(downside / yearsCovered);
  return downside > 0 ? meanExcess / downside : null;
}

export function calmar(head: Pick<Headline, "cagr" | "maxDrawdown">): number | null {
  return head.cagr !== null && head.maxDrawdown ? head.cagr / Math.abs(head.maxDrawdown) : null;
}
