// A complete portfolio definition -> the engine's StrategySpec / CombinedSpec (server/engine/simulation/
// spec.ts). Stored records are resolved before this point: screener definitions arrive as a map, so the
// engine only sees data. Inactive models are left out; Combined-level lists (fixed weights, rotate) are
// per model in definition order and follow the active models. Entry screeners select at each rebalance
// on data up to the previous close (asOfIndex), reading the kept filter columns (screening/values.ts)
// that every screen and run on the same market data shares; the fixed instruments come first, then each entry
// screener's matches in order, with each row's coverage there (the engine's loop/valueGaps.ts reads it). On long-run monthly rows (before the daily data) screeners select
// nothing: they need daily bars.
import type { MarketData } from "@/server/engine/data/panel";
import { riskSeries, type RiskSeriesId } from "@/server/engine/risk/series";
import { filterById } from "@/server/catalogue/filters";
import { runScreen } from "@/server/engine/screening/runScreen";
import { columnValues } from "@/server/engine/screening/values";
import type { Screen } from "@/server/engine/screening/types";
import { subStrategyKey } from "@/server/engine/simulation/combined";
import type {
  CombinedSpec,
  IndicatorSpec,
  LegSpec,
  MethodSettings,
  RiskConditionSpec,
  RowCoverage,
  ScreenFn,
  SelectionFn,
  StrategySpec,
} from "@/server/engine/simulation/spec";
import { screenedOf } from "@/server/engine/simulation/screened";
import type { Screened } from "@/server/engine/simulation/spec";
import { processWide } from "@/server/engine/processWide";
import { LRUCache } from "lru-cache";
import type { Condition, Leg, ModelDefinition, PortfolioDefinition } from "@/server/domain/portfolios/schema";

export interface SpecContext {
  market: MarketData;
  screens: Map<string, Screen>;
  /** Leading long-run monthly rows of the panel the engine runs on (calendar index = data index + this). */
  monthlyRows: number;
}

function legSpec(leg: Leg, keyOf: (key: string, index: number) => string = (k) => k): LegSpec {
  const settings = { ...(leg.settings as Record<string, unknown>) } as MethodSettings &
    Record<string, unknown>;
  // Combined level: per-sub-strategy lists become maps keyed s0, s1, ... over the active models.
  if (Array.isArray(settings.weight))
    settings.weight = Object.fromEntries(
      (settings.weight as number[]).map((w, i) => [keyOf(String(i), i), w]).filter(([k]) => k !== ""),
    );
  return {
    method: leg.method,
    settings,
    lookbackMonths: leg.lookbackMonths,
    covarianceEstimator: leg.covarianceEstimator as LegSpec["covarianceEstimator"],
    shrinkageIntensity: leg.shrinkageIntensity,
    decayFactor: leg.decayFactor,
    leverage: leg.leverage,
    correlationEstimator: leg.correlationEstimator as LegSpec["correlationEstimator"],
  };
}

function conditionSpec(c: Condition, market: MarketData): RiskConditionSpec {
  const common = { switchRebalances: c.switchRebalances };
  switch (c.ruleType) {
    case "strategy_based":
      return {
        type: "strategy_based",
        measure: c.measure!,
        months: c.measureMonths,
        riskOff: c.riskOff!,
        riskOn: c.riskOn,
        ...common,
      };
    case "single_series":
      return {
        type: "single_series",
        series: riskSeries(market, c.series as RiskSeriesId),
        indicator: c.indicator as IndicatorSpec,
        riskOff: c.riskOff!,
        riskOn: c.riskOn,
        weeksOfDelay: c.weeksOfDelay,
        ...common,
      };
    case "double_series":
      return {
        type: "double_series",
        series: riskSeries(market, c.series as RiskSeriesId),
        indicator: c.indicator as IndicatorSpec,
        crossing: { operator: c.crossing!.operator, against: c.crossing!.against as IndicatorSpec },
        weeksOfDelay: c.weeksOfDelay,
        ...common,
      };
    case "hidden_markov":
    case "clustering":
      return {
        type: c.ruleType,
        series: riskSeries(market, c.series as RiskSeriesId),
        weeksOfDelay: c.weeksOfDelay,
        ...common,
      };
  }
}

/**
 * A screen's selection on a date is the same for every run on the same market data: kept per process by
 * (screener id, definition, date), least recently used out, so a sweep's variants (and repeated runs)
 * screen each date once. About 20 bytes a ticker and 100 a row's coverage.
 */
const SCREENED_BYTES = 64 * 1024 * 1024;
const screenedCaches = processWide(
  "screenedSelections",
  () => new WeakMap<MarketData, LRUCache<string, Screened>>(),
);

function screenedCache(market: MarketData): LRUCache<string, Screened> {
  let cache = screenedCaches.get(market);
  if (!cache) {
    cache = new LRUCache<string, Screened>({
      maxSize: SCREENED_BYTES,
      sizeCalculation: (s) => 64 + 20 * s.tickers.length + 100 * s.coverage.length,
    });
    screenedCaches.set(market, cache);
  }
  return cache;
}

function screened(ids: string[], ctx: SpecContext, fixed: string[]): ScreenFn {
  const cache = screenedCache(ctx.market);
  const keys = ids.map((id) => `${id}\u0000${JSON.stringify(ctx.screens.get(id))}\u0000`);
  return (asOfIndex) => {
    const t = asOfIndex - ctx.monthlyRows;
    const out = [...fixed];
    const coverage: RowCoverage[] = [];
    if (t < 0) return { tickers: out, coverage };
    ids.forEach((id, k) => {
      const key = keys[k] + t;
      let one = cache.get(key);
      if (!one) {
        const screen = ctx.screens.get(id)!;
        one = screenedOf(id, screen, runScreen(ctx.market, screen, t, filterById, columnValues));
        cache.set(key, one);
      }
      out.push(...one.tickers);
      coverage.push(...one.coverage);
    });
    return { tickers: [...new Set(out)], coverage };
  };
}

const tickersOf =
  (fn: ScreenFn): SelectionFn =>
  (asOfIndex) =>
    fn(asOfIndex).tickers;

function strategySpec(m: ModelDefinition, ctx: SpecContext): StrategySpec {
  const { instruments, entryScreeners, exitScreeners } = m.selection;
  const selection =
    entryScreeners.length === 0 && exitScreeners.length === 0
      ? { instruments }
      : {
          select: screened(entryScreeners, ctx, instruments),
          ...(exitScreeners.length ? { exit: tickersOf(screened(exitScreeners, ctx, [])) } : {}),
        };
  return {
    name: m.name,
    rebalanceEveryMonths: m.rebalance.every,
    selection,
    exits: m.positionExits,
    riskOn: legSpec(m.allocation.riskOn),
    riskOff: m.allocation.riskOff ? legSpec(m.allocation.riskOff) : null,
    riskConditions: m.riskConditions.conditions.map((c) => conditionSpec(c, ctx.market)),
  };
}

/** `modelIndexes`: each simulated (active) model's index in the definition, in the spec's order. */
export type EngineSpec =
  | { kind: "single"; spec: StrategySpec; modelIndexes: number[] }
  | { kind: "combined"; spec: CombinedSpec; modelNames: string[]; modelIndexes: number[] };

/** Screener ids a definition reads, for loading before the run. */
export const screenerIdsOf = (d: PortfolioDefinition) => [
  ...new Set(
    d.models
      .filter((m) => m.active)
      .flatMap((m) => [...m.selection.entryScreeners, ...m.selection.exitScreeners]),
  ),
];

export function engineSpecOf(d: PortfolioDefinition, ctx: SpecContext): EngineSpec {
  const active = d.models.map((m, i) => ({ m, i })).filter(({ m }) => m.active);
  if (d.kind === "single" || !d.allocation || !d.rebalance || !d.riskConditions)
    return { kind: "single", spec: strategySpec(active[0].m, ctx), modelIndexes: [active[0].i] };
  const position = new Map(active.map(({ i }, k) => [i, k]));
  // A per-model list entry of an inactive model is dropped (key "").
  const keyOf = (_: string, i: number) => (position.has(i) ? subStrategyKey(position.get(i)!) : "");
  const filterLists = (leg: Leg): Leg => {
    const s = { ...(leg.settings as Record<string, unknown>) };
    if (Array.isArray(s.rotate)) s.rotate = (s.rotate as boolean[]).filter((_, i) => position.has(i));
    return { ...leg, settings: s as Leg["settings"] };
  };
  return {
    kind: "combined",
    modelNames: active.map(({ m }) => m.name),
    modelIndexes: active.map(({ i }) => i),
    spec: {
      name: d.name,
      rebalanceEveryMonths: d.rebalance.every,
      strategies: active.map(({ m }) => strategySpec(m, ctx)),
      riskOn: legSpec(filterLists(d.allocation.riskOn), keyOf),
      riskOff: d.allocation.riskOff ? legSpec(filterLists(d.allocation.riskOff), keyOf) : null,
      riskConditions: d.riskConditions.conditions.map((c) => conditionSpec(c, ctx.market)),
    },
  };
}
