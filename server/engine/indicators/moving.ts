// Moving averages: simple (a window mean at one bar) and exponential (a whole-history recursion).

/** Mean of x over bars b-n+1..b; NaN when fewer than n bars exist. */
export function smaAt(x: Float64Array, b: number, n: number): number {
  if (b - n + 1 < 0) return NaN;
  let s = 0;
  for (let k = b - n + 1; k <= b; k++) s += x[k];
  return s / n;
}

/**
 * Exponential moving average with alpha = 2 / (n + 1), seeded with the simple mean of the first n
 * values (leading NaNs are skipped, so it can run over another indicator such as the MACD line).
 */
export function emaSeries(x: Float64Array, n: number): Float64Array {
  const out = new Float64Array(x.length).fill(NaN);
  let start = 0;
  while (start < x.length && x[start] !== x[start]) start++;
  if (start + n > x.length) return out;
  let s = 0;
  for (let k = start; k < start + n; k++) s += x[k];
  let e = s / n;
  out[start + n - 1] = e;
  const a = 2 / (n + 1);
  for (let k = start + n; k < x.length; k++) out[k] = e = a * x[k] + (1 - a) * e;
  return out;
}
