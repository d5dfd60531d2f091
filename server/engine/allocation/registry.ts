// ALLOCATORS: every allocation method id of the catalogue (alloc.md) -> its compute function.
// allocate() handles the shared degenerate cases first (bt's habit: 0 and 1 asset, too little history)
// so each method sees K >= 2 assets with at least MIN_HISTORY_ROWS rows of returns.
import { hierarchicalRiskParity } from "@/server/engine/allocation/hrp";
import {
  blackLitterman,
  maximumDiversification,
  maximumSharpe,
  meanVariance,
  minimumVariance,
} from "@/server/engine/allocation/optimizers";
import { rankRotation } from "@/server/engine/allocation/rankRotation";
import { riskParity } from "@/server/engine/allocation/riskParity";
import { equalWeight, fixedWeights, inverseVolatility } from "@/server/engine/allocation/simple";
import {
  equalWeights,
  MIN_HISTORY_ROWS,
  type Allocator,
  type AllocatorInput,
  type AllocatorResult,
} from "@/server/engine/allocation/types";

export const ALLOCATORS: Record<string, Allocator> = {
  equal_weight: equalWeight,
  fixed_weights: fixedWeights,
  inverse_volatility: inverseVolatility,
  risk_parity: riskParity,
  minimum_variance: minimumVariance,
  maximum_diversification: maximumDiversification,
  mean_variance: meanVariance,
  maximum_sharpe: maximumSharpe,
  black_litterman: blackLitterman,
  hierarchical_risk_parity: hierarchicalRiskParity,
  rank_rotation: rankRotation,
};

/** Methods that use the return window; the others run with any history. */
const NEEDS_HISTORY = new Set(
  Object.keys(ALLOCATORS).filter((m) => m !== "equal_weight" && m !== "fixed_weights"),
);

/** Whether the method reads the return window (the loop skips building one for the others). */
export const needsHistory = (method: string) => NEEDS_HISTORY.has(method);

export function allocate(method: string, input: AllocatorInput): AllocatorResult {
  const run = ALLOCATORS[method];
  if (!run) throw new Error(`unknown allocation method ${method}`);
  const { K, L } = input;
  if (K === 0) return { weights: new Float64Array(0), fallback: "no_candidates" };
  if (K === 1 && method !== "fixed_weights")
    return { weights: new Float64Array([1]), fallback: "single_asset" };
  if (needsHistory(method) && L < MIN_HISTORY_ROWS)
    return { weights: equalWeights(K), fallback: "insufficient_history" };
  return run(input);
}
