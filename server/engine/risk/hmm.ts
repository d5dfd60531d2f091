// Two-state Gaussian hidden Markov model fitted by Baum-Welch (scaled forward-backward), deterministic
// start: state 0 "calm" with half the sample variance, state 1 "stressed" with twice it, both at the
// sample mean, staying probability 0.95. Returns the filtered probability of the higher-variance state
// at the last observation.
const ITERATIONS = 100;

function density(x: number, mean: number, variance: number): number {
  return Math.exp(-((x - mean) ** 2) / (2 * variance)) / Math.sqrt(2 * Math.PI * variance);
}

export function stressedProbability(x: Float64Array): number {
  const n = x.length;
  let m = 0;
  for (let k = 0; k < n; k++) m += x[k];
  m /= n;
  let v = 0;
  for (let k = 0; k < n; k++) v += (x[k] - m) ** 2;
  v /= n;
  if (!(v > 0)) return 0;
  const mean = [m, m];
  const variance = [v / 2, v * 2];
  const A = [[0.95, 0.05], [0.05, 0.95]];
  let pi = [0.5, 0.5];
  const alpha = new Float64Array(n * 2);
  const beta = new Float64Array(n * 2);
  const scale = new Float64Array(n);
  const forward = () => {
    for (let k = 0; k < n; k++) {
      for (let s = 0; s < 2; s++) {
        const prior = k === 0 ? pi[s] : alpha[(k - 1) * 2] * A[0][s] + alpha[(k - 1) * 2 + 1] * A[1][s];
        alpha[k * 2 + s] = prior * Math.max(density(x[k], mean[s], variance[s]), 1e-300);
      }
      scale[k] = alpha[k * 2] + alpha[k * 2 + 1];
      alpha[k * 2] /= scale[k];
      alpha[k * 2 + 1] /= scale[k];
    }
  };
  let previous = -Infinity;
  for (let it = 0; it < ITERATIONS; it++) {
    forward();
    beta[(n - 1) * 2] = 1;
    beta[(n - 1) * 2 + 1] = 1;
    for (let k = n - 2; k >= 0; k--) {
      for (let s = 0; s < 2; s++) {
        let b = 0;
        for (let u = 0; u < 2; u++) b += A[s][u] * density(x[k + 1], mean[u], variance[u]) * beta[(k + 1) * 2 + u];
        beta[k * 2 + s] = b / scale[k + 1];
      }
    }
    const xi = [[0, 0], [0, 0]];
    const gammaSum = [0, 0];
    const gammaX = [0, 0];
    const gammaStart = [0, 0];
    for (let k = 0; k < n; k++) {
      for (let s = 0; s < 2; s++) {
        const g = alpha[k * 2 + s] * beta[k * 2 + s];
        gammaSum[s] += g;
        gammaX[s] += g * x[k];
        if (k === 0) gammaStart[s] = g;
        if (k < n - 1) for (let u = 0; u < 2; u++) xi[s][u] += (alpha[k * 2 + s] * A[s][u] * density(x[k + 1], mean[u], variance[u]) * beta[(k + 1) * 2 + u]) / scale[k + 1];
      }
    }
    for (let s = 0; s < 2; s++) {
      mean[s] = gammaX[s] / gammaSum[s];
      let sv = 0;
      for (let k = 0; k < n; k++) sv += alpha[k * 2 + s] * beta[k * 2 + s] * (x[k] - mean[s]) ** 2;
      variance[s] = Math.max(sv / gammaSum[s], v * 1e-6);
      const rowTotal = xi[s][0] + xi[s][1];
      A[s] = [xi[s][0] / rowTotal, xi[s][1] / rowTotal];
    }
    pi = [gammaStart[0] / (gammaStart[0] + gammaStart[1]), gammaStart[1] / (gammaStart[0] + gammaStart[1])];
    let logLik = 0;
    for (let k = 0; k < n; k++) logLik += Math.log(scale[k]);
    if (Math.abs(logLik - previous) < 1e-9 * Math.abs(logLik)) break;
    previous = logLik;
  }
  forward();
  const stressed = variance[1] >= variance[0] ? 1 : 0;
  return alpha[(n - 1) * 2 + stressed];
}
