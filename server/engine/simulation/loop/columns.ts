// Adjusted closes of single columns, copied out of the panel and kept for the process. The panel is
// row-major and wide (T x N), so one column's price on consecutive days is N x 8 bytes apart: for each
// holding on each day a cache miss, often a TLB miss too, and that was most of the market step's time.
// A run whose instruments are fixed (an instrument list, a fixed_weights leg) reads their prices from
// these copies, which lie in a row. Each column is copied once per process (one strided pass over its
// rows); at most MAX_COLUMNS per panel are kept, the least recently used dropped. Columns a screener
// picks are read from the panel: most are held a month or two, for less than a copy costs.
// Panels are never written after they are built, so a copy stays the panel's column.
import type { PricePanel } from "@/server/engine/data/panel";
import { processWide } from "@/server/engine/processWide";

const MAX_COLUMNS = 256;

/**
 * Per buffer of adjusted closes: copies by "byteOffset:N:column". A panel cut short (a subarray of the
 * same buffer, compute.ts panelThrough) shares the copies of the whole one.
 */
const copies = processWide(
  "adjustedColumns",
  () => new WeakMap<ArrayBufferLike, Map<string, Float64Array>>(),
);

/** Column `col` of the panel's adjusted closes, one value per row (at least the panel's rows). */
export function adjustedColumn(panel: PricePanel, col: number): Float64Array {
  const { adjClose, tickers } = panel;
  const N = tickers.length;
  const rows = Math.floor(adjClose.length / N);
  let kept = copies.get(adjClose.buffer);
  if (!kept) copies.set(adjClose.buffer, (kept = new Map()));
  const key = `${adjClose.byteOffset}:${N}:${col}`;
  let column = kept.get(key);
  if (column) kept.delete(key); // set again below: the Map's order is the order of use
  if (!column || column.length < rows) {
    column = new Float64Array(rows);
    for (let t = 0; t < rows; t++) column[t] = adjClose[t * N + col];
  }
  kept.set(key, column);
  if (kept.size > MAX_COLUMNS) kept.delete(kept.keys().next().value!);
  return column;
}
