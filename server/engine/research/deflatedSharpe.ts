// The deflated Sharpe ratio (Bailey and López de Prado, "The Deflated Sharpe Ratio", 2014): the
// probability that the best of N trials has a true Sharpe ratio above zero, given that the best of N
// unskilled trials would reach SR0 by luck alone. All Sharpe ratios here are per observation (not
// annualised): the paper's formula is in the returns' own period.
import jStat from "jstat";

const EULER_GAMMA = 0.5772156649015329;
const phi = (x: number) => jStat.normal.cdf(x, 0, 1);
const phiInv = (p: number) => jStat.normal.inv(p, 0, 1);

/** Expected maximum Sharpe ratio of `trials` unskilled trials whose Sharpe ratios vary by `variance`. */
export function expectedMaxSharpe(trials: number, variance: number): number {
  if (trials < 2) return 0;
  return (
    Math.sqrt(variance) *
    ((1 - EULER_GAMMA) * phiInv(1 - 1 / trials) + EULER_GAMMA * phiInv(1 - 1 / (trials * Math.E)))
  );
}

export interface DeflatedSharpeInput {
  /** The best trial's Sharpe ratio, per observation. */
  sharpe: number;
  /** Number of return observations behind it. */
  observations: number;
  /** Skewness and (Pearson, normal = 3) kurtosis of the best trial's returns. */
  skewness: number;
  kurtosis: number;
  trials: number;
  /** Variance of the trials' Sharpe ratios, per observation. */
  sharpeVariance: number;
}

/** Probability (0..1) that the best trial's Sharpe ratio beats SR0, the best luck would give. */
export function deflatedSharpe(x: DeflatedSharpeInput): { deflatedSharpe: number; luckSharpe: number } {
  const luckSharpe = expectedMaxSharpe(x.trials, x.sharpeVariance);
  const spread = 1 - x.skewness * x.sharpe + ((x.kurtosis - 1) / 4) * x.sharpe ** 2;
  const z = ((x.sharpe - luckSharpe) * Math.sqrt(x.observations - 1)) / Math.sqrt(spread);
  return { deflatedSharpe: phi(z), luckSharpe };
}

/** Sample skewness and Pearson kurtosis (moments over n, as the paper's estimators). */
export function shapeOf(r: ArrayLike<number>): { skewness: number; kurtosis: number } {
  const n = r.length;
  let m = 0;
  for (let k = 0; k < n; k++) m += r[k];
  m /= n;
  let m2 = 0;
  let m3 = 0;
  let m4 = 0;
  for (let k = 0; k < n; k++) {
    const d = r[k] - m;
    m2 += d * d;
    m3 += d * d * d;
    m4 += d * d * d * d;
  }
  m2 /= n;
  return m2 > 0 ? { skewness: m3 / n / m2 ** 1.5, kurtosis: m4 / n / m2 ** 2 } : { skewness: 0, kurtosis: 3 };
}
