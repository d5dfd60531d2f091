// Where a screen reads a filter's values on a date row. Both sources run the same ComputeFn through
// evaluate and feed the same relations, ranks and aggregates (runScreen, relations.ts); they differ in
// whether the values are kept:
//   pointValues: computed for the instruments asked for and dropped (run_screener: one date);
//   columnValues: one row of the reading's dates x instruments matrix, kept per market data in a
//   byte-bounded LRU and filled in for the instruments asked for (a row computes only those not done
//   yet). A backtest's screens share the rows across their rows, screens (entry and exit) and runs: a
//   repeated point-in-time screen costs array lookups. Rows are filled as the simulation asks for its
//   rebalance dates (it learns them one at a time), so the matrix holds exactly the dates screened.
// A ComputeFn's value for an instrument does not depend on which others are asked for, and reads data
// up to its date only, so a kept row gives what a fresh one would and never sees later data.
import { LRUCache } from "lru-cache";
import type { MarketData } from "@/server/engine/data/panel";
import type { ScreenFilter } from "@/server/engine/screening/filter";
import type { LineRelation } from "@/server/engine/screening/vocabulary";
import { evaluate } from "@/server/engine/screening/evaluate";
import { processWide } from "@/server/processWide";

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
  r: Reading,
  t: number,
  columns: readonly number[],
) => Float64Array;

function computeOf(r: Reading) {
  const fn = r.line ? r.filter.lines?.[r.line] : r.filter.compute;
  if (!fn) throw new Error(`Filter "${r.filter.id}" has no line for "${r.line}".`);
  return fn;
}

export const pointValues: FilterValues = (data, r, t, columns) =>
  evaluate(computeOf(r), data, r.inputs, t, r.lag, columns);

/** Bytes of column rows kept per market data (9 bytes per instrument of the panel a row). */
export const COLUMN_BYTES = 128 * 1024 * 1024;

/** A reading's values on one date, filled in for the instruments asked for so far (`done`). */
interface Row {
  values: Float64Array;
  done: Uint8Array;
}
const caches = processWide("screenColumns", () => new WeakMap<MarketData, LRUCache<string, Row>>());

function rowsOf(data: MarketData): LRUCache<string, Row> {
  let rows = caches.get(data);
  if (!rows) {
    rows = new LRUCache<string, Row>({
      maxSize: COLUMN_BYTES,
      sizeCalculation: (row) => row.values.byteLength + row.done.byteLength,
    });
    caches.set(data, rows);
  }
  return rows;
}

const readingKey = (r: Reading, t: number) =>
  `${r.filter.id}|${r.line ?? ""}|${r.lag}|${Object.keys(r.inputs)
    .sort()
    .map((k) => `${k}=${r.inputs[k]}`)
    .join(",")}@${t}`;

export const columnValues: FilterValues = (data, r, t, columns) => {
  const rows = rowsOf(data);
  const key = readingKey(r, t);
  let row = rows.get(key);
  if (!row) {
    const N = data.prices.tickers.length;
    row = { values: new Float64Array(N).fill(NaN), done: new Uint8Array(N) };
    rows.set(key, row);
  }
  const { values, done } = row;
  const missing = columns.filter((i) => !done[i]);
  if (missing.length) {
    const computed = evaluate(computeOf(r), data, r.inputs, t, r.lag, missing);
    for (const i of missing) {
      values[i] = computed[i];
      done[i] = 1;
    }
  }
  return values;
};
