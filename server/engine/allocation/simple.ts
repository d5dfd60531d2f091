// Methods that need no optimiser: equal_weight, fixed_weights, inverse_volatility.
import { estimateVariances } from "@/server/engine/allocation/covariance";
import { equalWeights, type Allocator } from "@/server/engine/allocation/types";

export const equalWeight: Allocator = ({ K }) => ({ weights: equalWeights(K), fallback: null });

/**
 * fixed_weights: the given weight per ticker among the candidates present. When some listed tickers are
 * not held (no data yet, or exited), the remaining weights are scaled up to sum to 1.
 */
export const fixedWeights: Allocator = ({ K, tickers, settings }) => {
  const map = settings.weight ?? {};
  const w = new Float64Array(K);
  let total = 0;
  for (let i = 0; i < K; i++) {
    w[i] = map[tickers[i]] ?? 0;
    total += w[i];
  }
  if (total <= 0) return { weights: equalWeights(K), fallback: "no_candidates" };
  for (let i = 0; i < K; i++) w[i] /= total;
  return { weights: w, fallback: null };
};

/** inverse_volatility: w_i proportional to 1 / sigma_i, sigma from the leg's covariance estimator. */
export const inverseVolatility: Allocator = ({ returns, L, K, estimator }) => {
  const variances = estimateVariances(returns, L, K, estimator);
  const w = new Float64Array(K);
  let total = 0;
  for (let i = 0; i < K; i++) {
    const v = variances[i];
    if (!(v > 0)) return { weights: equalWeights(K), fallback: "zero_variance" };
    w[i] = 1 / Math.sqrt(v);
    total += w[i];
  }
  for (let i = 0; i < K; i++) w[i] /= total;
  return { weights: w, fallback: null };
};
