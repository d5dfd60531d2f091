// Where a screen reads a filter's values on a date row. Both sources run the same ComputeFn through
// evaluate and feed the same relations, ranks and aggregates (runScreen, relations.ts); they differ in
// which instruments are computed and whether the row is kept:
//   pointValues: the instruments asked for, on one date (run_screener: today's screen, computed once);
//   columnValues: every instrument an asset type's screen can read (its aggregate population), one row
//   of the (filter, inputs, lag) x dates x instruments matrix, kept per market data in a byte-bounded
//   LRU. A backtest's screens then share each row across their rows, screens and runs: a repeated
//   point-in-time screen costs array lookups. Rows are filled as the simulation asks for its rebalance
//   dates (it learns them one at a time), so the matrix holds exactly the dates some run screened.
// A row reads data up to its date only (the ComputeFn contract), so a kept row never sees later data.
import { LRUCache } from "lru-cache";
import type { MarketData } from "@/server/engine/data/panel";
import type { ScreenFilter } from "@/server/engine/screening/filter";
import type { AssetType, LineRelation } from "@/server/engine/screening/vocabulary";
import { evaluate } from "@/server/engine/screening/evaluate";
import { aggregatePopulation } from "@/server/engine/screening/aggregates";

/** One reading of a filter: its value (or one of its lines) with the given inputs, `lag` bars back. */
export interface Reading {
  filter: ScreenFilter;
  line?: LineRelation;
  inputs: Readonly<Record<string, number>>;
  lag: number;
}

/** The reading's values (panel columns, length N) on row t; at least `columns` are computed. */
export type FilterValues = (
  data: MarketData,
  assetType: AssetType,
  r: Reading,
  t: number,
  columns: readonly number[],
) => Float64Array;

function computeOf(r: Reading) {
  const fn = r.line ? r.filter.lines?.[r.line] : r.filter.compute;
  if (!fn) throw new Error(`Filter "${r.filter.id}" has no line for "${r.line}".`);
  return fn;
}

export const pointValues: FilterValues = (data, _assetType, r, t, columns) =>
  evaluate(computeOf(r), data, r.inputs, t, r.lag, columns);

/** Bytes of column rows kept per market data (a row is 8 bytes per instrument of the panel). */
export const COLUMN_BYTES = 128 * 1024 * 1024;

interface ColumnCache {
  rows: LRUCache<string, Float64Array>;
  populations: Map<AssetType, number[]>;
}
const caches = new WeakMap<MarketData, ColumnCache>();

function cacheOf(data: MarketData): ColumnCache {
  let c = caches.get(data);
  if (!c) {
    const rows = new LRUCache<string, Float64Array>({
      maxSize: COLUMN_BYTES,
      sizeCalculation: (v) => v.byteLength,
    });
    c = { rows, populations: new Map() };
    caches.set(data, c);
  }
  return c;
}

const readingKey = (assetType: AssetType, r: Reading, t: number) =>
  `${assetType}|${r.filter.id}|${r.line ?? ""}|${r.lag}|${Object.keys(r.inputs)
    .sort()
    .map((k) => `${k}=${r.inputs[k]}`)
    .join(",")}@${t}`;

export const columnValues: FilterValues = (data, assetType, r, t) => {
  const c = cacheOf(data);
  const key = readingKey(assetType, r, t);
  let row = c.rows.get(key);
  if (!row) {
    let population = c.populations.get(assetType);
    if (!population) c.populations.set(assetType, (population = aggregatePopulation(data, assetType)));
    row = evaluate(computeOf(r), data, r.inputs, t, r.lag, population);
    c.rows.set(key, row);
  }
  return row;
};
