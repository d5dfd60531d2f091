// run_monte_carlo: a done simulation's monthly returns (or the newest done simulation of a portfolio)
// drawn forward (engine/analysis/monteCarlo.ts) from its starting capital, with the CPI inflation of
// the same months for the real balance, and the cash flows of the request on the horizon's years.
import { runMonteCarlo, PERCENTILES, type MonteCarloMethod } from "@/server/engine/analysis/monteCarlo";
import type { CashFlowPlan } from "@/server/engine/analysis/cashFlows";
import type { Series } from "@/server/engine/data/panel";
import { MONTHS_PER_YEAR } from "@/server/engine/statistics";
import type { MonthlyHistory } from "@/server/domain/analysis/history";
import { monthlyInflation } from "@/server/domain/analysis/history";
import { invalid } from "@/server/errors";
import { EVERY_MONTHS, type CashFlowsInput } from "@/server/domain/analysis/cashFlowsInput";

/** The plan on the horizon's months: years startYear..endYear of the horizon (1 = the first). */
export function horizonPlan(flows: CashFlowsInput, years: number): CashFlowPlan {
  const first = flows.startYear ?? 1;
  const last = Math.min(flows.endYear ?? years, years);
  if (last < first)
    throw invalid(
      "/cashFlows/startYear",
      `startYear ${first} is after the horizon's last year, ${years}.`,
      "Give a startYear within the horizon.",
    );
  return {
    kind: flows.amount !== undefined ? "amount" : "fraction",
    value: flows.amount ?? flows.fraction!,
    everyMonths: EVERY_MONTHS[flows.every],
    inflationAdjusted: flows.inflationAdjusted ?? false,
    firstMonth: (first - 1) * MONTHS_PER_YEAR,
    lastMonth: last * MONTHS_PER_YEAR - 1,
  };
}

export interface MonteCarloRequest {
  years: number;
  paths: number;
  method: MonteCarloMethod;
  blockMonths: number;
  seed: number;
  cashFlows: CashFlowsInput | null;
}

const bandsOf = (values: Float64Array) =>
  Object.fromEntries(PERCENTILES.map((p, k) => [`p${p}`, values[k]])) as Record<
    `p${(typeof PERCENTILES)[number]}`,
    number
  >;

export function monteCarloOf(
  history: MonthlyHistory,
  cpi: Series,
  startBalance: number,
  req: MonteCarloRequest,
) {
  if (history.months.length < 12)
    throw invalid(
      "/simulationId",
      `The simulation has ${history.months.length} months; Monte Carlo needs at least 12.`,
      "Simulate from an earlier startYear.",
    );
  const r = runMonteCarlo({
    returns: history.returns,
    inflation: monthlyInflation(cpi, history.months),
    method: req.method,
    blockMonths: req.blockMonths,
    years: req.years,
    paths: req.paths,
    seed: req.seed,
    startBalance,
    cashFlows: req.cashFlows && horizonPlan(req.cashFlows, req.years),
  });
  return {
    seed: req.seed,
    method: req.method,
    paths: req.paths,
    startBalance,
    history: {
      from: history.months[0],
      to: history.months[history.months.length - 1],
      months: history.months.length,
    },
    years: r.years.map((y) => ({
      year: y.year,
      nominal: bandsOf(y.nominal),
      real: bandsOf(y.real),
      survival: y.survival,
    })),
    survival: r.survival,
    safeWithdrawalRate: r.safeWithdrawalRate,
    fitted: r.fitted,
  };
}
