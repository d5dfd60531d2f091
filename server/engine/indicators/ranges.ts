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
  if (close.length < n) return out;
  const tr = (k: number) =>
    k === 0
      ? high[0] - low[0]
      : Math.max(high[k] - low[k], Math.abs(high[k] - close[k - 1]), Math.abs(low[k] - close[k - 1]));
  let atr = 0;
  for (let k = 0; k < n; k++) atr += tr(k);
  atr /= n;
  out[n - 1] = atr;
  for (let k = n; k < close.length; k++) out[k] = atr = (atr * (n - 1) + tr(k)) / n;
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
