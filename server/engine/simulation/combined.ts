// Combined strategies: each sub-strategy is simulated on its own (capital 1, USD, the variant's
// reinvest / costs / taxes), then the combined level runs the same daily loop over a synthetic panel
// whose "instruments" are the sub-strategies (tickers s0, s1, ... in order; price = the sub-strategy's
// value, 1 on the row before the start). So the combined level has its own rebalance schedule,
// allocation method (including rank_rotation) and risk conditions, and position exits stay inside the
// sub-strategies. Combined-level trades pay the variant's costs (moving money between sub-strategies
// trades their holdings); realised gains are taxed inside the sub-strategies only.
import type { PricePanel, Series } from "@/server/engine/data/panel";
import { addDays } from "@/server/engine/simulation/calendar";
import type { LongRun } from "@/server/engine/simulation/longRun";
import { runThrough, simulationSteps } from "@/server/engine/simulation/simulate";
import type { SimulationResult } from "@/server/engine/simulation/result";
import { NO_EXITS, type CombinedSpec, type Variant } from "@/server/engine/simulation/spec";

export interface CombinedResult extends SimulationResult {
  /** Each sub-strategy's own result (capital 1, USD), in spec order. */
  strategies: SimulationResult[];
}

export const subStrategyKey = (k: number) => `s${k}`;

function strategyPanel(results: SimulationResult[], previousDate: string): PricePanel {
  const dates = [previousDate, ...results[0].dates];
  const K = results.length;
  const T = dates.length;
  const price = new Float64Array(T * K);
  results.forEach((r, k) => {
    price[k] = 1;
    r.values.forEach((v, t) => {
      price[(t + 1) * K + k] = v;
    });
  });
  const tickers = results.map((_, k) => subStrategyKey(k));
  return {
    dates,
    tickers,
    column: new Map(tickers.map((t, k) => [t, k])),
    meta: tickers.map((ticker) => ({
      ticker,
      name: ticker,
      assetType: "etps",
      exchange: null,
      origin: null,
      type: null,
      sector: null,
      indexes: [],
      currency: "USD",
    })),
    open: price,
    high: price,
    low: price,
    close: price,
    adjClose: price,
    volume: new Float64Array(T * K),
    dividend: new Float64Array(T * K),
    first: new Int32Array(K).fill(0),
    last: new Int32Array(K).fill(T - 1),
  };
}

export interface CombinedInput {
  panel: PricePanel;
  cashRate: Series | null;
  spec: CombinedSpec;
  variant: Variant;
  longRun?: LongRun;
}

export const simulateCombined = (input: CombinedInput): CombinedResult => runThrough(combinedSteps(input));

/** Yields the share done: each of the n sub-strategies and then the combined level count 1 / (n + 1). */
export function* combinedSteps(input: CombinedInput): Generator<number, CombinedResult> {
  const { panel, cashRate, spec, variant, longRun } = input;
  const parts = spec.strategies.length + 1;
  const strategies: SimulationResult[] = [];
  for (const s of spec.strategies) {
    // Cash flows belong to the combined portfolio, not to its sub-strategies' return series.
    const subVariant = { ...variant, startingCapital: 1, fx: null, cashFlows: undefined };
    const steps = simulationSteps({ panel, cashRate, spec: s, variant: subVariant, longRun });
    strategies.push(yield* scaled(steps, strategies.length, parts));
  }
  const start = strategies[0].dates[0];
  const row = panel.dates.indexOf(start);
  // Synthetic row j is panel row (row - 1 + j); it is monthly where that panel row is.
  const topLongRun = longRun && { ...longRun, monthlyRows: Math.max(0, longRun.monthlyRows - row + 1) };
  const previous = row > 0 ? panel.dates[row - 1] : addDays(start, -1);
  const combinedVariant: Variant = { ...variant, reinvest: true, taxes: false, startDate: start };
  const top = yield* scaled(
    simulationSteps({
      panel: strategyPanel(strategies, previous),
      cashRate,
      spec: {
        name: spec.name,
        rebalanceEveryMonths: spec.rebalanceEveryMonths,
        selection: { instruments: strategies.map((_, k) => subStrategyKey(k)) },
        exits: NO_EXITS,
        riskOn: spec.riskOn,
        riskOff: spec.riskOff,
        riskConditions: spec.riskConditions,
      },
      variant: combinedVariant,
      longRun: topLongRun,
    }),
    parts - 1,
    parts,
  );
  const periods = new Map(strategies.flatMap((s) => s.monthlyPeriods).map((p) => [`${p.from}/${p.to}`, p]));
  return {
    ...top,
    monthlyPeriods: [...periods.values()].sort((a, b) => a.from.localeCompare(b.from)),
    strategies,
  };
}

/** Part k of n: its fractions f become (k + f) / n. */
function* scaled<R>(steps: Generator<number, R>, k: number, n: number): Generator<number, R> {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    yield (k + step.value) / n;
  }
}
