// Reading the fundamentals snapshot. It is one point in time (data.fundamentals.asOf), so a value exists
// only on a screen as of that date or later, or as of the latest date of the data build ("today's
// screen"); at any earlier date it would be look-ahead, so there is no value.
import type { MarketData } from "@/server/engine/data/panel";

export const snapshotVisible = (data: MarketData, t: number): boolean =>
  data.prices.dates[t] >= data.fundamentals.asOf || t === data.prices.dates.length - 1;

export type Snapshot = (field: string) => number;

/** Per stock column, a value from its snapshot row (NaN when missing, not a stock, or not visible at t). */
export function fromSnapshot(
  data: MarketData,
  t: number,
  value: (get: Snapshot, i: number) => number,
): Float64Array {
  const { prices, fundamentals } = data;
  const out = new Float64Array(prices.tickers.length).fill(NaN);
  if (!snapshotVisible(data, t)) return out;
  for (let i = 0; i < out.length; i++) {
    const row =
      prices.meta[i].assetType === "stocks" ? fundamentals.byTicker.get(prices.tickers[i]) : undefined;
    if (!row) continue;
    const get: Snapshot = (field) => row[field] ?? NaN;
    out[i] = value(get, i);
  }
  return out;
}

/** Median of the finite values. */
export function median(values: number[]): number {
  const v = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!v.length) return NaN;
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}
