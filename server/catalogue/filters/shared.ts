// Building blocks of catalogue entries: the inputs a filter takes and the relations (with their targets)
// it offers, so each filter file states only what differs.
import type {
  InputDef,
  RelationDef,
  Statistic,
  TargetDef,
  TargetUnit,
  ValueSet,
} from "@/server/catalogue/filters/types";

export const range = (min: number, max: number, step: number): ValueSet => ({
  kind: "range",
  min,
  max,
  step,
});
export const list = (...values: number[]): ValueSet => ({ kind: "list", values });

export const inputs = {
  months: (values: number[], dflt: number, what = "the window"): InputDef => ({
    id: "months",
    name: "Months",
    description: `Length of ${what} in calendar months, ending at the as-of date.`,
    unit: "months",
    values: list(...values),
    default: dflt,
  }),
  monthsAgo: (max = 60): InputDef => ({
    id: "months_ago",
    name: "Months ago",
    description:
      "Read the value as of this many calendar months before the as-of date (0 = as of the date itself).",
    unit: "months",
    values: range(0, max, 1),
    default: 0,
  }),
  days: (values: number[], dflt: number, what = "the window"): InputDef => ({
    id: "days",
    name: "Days",
    description: `Length of ${what} in trading days (the instrument's own bars).`,
    unit: "days",
    values: list(...values),
    default: dflt,
  }),
  bars: (values: number[], dflt: number, what = "the window"): InputDef => ({
    id: "bars",
    name: "Bars",
    description: `Length of ${what} in daily price bars.`,
    unit: "bars",
    values: list(...values),
    default: dflt,
  }),
  stdDevs: (values: number[], dflt: number): InputDef => ({
    id: "std_devs",
    name: "Standard deviations",
    description: "Distance of the upper and lower bands from the middle band, in standard deviations.",
    unit: "sigma",
    values: list(...values),
    default: dflt,
  }),
};

const LABELS: Record<string, string> = {
  greater_than: ">",
  less_than: "<",
  greater_or_equal: ">=",
  less_or_equal: "<=",
  equal: "=",
  between: "between",
  highest: "highest",
  lowest: "lowest",
  price_above: "price above",
  price_below: "price below",
  crossing_above_within_days: "crossed above within days",
  crossing_below_within_days: "crossed below within days",
  fast_bull_crossover_within_days: "price crossed above the fast average within days",
  fast_bear_crossover_within_days: "price crossed below the fast average within days",
  slow_bull_crossover_within_days: "price crossed above the slow average within days",
  slow_bear_crossover_within_days: "price crossed below the slow average within days",
  fast_over_slow_bull_crossover_within_days: "fast crossed above slow within days",
  fast_over_slow_bear_crossover_within_days: "fast crossed below slow within days",
  strongly_overvalued: "strongly overvalued",
  overvalued: "overvalued",
  in_range: "in range",
  undervalued: "undervalued",
  strongly_undervalued: "strongly undervalued",
};

export interface ValueScale {
  unit: TargetUnit;
  values: ValueSet;
  default: number;
  /** Default [min, max] of `between`. */
  band: [number, number];
}

export interface CompareOptions {
  /** Statistics offered against market and sector aggregates; null = no aggregate comparison. */
  aggregates?: Statistic[] | null;
  /** Whether the sector aggregate is offered (not for sector- or market-level filters). */
  sector?: boolean;
  ownPast?: boolean;
  ranking?: boolean;
}

const target = (t: Partial<TargetDef> & Pick<TargetDef, "kind">): TargetDef => ({
  unit: null,
  values: null,
  default: null,
  statistics: null,
  ...t,
});
export const RANK_COUNT: TargetDef = target({
  kind: "count",
  unit: "number",
  values: range(1, 500, 1),
  default: 10,
});
export const DAYS_WITHIN: TargetDef = target({
  kind: "value",
  unit: "number",
  values: list(1, 2, 3, 5, 10, 15, 20, 30),
  default: 5,
});
const NONE: TargetDef = target({ kind: "none" });

/** The comparison relations, between, and highest/lowest, for a numeric filter. */
export function numericRelations(s: ValueScale, o: CompareOptions = {}): RelationDef[] {
  const {
    aggregates = ["average", "median", "p75", "p25"],
    sector = true,
    ownPast = true,
    ranking = true,
  } = o;
  const targets: TargetDef[] = [
    target({ kind: "value", unit: s.unit, values: s.values, default: s.default }),
  ];
  if (aggregates) {
    const stats = aggregates;
    targets.push(target({ kind: "market_aggregate", default: "median", statistics: stats }));
    if (sector) targets.push(target({ kind: "sector_aggregate", default: "median", statistics: stats }));
  }
  if (ownPast) targets.push(target({ kind: "own_past" }));
  const rel = (id: RelationDef["id"]): RelationDef => ({ id, label: LABELS[id], targets });
  const out = [rel("greater_than"), rel("less_than"), rel("greater_or_equal"), rel("less_or_equal")];
  out.push({
    id: "between",
    label: LABELS.between,
    targets: [target({ kind: "range", unit: s.unit, values: s.values, default: s.band })],
  });
  if (ranking)
    out.push(
      { id: "highest", label: LABELS.highest, targets: [RANK_COUNT] },
      { id: "lowest", label: LABELS.lowest, targets: [RANK_COUNT] },
    );
  return out;
}

/** `equal` against a 0/1 flag (membership filters). */
export const flagRelations = (): RelationDef[] => [
  {
    id: "equal",
    label: LABELS.equal,
    targets: [target({ kind: "value", unit: "number", values: list(0, 1), default: 1 })],
  },
];

/** Relations on a line: side today (target none) and crossings within N days (target: days). */
export function lineRelations(ids: RelationDef["id"][]): RelationDef[] {
  return ids.map((id) => ({
    id,
    label: LABELS[id],
    targets: [id === "price_above" || id === "price_below" ? NONE : DAYS_WITHIN],
  }));
}

export const fairValueRelations = (): RelationDef[] =>
  (["strongly_overvalued", "overvalued", "in_range", "undervalued", "strongly_undervalued"] as const).map(
    (id) => ({ id, label: LABELS[id], targets: [NONE] }),
  );
