// The long-only efficient frontier of K instruments from their returns (L x K row-major, periodsPerYear
// rows a year), with the covariance estimators and the quadratic-programming solver of the allocation
// methods: its first point is minimum_variance's weights and its maximum-Sharpe portfolio is
// maximum_sharpe's, on the same rows, estimator, bounds and cash rate. Between the minimum-variance
// return and the highest return the bounds allow, each point minimises variance at an evenly spaced
// target return (sum w = 1, w'mu = target, minWeight <= w_i <= maxWeight). Given weights (a person's
// current mix) are placed on the same estimates: sqrt(w'Σw) and w'mu.
import {
  columnMeans,
  estimateCovariance,
  type EstimatorOptions,
} from "@/server/engine/allocation/covariance";
import { maximumRatioWeights, minimumVarianceWeights } from "@/server/engine/allocation/optimizers";
import { budgetConstraints, normalise, solveQuadratic } from "@/server/engine/allocation/qp";
import type { Fallback } from "@/server/engine/allocation/types";

export interface FrontierInput {
  returns: Float64Array;
  L: number;
  K: number;
  estimator: EstimatorOptions;
  /** Annual cash rate, fraction: the Sharpe ratios' and the maximum-Sharpe portfolio's risk-free rate. */
  cashRate: number;
  periodsPerYear: number;
  /** Bounds on every weight; the caller checks minWeight x K <= 1 <= maxWeight x K. */
  minWeight: number;
  maxWeight: number;
  points: number;
  /** A mix to place beside the frontier (K weights summing to 1), or undefined. */
  weights?: Float64Array;
}

export interface FrontierPoint {
  volatility: number;
  return: number;
  sharpe: number;
  weights: Float64Array;
}

export interface Frontier {
  points: FrontierPoint[];
  minimumVariance: FrontierPoint & { fallback: Fallback | null };
  maximumSharpe: FrontierPoint & { fallback: Fallback | null };
  /** Each instrument alone: annualised volatility, return and Sharpe. */
  instruments: { volatility: number; return: number; sharpe: number }[];
  /** The given weights' point; only when weights were given. */
  portfolio?: FrontierPoint;
}

function pointOf(
  w: Float64Array,
  mu: Float64Array,
  cov: Float64Array,
  K: number,
  cashRate: number,
): FrontierPoint {
  let ret = 0;
  let variance = 0;
  for (let i = 0; i < K; i++) {
    ret += w[i] * mu[i];
    for (let j = 0; j < K; j++) variance += w[i] * cov[i * K + j] * w[j];
  }
  const volatility = Math.sqrt(Math.max(variance, 0));
  return { volatility, return: ret, sharpe: volatility > 0 ? (ret - cashRate) / volatility : 0, weights: w };
}

/** The highest-return weights within the bounds: the floor everywhere, the rest to the best returns first. */
function maximumReturnWeights(mu: Float64Array, K: number, floor: number, cap: number): Float64Array {
  const w = new Float64Array(K).fill(floor);
  let left = 1 - floor * K;
  const order = Array.from({ length: K }, (_, i) => i).sort((a, b) => mu[b] - mu[a] || a - b);
  for (const i of order) {
    const add = Math.min(cap - floor, left);
    w[i] += add;
    left -= add;
  }
  return w;
}

function minimumVarianceAt(
  target: number,
  mu: Float64Array,
  cov: Float64Array,
  K: number,
  floor: number,
  cap: number,
): Float64Array | null {
  const budget = budgetConstraints(K, cap, floor);
  const rows = [budget.rows[0], Float64Array.from(mu), ...budget.rows.slice(1)];
  const rhs = [1, target, ...budget.rhs.slice(1)];
  const x = solveQuadratic({ n: K, D: cov, d: new Float64Array(K), rows, rhs, equalities: 2 });
  return x && normalise(x);
}

export function efficientFrontier(input: FrontierInput): Frontier {
  const { returns, L, K, estimator, cashRate, periodsPerYear, minWeight, maxWeight } = input;
  const mu = columnMeans(returns, L, K);
  const cov = estimateCovariance(returns, L, K, estimator);
  for (let i = 0; i < K; i++) mu[i] *= periodsPerYear;
  for (let k = 0; k < K * K; k++) cov[k] *= periodsPerYear;
  const excess = mu.map((m) => m - cashRate);
  const point = (w: Float64Array) => pointOf(w, mu, cov, K, cashRate);

  const mv = minimumVarianceWeights(cov, K, maxWeight, minWeight);
  const ms = maximumRatioWeights(excess, cov, K, maxWeight, minWeight);
  const low = point(mv.weights);
  const high = point(maximumReturnWeights(mu, K, minWeight, maxWeight));
  const points: FrontierPoint[] = [low];
  const n = Math.max(2, input.points);
  for (let k = 1; k < n - 1; k++) {
    const target = low.return + ((high.return - low.return) * k) / (n - 1);
    const w = minimumVarianceAt(target, mu, cov, K, minWeight, maxWeight);
    if (w) points.push(point(w));
  }
  if (high.return > low.return) points.push(high);
  const instruments = Array.from({ length: K }, (_, i) => {
    const volatility = Math.sqrt(cov[i * K + i]);
    return { volatility, return: mu[i], sharpe: volatility > 0 ? (mu[i] - cashRate) / volatility : 0 };
  });
  return {
    points,
    minimumVariance: { ...low, fallback: mv.fallback },
    maximumSharpe: { ...point(ms.weights), fallback: ms.fallback },
    instruments,
    ...(input.weights && { portfolio: point(input.weights) }),
  };
}
