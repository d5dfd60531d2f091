// One screener row applied to the instruments earlier rows kept.
import type { MarketData } from "@/server/engine/data/panel";
import type { ScreenFilter } from "@/server/engine/screening/filter";
import {
  CROSSING_RELATIONS,
  type AssetType,
  type CrossingRelation,
  type Relation,
} from "@/server/engine/screening/vocabulary";
import type { ScreenTarget } from "@/server/engine/screening/types";
import { aggregateFor } from "@/server/engine/screening/aggregates";
import type { Reading } from "@/server/engine/screening/values";

export interface RowContext {
  data: MarketData;
  filter: ScreenFilter;
  relation: Relation;
  target: ScreenTarget;
  inputs: Record<string, number>;
  assetType: AssetType;
  t: number;
  /** The filter's values with the row's inputs for the kept instruments (and, for aggregates, their population). */
  values: Float64Array;
  /** Another reading of the row's filter on row t, for at least `columns` (runScreen's value source). */
  read: (r: Omit<Reading, "filter">, columns: readonly number[]) => Float64Array;
}

const COMPARE: Partial<Record<Relation, (a: number, b: number) => boolean>> = {
  greater_than: (a, b) => a > b,
  less_than: (a, b) => a < b,
  greater_or_equal: (a, b) => a >= b,
  less_or_equal: (a, b) => a <= b,
  equal: (a, b) => a === b,
};

const BULL = new Set<Relation>([
  "crossing_above_within_days",
  "fast_bull_crossover_within_days",
  "slow_bull_crossover_within_days",
  "fast_over_slow_bull_crossover_within_days",
]);

/** What a comparison compares each instrument's value with. */
function comparand(c: RowContext, kept: number[]): Float64Array {
  const { data, target, values, assetType } = c;
  switch (target.kind) {
    case "market_aggregate":
    case "sector_aggregate":
      return aggregateFor(
        data,
        values,
        assetType,
        target.kind === "market_aggregate" ? "market" : "sector",
        target.statistic ?? "median",
      );
    case "own_past":
      return c.read({ inputs: { ...c.inputs, ...target.inputs }, lag: 0 }, kept);
    default:
      return new Float64Array(values.length).fill(target.value ?? NaN);
  }
}

/** Instruments whose line crossed (up for bull relations, down for bear) within the last `days` bars. */
function crossed(c: RowContext, kept: number[]): number[] {
  const line = c.relation as CrossingRelation;
  const days = c.target.value ?? 0;
  if (!c.filter.lines?.[line]) return [];
  const up = BULL.has(c.relation);
  const spreads = Array.from({ length: days + 1 }, (_, k) =>
    c.read({ line, inputs: c.inputs, lag: k }, kept),
  );
  return kept.filter((i) => {
    for (let k = 0; k < days; k++) {
      const now = spreads[k][i];
      const before = spreads[k + 1][i];
      if (up ? now > 0 && before <= 0 : now < 0 && before >= 0) return true;
    }
    return false;
  });
}

/**
 * Highest or lowest N of the kept instruments with a value; ties keep the panel's column order. The
 * order is total (the column breaks every tie), so keeping the first N while reading them in, each
 * put in place among those kept, gives what sorting them all and taking N gives.
 */
function ranked(c: RowContext, kept: number[]): number[] {
  const v = c.values;
  const n = Math.max(0, c.target.value ?? 0);
  const sign = c.relation === "highest" ? -1 : 1;
  const order = (a: number, b: number) => sign * (v[a] - v[b]) || a - b;
  const withValue = kept.filter((i) => v[i] === v[i]);
  if (n === 0) return [];
  if (n >= withValue.length) return withValue.sort(order);
  const top: number[] = [];
  for (const i of withValue) {
    if (top.length === n && order(top[n - 1], i) < 0) continue;
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (order(top[mid], i) < 0) lo = mid + 1;
      else hi = mid;
    }
    top.splice(lo, 0, i);
    if (top.length > n) top.pop();
  }
  return top;
}

/** The instruments kept by one row, in order (ranked order for highest / lowest). */
export function applyRow(c: RowContext, kept: number[]): number[] {
  const v = c.values;
  const { relation, target, filter } = c;
  const cmp = COMPARE[relation];
  if (cmp) {
    const other = comparand(c, kept);
    return kept.filter((i) => cmp(v[i], other[i]));
  }
  switch (relation) {
    case "between":
      return kept.filter((i) => v[i] >= (target.min ?? NaN) && v[i] <= (target.max ?? NaN));
    case "highest":
    case "lowest":
      return ranked(c, kept);
    case "price_above":
    case "price_below": {
      const s = filter.lines?.[relation]
        ? c.read({ line: relation, inputs: c.inputs, lag: 0 }, kept)
        : new Float64Array(v.length).fill(NaN);
      return kept.filter((i) => (relation === "price_above" ? s[i] > 0 : s[i] < 0));
    }
  }
  if ((CROSSING_RELATIONS as readonly string[]).includes(relation)) return crossed(c, kept);
  const b = filter.fairValueBands;
  if (!b) return [];
  const band: Record<string, (x: number) => boolean> = {
    strongly_overvalued: (x) => x > b.stronglyOver,
    overvalued: (x) => x > b.over && x <= b.stronglyOver,
    in_range: (x) => x >= b.under && x <= b.over,
    undervalued: (x) => x >= b.stronglyUnder && x < b.under,
    strongly_undervalued: (x) => x < b.stronglyUnder,
  };
  return kept.filter((i) => band[relation]?.(v[i]) ?? false);
}
