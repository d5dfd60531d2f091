// Quadratic-programming methods: minimum_variance, mean_variance, maximum_sharpe,
// maximum_diversification, black_litterman. Inputs annualised: mean and covariance x periodsPerYear; expected
// returns are in excess of the cash rate. Long only, fully invested, each weight <= maxWeight (a cap
// below 1/K cannot be met and is raised to 1/K: fallback max_weight_infeasible).
import { Matrix, solve } from "ml-matrix";
import { columnMeans, estimateCorrelation, estimateCovariance } from "@/server/engine/allocation/covariance";
import { budgetConstraints, normalise, solveQuadratic } from "@/server/engine/allocation/qp";
import {
  equalWeights,
  type Allocator,
  type AllocatorInput,
  type AllocatorResult,
  type Fallback,
} from "@/server/engine/allocation/types";

interface Moments {
  mu: Float64Array;
  cov: Float64Array;
}

function annualMoments({ returns, L, K, estimator, cashRate, periodsPerYear }: AllocatorInput): Moments {
  const mu = columnMeans(returns, L, K);
  const cov = estimateCovariance(returns, L, K, estimator);
  for (let i = 0; i < K; i++) mu[i] = mu[i] * periodsPerYear - cashRate;
  for (let k = 0; k < K * K; k++) cov[k] *= periodsPerYear;
  return { mu, cov };
}

function hasZeroVariance(cov: Float64Array, K: number): boolean {
  for (let i = 0; i < K; i++) if (!(cov[i * K + i] > 0)) return true;
  return false;
}

function effectiveCap(maxWeight: number | undefined, K: number): { cap: number; fallback: Fallback | null } {
  const cap = maxWeight ?? 1;
  return cap * K < 1 - 1e-12 ? { cap: 1 / K, fallback: "max_weight_infeasible" } : { cap, fallback: null };
}

/** min 1/2 w'Sigma w - w'd on the simplex, each weight within [floor, cap]. */
function solveOnSimplex(
  D: Float64Array,
  d: Float64Array,
  K: number,
  cap: number,
  floor = 0,
): Float64Array | null {
  const x = solveQuadratic({ n: K, D, d, ...budgetConstraints(K, cap, floor) });
  return x && normalise(x);
}

/** minWeight (the efficient frontier's lower bound; 0 for the allocation methods) needs minWeight x K <= 1. */
export function minimumVarianceWeights(
  cov: Float64Array,
  K: number,
  maxWeight: number | undefined,
  minWeight = 0,
): AllocatorResult {
  if (hasZeroVariance(cov, K)) return { weights: equalWeights(K), fallback: "zero_variance" };
  const { cap, fallback } = effectiveCap(maxWeight, K);
  const w = solveOnSimplex(cov, new Float64Array(K), K, cap, minWeight);
  return w ? { weights: w, fallback } : { weights: equalWeights(K), fallback: "solver_failed" };
}

/** max w'mu - lambda/2 w'Sigma w. */
export function meanVarianceWeights(
  mu: Float64Array,
  cov: Float64Array,
  K: number,
  riskAversion: number,
  maxWeight: number | undefined,
): AllocatorResult {
  if (hasZeroVariance(cov, K)) return { weights: equalWeights(K), fallback: "zero_variance" };
  const { cap, fallback } = effectiveCap(maxWeight, K);
  const D = cov.map((v) => v * riskAversion);
  const w = solveOnSimplex(D, mu, K, cap);
  return w ? { weights: w, fallback } : { weights: equalWeights(K), fallback: "solver_failed" };
}

/**
 * Tangency portfolio max (w'mu) / sqrt(w'Sigma w) via the homogeneous form: min y'Sigma y subject to
 * mu'y = 1, y_i >= floor * sum(y), y_i <= cap * sum(y); then w = y / sum(y). Needs a mix within the
 * bounds with a positive expected excess return; otherwise minimum variance (all_expected_returns_negative).
 */
export function maximumRatioWeights(
  mu: Float64Array,
  cov: Float64Array,
  K: number,
  maxWeight: number | undefined,
  minWeight = 0,
): AllocatorResult {
  if (hasZeroVariance(cov, K)) return { weights: equalWeights(K), fallback: "zero_variance" };
  if (!mu.some((m) => m > 0)) {
    const mv = minimumVarianceWeights(cov, K, maxWeight, minWeight);
    return { weights: mv.weights, fallback: "all_expected_returns_negative" };
  }
  const { cap, fallback } = effectiveCap(maxWeight, K);
  const rows: Float64Array[] = [Float64Array.from(mu)];
  const rhs = [1];
  for (let i = 0; i < K; i++) {
    const r = new Float64Array(K).fill(-minWeight);
    r[i] += 1;
    rows.push(r);
    rhs.push(0);
  }
  if (cap < 1)
    for (let i = 0; i < K; i++) {
      const r = new Float64Array(K).fill(cap);
      r[i] -= 1;
      rows.push(r);
      rhs.push(0);
    }
  const y = solveQuadratic({ n: K, D: cov, d: new Float64Array(K), rows, rhs, equalities: 1 });
  if (y) return { weights: normalise(y), fallback };
  // Infeasible: no mix within the bounds has a positive expected excess return.
  return {
    weights: minimumVarianceWeights(cov, K, maxWeight, minWeight).weights,
    fallback: "all_expected_returns_negative",
  };
}

export const minimumVariance: Allocator = (input) =>
  minimumVarianceWeights(annualMoments(input).cov, input.K, input.settings.maxWeight);

export const meanVariance: Allocator = (input) => {
  const { mu, cov } = annualMoments(input);
  return meanVarianceWeights(mu, cov, input.K, input.settings.riskAversion ?? 2, input.settings.maxWeight);
};

export const maximumSharpe: Allocator = (input) => {
  const { mu, cov } = annualMoments(input);
  return maximumRatioWeights(mu, cov, input.K, input.settings.maxWeight);
};

/** Diversification ratio w'sigma / sqrt(w'Sigma w), Sigma = D C D with C from the correlation estimator. */
export const maximumDiversification: Allocator = (input) => {
  const { returns, L, K } = input;
  const { cov } = annualMoments(input);
  if (hasZeroVariance(cov, K)) return { weights: equalWeights(K), fallback: "zero_variance" };
  const corr = estimateCorrelation(returns, L, K, cov, input.estimator.correlationEstimator);
  const sigma = new Float64Array(K);
  for (let i = 0; i < K; i++) sigma[i] = Math.sqrt(cov[i * K + i]);
  const S = new Float64Array(K * K);
  for (let i = 0; i < K; i++)
    for (let j = 0; j < K; j++) S[i * K + j] = sigma[i] * corr[i * K + j] * sigma[j];
  return maximumRatioWeights(sigma, S, K, input.settings.maxWeight);
};

/**
 * Black-Litterman posterior mean with absolute views, then mean_variance on it.
 * Prior pi = lambda Sigma w_eq (equal weights). Views: P picks each viewed ticker, Q its annual excess
 * return, Omega_kk = tau Sigma_kk (1 - c) / c for confidence c. Posterior mean
 * mu = pi + tau Sigma P' (P tau Sigma P' + Omega)^-1 (Q - P pi), which stays defined at c = 1.
 */
export function blackLittermanMean(
  cov: Float64Array,
  K: number,
  tickers: string[],
  lambda: number,
  tau: number,
  confidence: number,
  views: Record<string, number>,
): Float64Array {
  const pi = new Float64Array(K);
  for (let i = 0; i < K; i++) for (let j = 0; j < K; j++) pi[i] += (lambda * cov[i * K + j]) / K;
  const viewed = tickers.map((t, i) => (views[t] === undefined ? -1 : i)).filter((i) => i >= 0);
  const V = viewed.length;
  if (V === 0) return pi;
  // M = P tau Sigma P' + Omega (V x V).
  const M = new Float64Array(V * V);
  const r = new Float64Array(V);
  for (let a = 0; a < V; a++) {
    const ia = viewed[a];
    for (let b = 0; b < V; b++) M[a * V + b] = tau * cov[ia * K + viewed[b]];
    M[a * V + a] += (tau * cov[ia * K + ia] * (1 - confidence)) / confidence;
    r[a] = views[tickers[ia]] - pi[ia];
  }
  const z = solveLinear(M, r, V);
  const mu = Float64Array.from(pi);
  for (let i = 0; i < K; i++) for (let a = 0; a < V; a++) mu[i] += tau * cov[i * K + viewed[a]] * z[a];
  return mu;
}

function solveLinear(M: Float64Array, r: Float64Array, n: number): Float64Array {
  const A = new Matrix(n, n);
  for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) A.set(a, b, M[a * n + b]);
  return Float64Array.from(solve(A, Matrix.columnVector(Array.from(r))).getColumn(0));
}

export const blackLitterman: Allocator = (input) => {
  const { K, tickers, settings } = input;
  const { cov } = annualMoments(input);
  if (hasZeroVariance(cov, K)) return { weights: equalWeights(K), fallback: "zero_variance" };
  const lambda = settings.riskAversion ?? 2;
  const mu = blackLittermanMean(
    cov,
    K,
    tickers,
    lambda,
    settings.tau ?? 0.05,
    settings.viewConfidence ?? 0.5,
    settings.views ?? {},
  );
  return meanVarianceWeights(mu, cov, K, lambda, settings.maxWeight);
};
