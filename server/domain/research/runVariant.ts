// One variant through the engine exactly as simulate_portfolio computes it (compute.ts: the same run end,
// panel, calendar and engine spec; names blanked as computeInputOf does), keeping only what a sweep
// needs: the headline metrics as get_simulation_metrics reports them (riskAdjusted, the same code as
// metricsReport) and the daily value series. No benchmark run, no trades or rebalances kept, no row.
import { z } from "zod";
import type { MarketData } from "@/server/engine/data/panel";
import type { Screen } from "@/server/engine/screening/types";
import { riskAdjustedOf } from "@/server/engine/metrics/report";
import { dailyReturns, excessReturns } from "@/server/engine/metrics/headline";
import { engineRunOf, simulateDefinition } from "@/server/domain/simulations/compute";
import type { SimulationSettings } from "@/server/domain/simulations/settings";
import type { PortfolioDefinition } from "@/server/domain/portfolios/schema";
import type { ScreenerDefinition } from "@/server/domain/screeners/definition";

export const sweepMetricsSchema = z
  .object({
    cagr: z.number().nullable().describe("Compound annual growth rate, a fraction (0.07 = 7 % a year)."),
    totalReturn: z.number().nullable().describe("Growth over the whole run, a fraction."),
    volatility: z.number().nullable().describe("Annualised standard deviation of daily returns, a fraction."),
    sharpe: z.number().nullable().describe("Annualised Sharpe ratio over the cash rate."),
    sortino: z.number().nullable().describe("Annualised Sortino ratio over the cash rate."),
    calmar: z.number().nullable().describe("CAGR divided by the size of the maximum drawdown."),
    maxDrawdown: z.number().nullable().describe("Deepest fall from a peak, a fraction at or below 0."),
    endValue: z.number().describe("Value on the last day, in the base currency."),
  })
  .describe(
    "The variant's headline metrics, exactly as get_simulation_metrics reports them for the same recipe.",
  );
export type SweepMetrics = z.infer<typeof sweepMetricsSchema>;

export interface VariantRun {
  metrics: SweepMetrics;
  dates: string[];
  values: Float64Array;
  /** The daily excess returns (excessReturns of dailyReturns), made once for the metrics and the shape. */
  excess: Float64Array;
}

export interface VariantInput {
  market: MarketData;
  definition: PortfolioDefinition;
  /** The run's benchmark: it is not simulated, but where the run ends depends on it (runEndFor). */
  benchmark: PortfolioDefinition;
  screeners: Record<string, ScreenerDefinition>;
  settings: SimulationSettings;
}

const named = (d: PortfolioDefinition): PortfolioDefinition => ({ ...d, name: "", description: null });

/** The headline figures a sweep keeps of a run or a window, and nothing else of it. */
export const sweepMetricsOf = (m: SweepMetrics): SweepMetrics => ({
  cagr: m.cagr,
  totalReturn: m.totalReturn,
  volatility: m.volatility,
  sharpe: m.sharpe,
  sortino: m.sortino,
  calmar: m.calmar,
  maxDrawdown: m.maxDrawdown,
  endValue: m.endValue,
});

export function runVariant(v: VariantInput): VariantRun {
  const input = {
    market: v.market,
    definition: named(v.definition),
    benchmark: named(v.benchmark),
    screens: new Map<string, Screen>(Object.entries(v.screeners)),
    settings: v.settings,
  };
  // No trade or rebalance records: a sweep keeps none (single-model runs; combined ones keep theirs).
  const { result } = simulateDefinition(input.definition, { ...engineRunOf(input), records: false });
  const r = dailyReturns(result.values);
  const excess = excessReturns(r, result.cashReturns);
  const m = riskAdjustedOf(result, r, excess);
  const metrics = sweepMetricsOf({ ...m, endValue: result.values[result.values.length - 1] });
  return { metrics, dates: result.dates, values: result.values, excess };
}

/** Returns from one month's last value to the next (the first from the first value), for CSCV. */
export function monthlyReturnsOf(dates: string[], values: Float64Array): Float64Array {
  const out: number[] = [];
  let previous = values[0];
  for (let t = 0; t < dates.length; t++) {
    const monthEnd = t === dates.length - 1 || dates[t + 1].slice(0, 7) !== dates[t].slice(0, 7);
    if (monthEnd && t > 0) {
      out.push(values[t] / previous - 1);
      previous = values[t];
    }
  }
  return Float64Array.from(out);
}
