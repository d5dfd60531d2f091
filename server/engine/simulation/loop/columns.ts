// Columns of the adjusted closes, copied out of the panel and kept for the process. The panel is
// row-major and wide (T x N), so one column's price on consecutive days is N x 8 bytes apart: for each
// holding on each day a cache miss, often a TLB miss too, and that was most of the market step's time.
// Two kinds of copy, each column copied once per process (one strided pass over its rows):
// - adjustedColumn: the closes. A run whose instruments are fixed (an instrument list, a fixed_weights
//   leg) reads their prices from these. Columns a screener picks are read from the panel: most are held
//   a month or two, for less than a copy costs.
// - returnsColumn: each row's simple return, for lookback windows (window.ts). A window of a year is
//   read again at every rebalance while a column is a candidate, by every run; the return on a row is
//   the same division each time, so it is done once.
// At most MAX_BYTES of each kind per panel are kept, the least recently used dropped. Panels are never
// written after they are built, so a copy stays the panel's column.
import type { PricePanel } from "@/server/engine/data/panel";
import { processWide } from "@/server/processWide";

const MAX_BYTES = 64 * 2 ** 20;

type Kind = "closes" | "returns";
type Fill = (column: Float64Array, adjClose: Float64Array, N: number, col: number) => void;

/**
 * Per kind (by name: the process may hold two copies of this module), per buffer of adjusted closes, per
 * byte offset and width: copies by column (numbers, so a lookup makes no string). A panel cut short (a
 * subarray of the same buffer, compute.ts panelThrough) shares the copies of the whole one.
 */
type Kept = Map<number, Float64Array>;
const copies = processWide(
  "columnCopiesByColumn",
  () => new Map<Kind, WeakMap<ArrayBufferLike, Map<number, Map<number, Kept>>>>(),
);

function keptCopy(panel: PricePanel, col: number, kind: Kind, fill: Fill): Float64Array {
  const { adjClose, tickers } = panel;
  const N = tickers.length;
  const rows = Math.floor(adjClose.length / N);
  let ofKind = copies.get(kind);
  if (!ofKind) copies.set(kind, (ofKind = new WeakMap()));
  let ofBuffer = ofKind.get(adjClose.buffer);
  if (!ofBuffer) ofKind.set(adjClose.buffer, (ofBuffer = new Map()));
  let ofOffset = ofBuffer.get(adjClose.byteOffset);
  if (!ofOffset) ofBuffer.set(adjClose.byteOffset, (ofOffset = new Map()));
  let kept = ofOffset.get(N);
  if (!kept) ofOffset.set(N, (kept = new Map()));
  let column = kept.get(col);
  if (column) kept.delete(col); // set again below: the Map's order is the order of use
  if (!column || column.length < rows) {
    column = new Float64Array(rows);
    fill(column, adjClose, N, col);
  }
  kept.set(col, column);
  if (kept.size * column.byteLength > MAX_BYTES) kept.delete(kept.keys().next().value!);
  return column;
}

const closes: Fill = (column, adjClose, N, col) => {
  for (let t = 0; t < column.length; t++) column[t] = adjClose[t * N + col];
};

/** NaN where the row or the one before has no positive close (window.ts drops such rows). */
const returns: Fill = (column, adjClose, N, col) => {
  column[0] = NaN;
  let before = adjClose[col];
  for (let t = 1; t < column.length; t++) {
    const now = adjClose[t * N + col];
    column[t] = now > 0 && before > 0 ? now / before - 1 : NaN;
    before = now;
  }
};

/** Column `col` of the panel's adjusted closes, one value per row (at least the panel's rows). */
export const adjustedColumn = (panel: PricePanel, col: number) => keptCopy(panel, col, "closes", closes);

/** Column `col`'s simple return on each row from the row before (at least the panel's rows). */
export const returnsColumn = (panel: PricePanel, col: number) => keptCopy(panel, col, "returns", returns);
