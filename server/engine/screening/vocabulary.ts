// The words of a screen that the engine gives meaning to: asset types, the inputs kernels read, target
// kinds, statistics and relations. The filter catalogue (server/catalogue/filters) lists them to callers.

export const ASSET_TYPES = ["stocks", "etps", "crypto"] as const;
export const INPUT_IDS = [
  "months_ago",
  "reports_ago",
  "months",
  "days",
  "quarters",
  "bars",
  "std_devs",
] as const;
export const TARGET_KINDS = [
  "value",
  "range",
  "count",
  "market_aggregate",
  "sector_aggregate",
  "own_past",
  "none",
] as const;
export const STATISTICS = ["average", "median", "p75", "p25", "index"] as const;

export const COMPARISON_RELATIONS = [
  "greater_than",
  "less_than",
  "greater_or_equal",
  "less_or_equal",
  "equal",
] as const;
export const FAIR_VALUE_RELATIONS = [
  "strongly_overvalued",
  "overvalued",
  "in_range",
  "undervalued",
  "strongly_undervalued",
] as const;
/** Relations that look for a line crossing within the last N trading days (the target value is N). */
export const CROSSING_RELATIONS = [
  "crossing_above_within_days",
  "crossing_below_within_days",
  "fast_bull_crossover_within_days",
  "fast_bear_crossover_within_days",
  "slow_bull_crossover_within_days",
  "slow_bear_crossover_within_days",
  "fast_over_slow_bull_crossover_within_days",
  "fast_over_slow_bear_crossover_within_days",
] as const;
/** Relations that read the sign of a line today (price above / below it). */
export const SIDE_RELATIONS = ["price_above", "price_below"] as const;
export const RELATIONS = [
  ...COMPARISON_RELATIONS,
  "between",
  "highest",
  "lowest",
  ...SIDE_RELATIONS,
  ...CROSSING_RELATIONS,
  ...FAIR_VALUE_RELATIONS,
] as const;

export type AssetType = (typeof ASSET_TYPES)[number];
export type InputId = (typeof INPUT_IDS)[number];
export type TargetKind = (typeof TARGET_KINDS)[number];
export type Statistic = (typeof STATISTICS)[number];
export type Relation = (typeof RELATIONS)[number];
export type CrossingRelation = (typeof CROSSING_RELATIONS)[number];
export type SideRelation = (typeof SIDE_RELATIONS)[number];
export type LineRelation = CrossingRelation | SideRelation;

export type Inputs = Partial<Record<InputId, number>>;
