// The screen the engine runs: a universe and ordered rows, in the create_screener definition's shape.
import type { IndexOnDate } from "@/server/engine/screening/membership";
import type {
  AssetType,
  Inputs,
  Relation,
  Statistic,
  TargetKind,
} from "@/server/engine/screening/vocabulary";

export interface Universe {
  assetType: AssetType;
  origins?: string[];
  exchanges?: string[];
  types?: string[];
  indexes?: string[];
  sectors?: string[];
  currencies?: string[];
}

export interface ScreenTarget {
  kind: TargetKind;
  /** Threshold (value), N (count) or days (crossings). */
  value?: number;
  min?: number;
  max?: number;
  statistic?: Statistic;
  /** The earlier reading compared under own_past, such as { months_ago: 12 }. */
  inputs?: Inputs;
}

export interface ScreenRow {
  filter: string;
  /** Left out: the filter's default relation. */
  relation?: Relation;
  /** Left out: the relation's first target with its default. */
  target?: ScreenTarget;
  /** Left out inputs take the filter's defaults. */
  inputs?: Inputs;
}

export interface Screen {
  universe: Universe;
  rows: ScreenRow[];
}

export interface ScreenMatch {
  ticker: string;
  /** The value of each row's filter for this instrument (row inputs), null where it has none. */
  values: (number | null)[];
  /** 1-based position in the result order. */
  rank: number;
}

export interface ScreenResult {
  matches: ScreenMatch[];
  /** How many instruments were left after each row, in row order. */
  keptPerRow: number[];
  /** How many instruments the universe held before the first row. */
  universeSize: number;
  /** Per row: of the instruments it was given that have a price on the date, how many (noValue) the
   * filter gives no value for (its inputs, such as volume or the daily range, are missing there). */
  noValuePerRow: number[];
  pricedPerRow: number[];
  /** Each universe index the data build holds membership for: its members on the date and those
   * without a price series there (left out of the universe). */
  indexes: IndexOnDate[];
}
