// Risk and risk-adjusted return over a window: returns of bars base+1..b of price series x. `periods`
// annualises (bars per year).

/** Annualised sample (n - 1) standard deviation of simple returns. */
export function volatility(x: Float64Array, base: number, b: number, periods: number): number {
  const n = b - base;
  if (base < 0 || n < 2) return NaN;
  let mean = 0;
  for (let k = base + 1; k <= b; k++) mean += x[k] / x[k - 1] - 1;
  mean /= n;
  let ss = 0;
  for (let k = base + 1; k <= b; k++) ss += (x[k] / x[k - 1] - 1 - mean) ** 2;
  return Math.sqrt((ss / (n - 1)) * periods);
}

/** Annualised downside deviation: root mean square of the negative simple returns (others count as 0). */
export function downsideDeviation(x: Float64Array, base: number, b: number, periods: number): number {
  const n = b - base;
  if (base < 0 || n < 2) return NaN;
  let ss = 0;
  for (let k = base + 1; k <= b; k++) ss += Math.min(x[k] / x[k - 1] - 1, 0) ** 2;
  return Math.sqrt((ss / n) * periods);
}

/** Largest peak-to-trough fall of x over bars base..b: a fraction <= 0 (0 when x never fell). */
export function maxDrawdown(x: Float64Array, base: number, b: number): number {
  if (base < 0) return NaN;
  let peak = x[base];
  let worst = 0;
  for (let k = base; k <= b; k++) {
    if (x[k] > peak) peak = x[k];
    const dd = x[k] / peak - 1;
    if (dd < worst) worst = dd;
  }
  return worst;
}

/**
 * Beta and correlation of returns r against market returns m (same length): beta = cov / var(m),
 * correlation = cov / (sd(r) sd(m)), sample moments.
 */
export function betaCorrelation(r: Float64Array, m: Float64Array): { beta: number; correlation: number } {
  const n = r.length;
  if (n < 2) return { beta: NaN, correlation: NaN };
  let mr = 0;
  let mm = 0;
  for (let k = 0; k < n; k++) {
    mr += r[k];
    mm += m[k];
  }
  mr /= n;
  mm /= n;
  let cov = 0;
  let vr = 0;
  let vm = 0;
  for (let k = 0; k < n; k++) {
    cov += (r[k] - mr) * (m[k] - mm);
    vr += (r[k] - mr) ** 2;
    vm += (m[k] - mm) ** 2;
  }
  return { beta: vm > 0 ? cov / vm : NaN, correlation: vm > 0 && vr > 0 ? cov / Math.sqrt(vr * vm) : NaN };
}

/**
 * Annualised Sharpe and Sortino ratios of excess returns e (simple return minus the period's cash
 * return): Sharpe = mean / sample sd * sqrt(periods); Sortino = mean / downside deviation * sqrt(periods).
 */
export function sharpeSortino(e: Float64Array, periods: number): { sharpe: number; sortino: number } {
  const n = e.length;
  if (n < 2) return { sharpe: NaN, sortino: NaN };
  let mean = 0;
  for (let k = 0; k < n; k++) mean += e[k];
  mean /= n;
  let ss = 0;
  let down = 0;
  for (let k = 0; k < n; k++) {
    ss += (e[k] - mean) ** 2;
    down += Math.min(e[k], 0) ** 2;
  }
  const sd = Math.sqrt(ss / (n - 1));
  const dd = Math.sqrt(down / n);
  return { sharpe: sd > 0 ? (mean / sd) * Math.sqrt(periods) : NaN, sortino: dd > 0 ? (mean / dd) * Math.sqrt(periods) : NaN };
}
