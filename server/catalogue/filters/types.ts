// The screener filter catalogue's shape. A FilterDef is exactly the describe_screen_filter entry of the
// spec plus what the product needs to run it: `concepts` (list_screen_filters' concept search), `compute`
// (the filter's value for every instrument at a date) and, for the special relations, `lines`.
//
// Stable exports used by the screener operations (create/validate/edit/run_screener):
//   FILTERS, filterById(id)                       — server/catalogue/filters/index.ts
//   RELATIONS, RELATION_GROUPS, TARGET_KINDS, STATISTICS, INPUT_IDS, CONCEPTS, FILTER_LEVELS,
//   FILTER_CATEGORIES, ASSET_TYPES, FAIR_VALUE_RELATIONS, CROSSING_RELATIONS, relationGroup(),
//   valueAllowed()                                 — this file
//   runScreen(data, screen, asOfIndex)             — server/engine/screening/runScreen.ts
import type { MarketData } from "@/server/engine/data/panel";

export const FILTER_LEVELS = ["asset", "sector", "market"] as const;
export const FILTER_CATEGORIES = ["fundamental", "technical", "options", "short_selling", "ownership", "market_and_sector"] as const;
export const CONCEPTS = ["value", "momentum", "quality", "dividends", "volatility", "size", "liquidity", "solvency", "risk_reward"] as const;
export const ASSET_TYPES = ["stocks", "etps", "crypto"] as const;
export const INPUT_IDS = ["months_ago", "reports_ago", "months", "days", "quarters", "bars", "std_devs"] as const;
export const TARGET_KINDS = ["value", "range", "count", "market_aggregate", "sector_aggregate", "own_past", "none"] as const;
export const STATISTICS = ["average", "median", "p75", "p25", "index"] as const;
export const TARGET_UNITS = ["number", "fraction", "usd"] as const;

export const COMPARISON_RELATIONS = ["greater_than", "less_than", "greater_or_equal", "less_or_equal", "equal"] as const;
export const FAIR_VALUE_RELATIONS = ["strongly_overvalued", "overvalued", "in_range", "undervalued", "strongly_undervalued"] as const;
/** Relations that look for a line crossing within the last N trading days (the target value is N). */
export const CROSSING_RELATIONS = [
  "crossing_above_within_days", "crossing_below_within_days",
  "fast_bull_crossover_within_days", "fast_bear_crossover_within_days",
  "slow_bull_crossover_within_days", "slow_bear_crossover_within_days",
  "fast_over_slow_bull_crossover_within_days", "fast_over_slow_bear_crossover_within_days",
] as const;
/** Relations that read the sign of a line today (price above / below it). */
export const SIDE_RELATIONS = ["price_above", "price_below"] as const;
export const RELATIONS = [...COMPARISON_RELATIONS, "between", "highest", "lowest", ...SIDE_RELATIONS, ...CROSSING_RELATIONS, ...FAIR_VALUE_RELATIONS] as const;
export const RELATION_GROUPS = ["compare_to_value", "between", "highest_lowest", "compare_to_aggregate", "compare_to_own_past", "special"] as const;

export type FilterLevel = (typeof FILTER_LEVELS)[number];
export type FilterCategory = (typeof FILTER_CATEGORIES)[number];
export type Concept = (typeof CONCEPTS)[number];
export type AssetType = (typeof ASSET_TYPES)[number];
export type InputId = (typeof INPUT_IDS)[number];
export type TargetKind = (typeof TARGET_KINDS)[number];
export type Statistic = (typeof STATISTICS)[number];
export type TargetUnit = (typeof TARGET_UNITS)[number];
export type Relation = (typeof RELATIONS)[number];
export type RelationGroup = (typeof RELATION_GROUPS)[number];
export type CrossingRelation = (typeof CROSSING_RELATIONS)[number];
export type SideRelation = (typeof SIDE_RELATIONS)[number];
export type LineRelation = CrossingRelation | SideRelation;

/** Accepted numbers: an evenly spaced range (min, min + step, ..., max) or an explicit list. */
export type ValueSet = { kind: "range"; min: number; max: number; step: number } | { kind: "list"; values: number[] };

export interface InputDef {
  id: InputId;
  name: string;
  description: string;
  unit: "months" | "reports" | "days" | "quarters" | "bars" | "sigma";
  values: ValueSet;
  default: number;
}

export interface TargetDef {
  kind: TargetKind;
  /** Unit of the number involved; null for kinds without a number (aggregates, own_past, none). */
  unit: TargetUnit | null;
  values: ValueSet | null;
  /** A number for value/count, a [min, max] pair for range, a statistic for an aggregate, null otherwise. */
  default: number | [number, number] | Statistic | null;
  statistics: Statistic[] | null;
}

export interface RelationDef {
  id: Relation;
  /** A comparison sign or a word. */
  label: string;
  targets: TargetDef[];
}

export type Inputs = Partial<Record<InputId, number>>;

/**
 * The filter's value per instrument (panel column, length N) as of date row t; NaN = no value. Reads
 * nothing after row t. `lag` moves each instrument back that many of its own trading bars (used to
 * look for crossings within the last N days); filters without lines ignore it. `columns`, when given,
 * are the only instruments whose values are needed (others may be left NaN); cross-sectional filters
 * (sector medians, breadth) still read every instrument they aggregate.
 */
export type ComputeFn = (data: MarketData, inputs: Readonly<Record<string, number>>, t: number, lag: number, columns?: readonly number[]) => Float64Array;

export interface FilterDef {
  id: string;
  name: string;
  level: FilterLevel;
  category: FilterCategory;
  subcategory: string | null;
  description: string | null;
  appliesTo: AssetType[];
  inputs: InputDef[];
  relations: RelationDef[];
  defaultRelation: Relation | null;
  concepts: Concept[];
  compute: ComputeFn;
  /**
   * For price_above/price_below and the crossing relations: a signed spread per instrument whose sign
   * says which side of the line the instrument is on (> 0 above). A crossing above within N days is a
   * bar k < N where spread(lag k) > 0 and spread(lag k + 1) <= 0.
   */
  lines?: Partial<Record<LineRelation, ComputeFn>>;
  /** For the fair-value relations: the filter value's band edges [strong over, over, under, strong under]. */
  fairValueBands?: { stronglyOver: number; over: number; under: number; stronglyUnder: number };
}

/** Which list_screen_filters relation group a relation (with a given target kind) belongs to. */
export function relationGroup(relation: Relation, target: TargetKind): RelationGroup {
  if (relation === "between") return "between";
  if (relation === "highest" || relation === "lowest") return "highest_lowest";
  if ((COMPARISON_RELATIONS as readonly string[]).includes(relation)) {
    if (target === "market_aggregate" || target === "sector_aggregate") return "compare_to_aggregate";
    if (target === "own_past") return "compare_to_own_past";
    return "compare_to_value";
  }
  return "special";
}

/** Whether x is one of the numbers a value set lists (a number between two listed values is not). */
export function valueAllowed(set: ValueSet, x: number): boolean {
  if (!Number.isFinite(x)) return false;
  if (set.kind === "list") return set.values.includes(x);
  if (x < set.min - 1e-12 || x > set.max + 1e-12) return false;
  const k = (x - set.min) / set.step;
  return Math.abs(k - Math.round(k)) < 1e-9 * Math.max(1, Math.abs(k));
}
