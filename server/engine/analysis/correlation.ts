// Pearson correlations of return columns (L x K row-major, value at [t * K + i]): the full matrix, and
// each pair's correlation over a rolling window of `window` rows (the window ending at each row from
// window - 1 on). A column without variance correlates 0 with the others (unit diagonal kept).
import { covarianceToCorrelation, sampleCovariance } from "@/server/engine/allocation/covariance";

export function correlationMatrix(returns: Float64Array, L: number, K: number): Float64Array {
  return covarianceToCorrelation(sampleCovariance(returns, L, K), K);
}

/** Pairs (i < j) in row order: (0,1), (0,2), ..., (1,2), ... */
export function pairsOf(K: number): [number, number][] {
  const pairs: [number, number][] = [];
  for (let i = 0; i < K; i++) for (let j = i + 1; j < K; j++) pairs.push([i, j]);
  return pairs;
}

/**
 * Rolling correlation of every pair: out[p][e] is pair p's correlation over rows e..e + window - 1,
 * for e = 0..L - window. Running sums make it O(L x pairs).
 */
export function rollingCorrelations(
  returns: Float64Array,
  L: number,
  K: number,
  window: number,
): Float64Array[] {
  const ends = Math.max(0, L - window + 1);
  return pairsOf(K).map(([i, j]) => {
    const out = new Float64Array(ends);
    let sx = 0;
    let sy = 0;
    let sxx = 0;
    let syy = 0;
    let sxy = 0;
    for (let t = 0; t < L; t++) {
      const x = returns[t * K + i];
      const y = returns[t * K + j];
      sx += x;
      sy += y;
      sxx += x * x;
      syy += y * y;
      sxy += x * y;
      if (t >= window) {
        const xo = returns[(t - window) * K + i];
        const yo = returns[(t - window) * K + j];
        sx -= xo;
        sy -= yo;
        sxx -= xo * xo;
        syy -= yo * yo;
        sxy -= xo * yo;
      }
      if (t >= window - 1) {
        const cov = sxy - (sx * sy) / window;
        const vx = sxx - (sx * sx) / window;
        const vy = syy - (sy * sy) / window;
        out[t - window + 1] = vx > 0 && vy > 0 ? Math.max(-1, Math.min(1, cov / Math.sqrt(vx * vy))) : 0;
      }
    }
    return out;
  });
}
