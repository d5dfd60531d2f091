// The screener filter catalogue's shape. A FilterDef is exactly the describe_screen_filter entry of the
// spec plus what the product needs to run it: `concepts` (list_screen_filters' concept search) and the
// engine's part (ScreenFilter: `compute`, `lines`, `fairValueBands`), whose kernels live in
// server/engine/screening/kernels.
//
// Stable exports used by the screener operations (create/validate/edit/run_screener):
//   FILTERS, filterById(id)                       — server/catalogue/filters/index.ts
//   RELATIONS, TARGET_KINDS, STATISTICS, INPUT_IDS, ASSET_TYPES, FAIR_VALUE_RELATIONS, CROSSING_RELATIONS
//                                                  — server/engine/screening/vocabulary.ts (re-exported)
//   RELATION_GROUPS, CONCEPTS, FILTER_LEVELS, FILTER_CATEGORIES, relationGroup(), valueAllowed() — this file
//   runScreen(data, screen, asOfIndex, filterById) — server/engine/screening/runScreen.ts
import type { ScreenFilter } from "@/server/engine/screening/filter";
import {
  COMPARISON_RELATIONS,
  type InputId,
  type Relation,
  type Statistic,
  type TargetKind,
} from "@/server/engine/screening/vocabulary";

export * from "@/server/engine/screening/vocabulary";

export const FILTER_LEVELS = ["asset", "sector", "market"] as const;
export const FILTER_CATEGORIES = [
  "fundamental",
  "technical",
  "options",
  "short_selling",
  "ownership",
  "market_and_sector",
] as const;
export const CONCEPTS = [
  "value",
  "momentum",
  "quality",
  "dividends",
  "volatility",
  "size",
  "liquidity",
  "solvency",
  "risk_reward",
] as const;
export const TARGET_UNITS = ["number", "fraction", "usd"] as const;
export const RELATION_GROUPS = [
  "compare_to_value",
  "between",
  "highest_lowest",
  "compare_to_aggregate",
  "compare_to_own_past",
  "special",
] as const;

export type FilterLevel = (typeof FILTER_LEVELS)[number];
export type FilterCategory = (typeof FILTER_CATEGORIES)[number];
export type Concept = (typeof CONCEPTS)[number];
export type TargetUnit = (typeof TARGET_UNITS)[number];
export type RelationGroup = (typeof RELATION_GROUPS)[number];

/** Accepted numbers: an evenly spaced range (min, min + step, ..., max) or an explicit list. */
export type ValueSet =
  { kind: "range"; min: number; max: number; step: number } | { kind: "list"; values: number[] };

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

export interface FilterDef extends ScreenFilter {
  name: string;
  level: FilterLevel;
  category: FilterCategory;
  subcategory: string | null;
  description: string | null;
  inputs: InputDef[];
  relations: RelationDef[];
  concepts: Concept[];
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
