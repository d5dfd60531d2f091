// The allocation step's contract. Every method of the catalogue is one Allocator in registry.ts.
// Requires: returns L x K row-major daily simple returns over the lookback (rows with data for all K
// assets only), tickers (K, same order), the leg's settings and estimator options, and the annual cash
// rate as a fraction. Sets: K long-only weights summing to 1 (before leverage) and the fallback used,
// or null when the method ran as specified.
import type { EstimatorOptions } from "@/server/engine/allocation/covariance";

export type LinkageId = "single" | "complete" | "average" | "ward";

/** Method parameters (alloc.md); each method reads only its own keys. */
export interface MethodSettings {
  /** fixed_weights: ticker (or sub-strategy key "s0", "s1", ...) -> fraction; sums to 1. */
  weight?: Record<string, number>;
  /** minimum_variance, maximum_diversification, mean_variance, maximum_sharpe, black_litterman. */
  maxWeight?: number;
  /** mean_variance, black_litterman: the lambda in w'mu - lambda/2 w'Sigma w (annualised inputs). */
  riskAversion?: number;
  /** black_litterman: expected annual excess return per ticker (absolute views). */
  views?: Record<string, number>;
  viewConfidence?: number;
  tau?: number;
  /** hierarchical_risk_parity. */
  linkage?: LinkageId;
  /** rank_rotation (combined level): per sub-strategy in order; false = left out of the rotation. */
  rotate?: boolean[];
  /** rank_rotation: weight per rank, best first, one per rotating sub-strategy. */
  rankWeights?: number[];
  rankBy?: "momentum" | "sharpe";
}

export interface AllocatorInput {
  returns: Float64Array;
  L: number;
  K: number;
  tickers: string[];
  settings: MethodSettings;
  estimator: EstimatorOptions;
  /** Annual cash rate, fraction (0.04 = 4%). */
  cashRate: number;
  /** Return rows per year: 252 for daily rows, 12 on long-run monthly rows (annualises mean and covariance). */
  periodsPerYear: number;
}

export interface AllocatorResult {
  weights: Float64Array;
  fallback: Fallback | null;
}

export type Allocator = (input: AllocatorInput) => AllocatorResult;

/** Documented fallbacks (docs/methodology.md, "Fallbacks"). */
export type Fallback =
  | "single_asset"
  | "insufficient_history"
  | "zero_variance"
  | "all_expected_returns_negative"
  | "max_weight_infeasible"
  | "solver_failed"
  | "no_candidates";

export const MIN_HISTORY_ROWS = 10;

export function equalWeights(K: number): Float64Array {
  return new Float64Array(K).fill(1 / K);
}
