// The statistics every part of the engine shares (simulation metrics, screening filters, risk rules):
// mean, sample standard deviation, beta and correlation, maximum drawdown, and the figures that
// annualise daily and monthly returns. Windowed forms read bars base..b of a price series x.

/** The data build's calendar is US trading days (crypto is sampled on it): about 252 bars a year. */
export const TRADING_DAYS_PER_YEAR = 252;
export const MONTHS_PER_YEAR = 12;

export function mean(x: ArrayLike<number>): number {
  let s = 0;
  for (let k = 0; k < x.length; k++) s += x[k];
  return s / x.length;
}

/** Sample (n - 1) standard deviation; `m`: x's mean, when the caller has it already. */
export function sampleStd(x: ArrayLike<number>, m = mean(x)): number {
  let v = 0;
  for (let k = 0; k < x.length; k++) v += (x[k] - m) ** 2;
  return Math.sqrt(v / (x.length - 1));
}

/**
 * Annualised sample (n - 1) standard deviation of the simple returns of bars base+1..b; r[k] is bar k's
 * return from bar k - 1 (returnsOnBars).
 */
export function volatility(r: Float64Array, base: number, b: number, periods: number): number {
  const n = b - base;
  if (base < 0 || n < 2) return NaN;
  let m = 0;
  for (let k = base + 1; k <= b; k++) m += r[k];
  m /= n;
  let ss = 0;
  for (let k = base + 1; k <= b; k++) ss += (r[k] - m) ** 2;
  return Math.sqrt((ss / (n - 1)) * periods);
}

/** Annualised downside deviation: root mean square of the negative simple returns (others count as 0). */
export function downsideDeviation(r: Float64Array, base: number, b: number, periods: number): number {
  const n = b - base;
  if (base < 0 || n < 2) return NaN;
  let ss = 0;
  for (let k = base + 1; k <= b; k++) ss += Math.min(r[k], 0) ** 2;
  return Math.sqrt((ss / n) * periods);
}

/**
 * Largest peak-to-trough fall of x over bars from..to (the whole series by default): a fraction <= 0,
 * 0 when x never fell; NaN when the window starts before the series.
 */
export function maxDrawdown(x: Float64Array, from = 0, to = x.length - 1): number {
  if (from < 0) return NaN;
  let peak = x[from];
  let worst = 0;
  for (let k = from; k <= to; k++) {
    if (x[k] > peak) peak = x[k];
    const dd = x[k] / peak - 1;
    if (dd < worst) worst = dd;
  }
  return worst;
}

/**
 * Co-moments of r and m (same length): sums of the products of their deviations from their means,
 * that is (n - 1) x the sample covariance (rm) and variances (rr, mm).
 */
export function comoments(
  r: ArrayLike<number>,
  m: ArrayLike<number>,
): { rm: number; rr: number; mm: number } {
  const meanR = mean(r);
  const meanM = mean(m);
  let rm = 0;
  let rr = 0;
  let mm = 0;
  for (let k = 0; k < r.length; k++) {
    rm += (r[k] - meanR) * (m[k] - meanM);
    rr += (r[k] - meanR) ** 2;
    mm += (m[k] - meanM) ** 2;
  }
  return { rm, rr, mm };
}

/**
 * Beta and correlation of returns r against market returns m (same length): beta = cov / var(m),
 * correlation = cov / (sd(r) sd(m)); NaN when either does not vary.
 */
export function betaCorrelation(
  r: ArrayLike<number>,
  m: ArrayLike<number>,
): { beta: number; correlation: number } {
  if (r.length < 2) return { beta: NaN, correlation: NaN };
  const s = comoments(r, m);
  const correlation = s.mm > 0 && s.rr > 0 ? s.rm / Math.sqrt(s.rr * s.mm) : NaN;
  return { beta: s.mm > 0 ? s.rm / s.mm : NaN, correlation };
}

/**
 * Annualised Sharpe ratio of excess returns e (simple return minus the period's cash return): mean /
 * sample sd * sqrt(periods).
 */
export function sharpeRatio(e: Float64Array, periods: number): number {
  if (e.length < 2) return NaN;
  const m = mean(e);
  const sd = sampleStd(e, m);
  return sd > 0 ? (m / sd) * Math.sqrt(periods) : NaN;
}

/** Annualised Sortino ratio of excess returns e: mean / downside deviation * sqrt(periods). */
export function sortinoRatio(e: Float64Array, periods: number): number {
  const n = e.length;
  if (n < 2) return NaN;
  let down = 0;
  for (let k = 0; k < n; k++) down += Math.min(e[k], 0) ** 2;
  const dd = Math.sqrt(down / n);
  return dd > 0 ? (mean(e) / dd) * Math.sqrt(periods) : NaN;
}
