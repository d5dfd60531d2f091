// A sweep's result from its chunks' cells: the best variant by the chosen metric, and the overfitting
// checks (server/engine/research/): the deflated Sharpe ratio of the variant with the highest Sharpe
// ratio, with the trials' spread of per-observation Sharpe ratios and its daily skewness and kurtosis;
// the probability of backtest overfitting on every computed variant's monthly returns (cut to the
// months all of them have), and the sentence. Stored variants hold no axis values (get_sweep adds them).
import { deflatedSharpe } from "@/server/engine/research/deflatedSharpe";
import { probabilityOfOverfitting } from "@/server/engine/research/overfitting";
import { overfittingSentence } from "@/server/engine/research/sentence";
import { sampleStd } from "@/server/engine/statistics";
import type { ChunkCell } from "@/server/domain/research/sweepChunk";
import type { RankBy, SweepResult } from "@/server/domain/research/sweepSchema";
import type { SweepMetrics } from "@/server/domain/research/runVariant";

export type StoredVariant = Omit<SweepResult["variants"][number], "values">;
export type StoredSweepResult = Omit<SweepResult, "variants"> & { variants: StoredVariant[] };

/** Higher is better, except volatility (lower) and maxDrawdown (closer to 0, so higher too). */
const score = (m: SweepMetrics, rankBy: RankBy): number | null => {
  const x = m[rankBy];
  return x === null ? null : rankBy === "volatility" ? -x : x;
};

/** The best cell by `rankBy` (the lowest index among equals); null when none has the metric. */
export function bestOf(cells: { index: number; metrics?: SweepMetrics }[], rankBy: RankBy): number | null {
  let best: number | null = null;
  let top = -Infinity;
  for (const c of cells) {
    const s = c.metrics ? score(c.metrics, rankBy) : null;
    if (s !== null && (best === null || s > top)) [best, top] = [c.index, s];
  }
  return best;
}

/** `chunks`: each chunk's cells with its monthly returns, in chunk order. */
export function sweepResultOf(
  chunks: { cells: ChunkCell[]; monthly: Float64Array }[],
  rankBy: RankBy,
): StoredSweepResult {
  const cells = chunks.flatMap((c) => c.cells).sort((a, b) => a.index - b.index);
  const returns: Float64Array[] = [];
  for (const c of chunks) {
    let at = 0;
    for (const cell of c.cells)
      if (cell.months !== undefined) {
        returns.push(c.monthly.subarray(at, at + cell.months));
        at += cell.months;
      }
  }
  const done = cells.filter((c) => c.state === "done");
  const bySharpe = bestOf(done, "sharpe");
  const trials = done.length;
  const common = Math.min(...returns.map((r) => r.length));
  const pbo = returns.length > 1 ? probabilityOfOverfitting(returns.map((r) => r.subarray(0, common))) : null;
  let overfitting: SweepResult["overfitting"] = {
    trials,
    deflatedSharpe: null,
    probabilityOfOverfitting: pbo,
    sentence: "No variant has a Sharpe ratio, so there is nothing to tell from luck.",
  };
  const top = done.find((c) => c.index === bySharpe);
  if (top?.shape && top.metrics?.sharpe !== null && top.metrics?.sharpe !== undefined) {
    const [sharpe, skewness, kurtosis, observations] = top.shape;
    const perObservation = done.map((c) => c.shape![0]);
    const sharpeVariance = perObservation.length > 1 ? sampleStd(perObservation) ** 2 : 0;
    const dsr = deflatedSharpe({
      sharpe,
      observations,
      skewness,
      kurtosis,
      trials,
      sharpeVariance,
    }).deflatedSharpe;
    const bestSharpe = top.metrics.sharpe;
    overfitting = {
      ...overfitting,
      deflatedSharpe: dsr,
      sentence: overfittingSentence({
        trials,
        bestSharpe,
        deflatedSharpe: dsr,
        probabilityOfOverfitting: pbo,
      }),
    };
  }
  const variants = cells.map(({ index, state, reason, metrics }) => ({
    index,
    state,
    ...(reason !== undefined ? { reason } : {}),
    ...(metrics ? { metrics } : {}),
  }));
  return { variants, best: bestOf(done, rankBy), overfitting };
}
