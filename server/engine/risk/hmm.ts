// Two-state Gaussian hidden Markov model fitted by Baum-Welch (scaled forward-backward). Deterministic
// start: state 0 "calm" with half the sample variance, state 1 "stressed" with twice it, both at the
// sample mean, staying probability 0.95. Stops when the log-likelihood changes by less than 1e-7
// relative (or after 200 iterations).
const MAX_ITERATIONS = 200;

export interface HmmParameters {
  mean: [number, number];
  variance: [number, number];
  stay: [number, number];
}

export interface HmmFit {
  parameters: HmmParameters;
  stressedProbability: number;
}

function startingPoint(x: Float64Array): HmmParameters {
  let m = 0;
  for (const v of x) m += v;
  m /= x.length;
  let s = 0;
  for (const v of x) s += (v - m) ** 2;
  s /= x.length;
  return { mean: [m, m], variance: [s / 2, s * 2], stay: [0.95, 0.95] };
}

/** Fits the model and returns the filtered probability of the higher-variance state at the last point. */
export function fitHmm(x: Float64Array): HmmFit {
  const n = x.length;
  const initial = startingPoint(x);
  const floor = Math.max(initial.variance[0] * 2 * 1e-6, 1e-300);
  if (!(initial.variance[0] > 0)) return { parameters: initial, stressedProbability: 0 };
  const mean = [...initial.mean];
  const variance = [...initial.variance];
  const A = [
    [initial.stay[0], 1 - initial.stay[0]],
    [1 - initial.stay[1], initial.stay[1]],
  ];
  let pi = [0.5, 0.5];
  const dens = new Float64Array(n * 2);
  const alpha = new Float64Array(n * 2);
  const beta = new Float64Array(n * 2);
  const scale = new Float64Array(n);
  const densities = () => {
    for (let s = 0; s < 2; s++) {
      const c = 1 / Math.sqrt(2 * Math.PI * variance[s]);
      const h = -1 / (2 * variance[s]);
      for (let k = 0; k < n; k++) dens[k * 2 + s] = Math.max(c * Math.exp(h * (x[k] - mean[s]) ** 2), 1e-300);
    }
  };
  const forward = () => {
    for (let k = 0; k < n; k++) {
      for (let s = 0; s < 2; s++) {
        const prior = k === 0 ? pi[s] : alpha[(k - 1) * 2] * A[0][s] + alpha[(k - 1) * 2 + 1] * A[1][s];
        alpha[k * 2 + s] = prior * dens[k * 2 + s];
      }
      scale[k] = alpha[k * 2] + alpha[k * 2 + 1];
      alpha[k * 2] /= scale[k];
      alpha[k * 2 + 1] /= scale[k];
    }
  };
  let previous = -Infinity;
  for (let it = 0; it < MAX_ITERATIONS; it++) {
    densities();
    forward();
    let logLik = 0;
    for (let k = 0; k < n; k++) logLik += Math.log(scale[k]);
    if (it > 0 && Math.abs(logLik - previous) <= 1e-7 * Math.abs(logLik)) break;
    previous = logLik;
    beta[(n - 1) * 2] = 1;
    beta[(n - 1) * 2 + 1] = 1;
    for (let k = n - 2; k >= 0; k--) {
      for (let s = 0; s < 2; s++) {
        beta[k * 2 + s] =
          (A[s][0] * dens[(k + 1) * 2] * beta[(k + 1) * 2] +
            A[s][1] * dens[(k + 1) * 2 + 1] * beta[(k + 1) * 2 + 1]) /
          scale[k + 1];
      }
    }
    const xi = [
      [0, 0],
      [0, 0],
    ];
    const gammaSum = [0, 0];
    const gammaX = [0, 0];
    for (let k = 0; k < n; k++) {
      for (let s = 0; s < 2; s++) {
        const g = alpha[k * 2 + s] * beta[k * 2 + s];
        gammaSum[s] += g;
        gammaX[s] += g * x[k];
        if (k < n - 1)
          for (let u = 0; u < 2; u++)
            xi[s][u] +=
              (alpha[k * 2 + s] * A[s][u] * dens[(k + 1) * 2 + u] * beta[(k + 1) * 2 + u]) / scale[k + 1];
      }
    }
    const g0 = [alpha[0] * beta[0], alpha[1] * beta[1]];
    for (let s = 0; s < 2; s++) {
      mean[s] = gammaX[s] / gammaSum[s];
      let sv = 0;
      for (let k = 0; k < n; k++) sv += alpha[k * 2 + s] * beta[k * 2 + s] * (x[k] - mean[s]) ** 2;
      variance[s] = Math.max(sv / gammaSum[s], floor);
      const rowTotal = xi[s][0] + xi[s][1];
      A[s] = [xi[s][0] / rowTotal, xi[s][1] / rowTotal];
    }
    pi = [g0[0] / (g0[0] + g0[1]), g0[1] / (g0[0] + g0[1])];
  }
  const stressed = variance[1] >= variance[0] ? 1 : 0;
  return {
    parameters: { mean: [mean[0], mean[1]], variance: [variance[0], variance[1]], stay: [A[0][0], A[1][1]] },
    stressedProbability: alpha[(n - 1) * 2 + stressed],
  };
}
