// risk_parity: equal risk contribution w_i (Sigma w)_i = w' Sigma w / K, long only, fully invested.
// Solved by cyclical coordinate descent on  1/2 y'Sigma y - sum_i (1/K) ln y_i  (Griveau-Billion,
// Richard & Roncalli 2013), whose minimiser normalised to sum 1 is the ERC portfolio.
import { estimateCovariance } from "@/server/engine/allocation/covariance";
import { equalWeights, type Allocator } from "@/server/engine/allocation/types";

export function equalRiskContribution(cov: Float64Array, K: number): Float64Array | null {
  const y = new Float64Array(K);
  for (let i = 0; i < K; i++) {
    if (!(cov[i * K + i] > 0)) return null;
    y[i] = 1 / Math.sqrt(cov[i * K + i]);
  }
  const b = 1 / K;
  for (let sweep = 0; sweep < 10_000; sweep++) {
    let change = 0;
    for (let i = 0; i < K; i++) {
      let c = 0;
      for (let j = 0; j < K; j++) if (j !== i) c += cov[i * K + j] * y[j];
      const s = cov[i * K + i];
      const next = (-c + Math.sqrt(c * c + 4 * s * b)) / (2 * s);
      change = Math.max(change, Math.abs(next - y[i]) / next);
      y[i] = next;
    }
    if (change < 1e-13) break;
  }
  let total = 0;
  for (let i = 0; i < K; i++) total += y[i];
  for (let i = 0; i < K; i++) y[i] /= total;
  return y;
}

export const riskParity: Allocator = ({ returns, L, K, estimator }) => {
  const w = equalRiskContribution(estimateCovariance(returns, L, K, estimator), K);
  return w ? { weights: w, fallback: null } : { weights: equalWeights(K), fallback: "zero_variance" };
};
