// Covariance and correlation estimators over a lookback window of daily simple returns.
// Shapes: returns L x K row-major (value at [t * K + i]); every matrix K x K row-major; daily units.
//
// sample       unbiased (n - 1) sample covariance.
// ledoit_wolf  Ledoit & Wolf (2004), "Honey, I shrunk the sample covariance matrix": target = the
//              constant-correlation matrix; automatic intensity = max(0, min(1, kappa / T)) as in their
//              covCor.m (moments with 1/T). A given intensity in [0, 1] replaces the automatic one.
// exponential  weights lambda^(L-1-t) normalised to 1 (newest row weight highest), around the weighted
//              mean (RiskMetrics-style decay; decayFactor = lambda).

export type CovarianceEstimatorId = "sample" | "ledoit_wolf" | "exponential";
export type CorrelationEstimatorId = "pearson" | "spearman";

export interface EstimatorOptions {
  covarianceEstimator: CovarianceEstimatorId;
  shrinkageIntensity: number | null;
  decayFactor: number;
  correlationEstimator: CorrelationEstimatorId;
}

export function columnMeans(returns: Float64Array, L: number, K: number): Float64Array {
  const mean = new Float64Array(K);
  for (let t = 0; t < L; t++) for (let i = 0; i < K; i++) mean[i] += returns[t * K + i];
  for (let i = 0; i < K; i++) mean[i] /= L;
  return mean;
}

export function sampleCovariance(returns: Float64Array, L: number, K: number): Float64Array {
  const mean = columnMeans(returns, L, K);
  const cov = new Float64Array(K * K);
  for (let t = 0; t < L; t++) {
    const row = t * K;
    for (let i = 0; i < K; i++) {
      const di = returns[row + i] - mean[i];
      for (let j = i; j < K; j++) cov[i * K + j] += di * (returns[row + j] - mean[j]);
    }
  }
  const denom = Math.max(L - 1, 1);
  for (let i = 0; i < K; i++)
    for (let j = i; j < K; j++) {
      cov[i * K + j] /= denom;
      cov[j * K + i] = cov[i * K + j];
    }
  return cov;
}

export function exponentialCovariance(
  returns: Float64Array,
  L: number,
  K: number,
  decay: number,
): Float64Array {
  const w = new Float64Array(L);
  let total = 0;
  for (let t = 0; t < L; t++) {
    w[t] = Math.pow(decay, L - 1 - t);
    total += w[t];
  }
  const mean = new Float64Array(K);
  for (let t = 0; t < L; t++) {
    w[t] /= total;
    for (let i = 0; i < K; i++) mean[i] += w[t] * returns[t * K + i];
  }
  const cov = new Float64Array(K * K);
  for (let t = 0; t < L; t++) {
    for (let i = 0; i < K; i++) {
      const di = returns[t * K + i] - mean[i];
      for (let j = i; j < K; j++) cov[i * K + j] += w[t] * di * (returns[t * K + j] - mean[j]);
    }
  }
  for (let i = 0; i < K; i++) for (let j = i + 1; j < K; j++) cov[j * K + i] = cov[i * K + j];
  return cov;
}

/** Ledoit-Wolf constant-correlation shrinkage; returns the matrix and the intensity used. */
export function ledoitWolfCovariance(
  returns: Float64Array,
  L: number,
  K: number,
  given: number | null,
): { cov: Float64Array; intensity: number } {
  const mean = columnMeans(returns, L, K);
  const x = new Float64Array(L * K);
  for (let t = 0; t < L; t++) for (let i = 0; i < K; i++) x[t * K + i] = returns[t * K + i] - mean[i];
  const s = new Float64Array(K * K);
  for (let t = 0; t < L; t++)
    for (let i = 0; i < K; i++) for (let j = i; j < K; j++) s[i * K + j] += x[t * K + i] * x[t * K + j];
  for (let i = 0; i < K; i++)
    for (let j = i; j < K; j++) {
      s[i * K + j] /= L;
      s[j * K + i] = s[i * K + j];
    }
  const sd = new Float64Array(K);
  for (let i = 0; i < K; i++) sd[i] = Math.sqrt(s[i * K + i]);
  let rSum = 0;
  for (let i = 0; i < K; i++)
    for (let j = 0; j < K; j++) if (i !== j && sd[i] > 0 && sd[j] > 0) rSum += s[i * K + j] / (sd[i] * sd[j]);
  const rBar = K > 1 ? rSum / (K * (K - 1)) : 0;
  const prior = new Float64Array(K * K);
  for (let i = 0; i < K; i++)
    for (let j = 0; j < K; j++) prior[i * K + j] = i === j ? s[i * K + i] : rBar * sd[i] * sd[j];
  let intensity = given;
  if (intensity === null) {
    // pi: asymptotic variances of the sample entries; rho: their covariance with the target entries.
    // Fourth-moment sums, row by row (contiguous reads): y2[i][j] = sum x_i^2 x_j^2, x3[i][j] = sum x_i^3 x_j.
    const y2s = new Float64Array(K * K);
    const x3s = new Float64Array(K * K);
    for (let t = 0; t < L; t++) {
      const row = t * K;
      for (let i = 0; i < K; i++) {
        const xi = x[row + i];
        const xi2 = xi * xi;
        const xi3 = xi2 * xi;
        for (let j = 0; j < K; j++) {
          const xj = x[row + j];
          if (j >= i) y2s[i * K + j] += xi2 * xj * xj;
          x3s[i * K + j] += xi3 * xj;
        }
      }
    }
    for (let i = 0; i < K; i++) for (let j = 0; j < i; j++) y2s[i * K + j] = y2s[j * K + i];
    let phi = 0;
    let rho = 0;
    for (let i = 0; i < K; i++) {
      for (let j = 0; j < K; j++) {
        const y2 = y2s[i * K + j];
        const x3 = x3s[i * K + j];
        const pij = y2 / L - s[i * K + j] * s[i * K + j];
        phi += pij;
        if (i === j) rho += pij;
        else if (sd[i] > 0) rho += rBar * (sd[j] / sd[i]) * (x3 / L - s[i * K + i] * s[i * K + j]);
      }
    }
    let gamma = 0;
    for (let k = 0; k < K * K; k++) gamma += (s[k] - prior[k]) ** 2;
    intensity = gamma > 0 ? Math.max(0, Math.min(1, (phi - rho) / gamma / L)) : 1;
  }
  const cov = new Float64Array(K * K);
  for (let k = 0; k < K * K; k++) cov[k] = intensity * prior[k] + (1 - intensity) * s[k];
  return { cov, intensity };
}

export function estimateCovariance(
  returns: Float64Array,
  L: number,
  K: number,
  opts: EstimatorOptions,
): Float64Array {
  if (opts.covarianceEstimator === "ledoit_wolf")
    return ledoitWolfCovariance(returns, L, K, opts.shrinkageIntensity).cov;
  if (opts.covarianceEstimator === "exponential")
    return exponentialCovariance(returns, L, K, opts.decayFactor);
  return sampleCovariance(returns, L, K);
}

/**
 * The diagonal of estimateCovariance without the off-diagonal work (inverse volatility needs only this).
 * Ledoit-Wolf leaves the diagonal at the 1/T sample variance (target and sample share it).
 */
export function estimateVariances(
  returns: Float64Array,
  L: number,
  K: number,
  opts: EstimatorOptions,
): Float64Array {
  const w = new Float64Array(L).fill(1 / L);
  if (opts.covarianceEstimator === "exponential") {
    let total = 0;
    for (let t = 0; t < L; t++) {
      w[t] = Math.pow(opts.decayFactor, L - 1 - t);
      total += w[t];
    }
    for (let t = 0; t < L; t++) w[t] /= total;
  }
  // Each column's sums in locals over rows in order (the same additions as row by row, so the same
  // doubles). Four columns at a time: one sum waits for its previous addition, four independent ones
  // keep the adder busy (252 rows x 50 columns, once per rebalance).
  const v = new Float64Array(K);
  let i = 0;
  for (; i + 4 <= K; i += 4) {
    let m0 = 0, m1 = 0, m2 = 0, m3 = 0; // prettier-ignore
    for (let t = 0, at = i; t < L; t++, at += K) {
      const wt = w[t];
      m0 += wt * returns[at];
      m1 += wt * returns[at + 1];
      m2 += wt * returns[at + 2];
      m3 += wt * returns[at + 3];
    }
    let s0 = 0, s1 = 0, s2 = 0, s3 = 0; // prettier-ignore
    for (let t = 0, at = i; t < L; t++, at += K) {
      const wt = w[t];
      s0 += wt * (returns[at] - m0) ** 2;
      s1 += wt * (returns[at + 1] - m1) ** 2;
      s2 += wt * (returns[at + 2] - m2) ** 2;
      s3 += wt * (returns[at + 3] - m3) ** 2;
    }
    v[i] = s0;
    v[i + 1] = s1;
    v[i + 2] = s2;
    v[i + 3] = s3;
  }
  for (; i < K; i++) {
    let mean = 0;
    for (let t = 0; t < L; t++) mean += w[t] * returns[t * K + i];
    let sum = 0;
    for (let t = 0; t < L; t++) sum += w[t] * (returns[t * K + i] - mean) ** 2;
    v[i] = sum;
  }
  if (opts.covarianceEstimator === "sample") for (let i = 0; i < K; i++) v[i] *= L / Math.max(L - 1, 1);
  return v;
}

/** Average ranks (ties share the mean rank) of each column, for Spearman correlation. */
function rankColumns(returns: Float64Array, L: number, K: number): Float64Array {
  const ranks = new Float64Array(L * K);
  const order = new Array<number>(L);
  for (let i = 0; i < K; i++) {
    for (let t = 0; t < L; t++) order[t] = t;
    order.sort((a, b) => returns[a * K + i] - returns[b * K + i] || a - b);
    for (let p = 0; p < L;) {
      let q = p;
      while (q + 1 < L && returns[order[q + 1] * K + i] === returns[order[p] * K + i]) q++;
      const r = (p + q) / 2 + 1;
      for (let m = p; m <= q; m++) ranks[order[m] * K + i] = r;
      p = q + 1;
    }
  }
  return ranks;
}

export function covarianceToCorrelation(cov: Float64Array, K: number): Float64Array {
  const corr = new Float64Array(K * K);
  for (let i = 0; i < K; i++) {
    for (let j = 0; j < K; j++) {
      const d = Math.sqrt(cov[i * K + i] * cov[j * K + j]);
      corr[i * K + j] = i === j ? 1 : d > 0 ? cov[i * K + j] / d : 0;
    }
  }
  return corr;
}

/** Correlation: Pearson from the chosen covariance estimator, or Spearman on ranks of the window. */
export function estimateCorrelation(
  returns: Float64Array,
  L: number,
  K: number,
  cov: Float64Array,
  estimator: CorrelationEstimatorId,
): Float64Array {
  if (estimator === "spearman")
    return covarianceToCorrelation(sampleCovariance(rankColumns(returns, L, K), L, K), K);
  return covarianceToCorrelation(cov, K);
}
