// Lineage of the as-traded fields (data/build/lineage.json.gz, docs/data.md "As traded"): per stock and
// field, which source and rule gave each span of dates, the file rows refused and the rows judged.
// Written by scripts/data-build/traded.ts, printed by `npm run data:quality`.

export const LINEAGE_FILE = "lineage.json.gz";

export type TradedField = "close" | "open" | "high" | "low" | "volume";
export const TRADED_FIELDS: TradedField[] = ["close", "open", "high", "low", "volume"];

/** [from, to, source, rule]: the source is a file id of the build's traded sources, "raw", "chain" or
 * "none"; the rule an id of `rules`. */
export type LineageSpan = [string, string, string, string];

/** Consecutive dates on which one file's rows of a field were refused, for one reason. */
export interface Refusal {
  field: TradedField;
  file: string;
  from: string;
  to: string;
  days: number;
  reason: string;
}

/** A file row taken although it disagrees with the chain, and why. */
export interface Judgement {
  field: TradedField;
  file: string;
  date: string;
  reason: string;
}

export interface InstrumentLineage {
  fields: Record<TradedField, LineageSpan[]>;
  refused: Refusal[];
  judged: Judgement[];
}

export interface Lineage {
  format: 1;
  /** Rule id → what it means. */
  rules: Record<string, string>;
  /** Source id → raw folder and basis. */
  sources: Record<string, string>;
  instruments: Record<string, InstrumentLineage>;
}
