// Range indicators: Wilder's average true range and Bollinger bands.
import { smaAt } from "@/server/engine/indicators/moving";

/**
 * Wilder's ATR over n bars: true range = max(high - low, |high - previous close|, |low - previous close|)
 * (high - low on the first bar); the first ATR is the mean of the first n true ranges, later ones are
 * (previous * (n - 1) + TR) / n.
 */
export function atrSeries(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  n: number,
): Float64Array {
  const out = new Float64Array(close.length).fill(NaN);
  const tr = (k: number) =>
    k === 0
      ? high[0] - low[0]
      : Math.max(high[k] - low[k], Math.abs(high[k] - close[k - 1]), Math.abs(low[k] - close[k - 1]));
  // A bar without a range (before or after the OHLC sources) restarts the average: n ranged bars
  // seed it again, so one missing span does not leave the series without a value for good.
  let atr = NaN;
  let seeded = 0;
  for (let k = 0; k < close.length; k++) {
    const x = tr(k);
    if (Number.isNaN(x)) {
      [atr, seeded] = [NaN, 0];
    } else if (seeded < n) {
      atr = seeded === 0 ? x : atr + x;
      if (++seeded === n) out[k] = atr /= n;
    } else out[k] = atr = (atr * (n - 1) + x) / n;
  }
  return out;
}

/** Bollinger bands over n bars: middle = SMA, upper/lower = middle +/- k population standard deviations. */
export function bollingerAt(
  x: Float64Array,
  b: number,
  n: number,
  k: number,
): { middle: number; upper: number; lower: number } {
  const middle = smaAt(x, b, n);
  if (middle !== middle) return { middle, upper: NaN, lower: NaN };
  let ss = 0;
  for (let j = b - n + 1; j <= b; j++) ss += (x[j] - middle) ** 2;
  const sd = Math.sqrt(ss / n);
  return { middle, upper: middle + k * sd, lower: middle - k * sd };
}
