// Oscillators: Wilder's RSI, MACD and the stochastic %K.
import { emaSeries } from "@/server/engine/indicators/moving";

/**
 * Wilder's RSI over n bars: the first average gain / loss is the simple mean of the first n changes,
 * later ones are smoothed as (previous * (n - 1) + current) / n. 100 when there were no losses.
 */
export function rsiSeries(x: Float64Array, n: number): Float64Array {
  const out = new Float64Array(x.length).fill(NaN);
  if (x.length <= n) return out;
  let gain = 0;
  let loss = 0;
  for (let k = 1; k <= n; k++) {
    const d = x[k] - x[k - 1];
    if (d > 0) gain += d;
    else loss -= d;
  }
  gain /= n;
  loss /= n;
  const rsi = () => (loss === 0 ? 100 : 100 - 100 / (1 + gain / loss));
  out[n] = rsi();
  for (let k = n + 1; k < x.length; k++) {
    const d = x[k] - x[k - 1];
    gain = (gain * (n - 1) + Math.max(d, 0)) / n;
    loss = (loss * (n - 1) + Math.max(-d, 0)) / n;
    out[k] = rsi();
  }
  return out;
}

/** MACD line (EMA fast - EMA slow) and its signal line (EMA of the MACD line). */
export function macdSeries(
  x: Float64Array,
  fast = 12,
  slow = 26,
  signal = 9,
): { line: Float64Array; signal: Float64Array } {
  const f = emaSeries(x, fast);
  const s = emaSeries(x, slow);
  const line = new Float64Array(x.length);
  for (let k = 0; k < x.length; k++) line[k] = f[k] - s[k];
  return { line, signal: emaSeries(line, signal) };
}

/** Stochastic %K over n bars: where the close sits in the high-low range, 0 to 100. */
export function stochasticAt(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  b: number,
  n: number,
): number {
  if (b - n + 1 < 0) return NaN;
  let hi = -Infinity;
  let lo = Infinity;
  for (let k = b - n + 1; k <= b; k++) {
    if (high[k] > hi) hi = high[k];
    if (low[k] < lo) lo = low[k];
  }
  return hi === lo ? 50 : ((close[b] - lo) / (hi - lo)) * 100;
}
