// One chunk of a sweep: its variants checked and run one after the other in this process (runVariant),
// each kept as its headline metrics, the shape of its daily excess returns (for the deflated Sharpe
// ratio) and its monthly returns (for the probability of backtest overfitting; dropped once the sweep's
// result is assembled). A variant that fails is a failed cell with its reason; the chunk goes on.
import type { MarketData } from "@/server/engine/data/panel";
import type { PlanId } from "@/server/plans";
import { mean, sampleStd } from "@/server/engine/statistics";
import { shapeOf } from "@/server/engine/research/deflatedSharpe";
import type { PortfolioDefinition } from "@/server/domain/portfolios/schema";
import type { SimulationSettings } from "@/server/domain/simulations/settings";
import { variantOf, type Axis, type SweepBase } from "@/server/domain/research/axes";
import { monthlyReturnsOf, runVariant, type SweepMetrics } from "@/server/domain/research/runVariant";
import type { RankBy } from "@/server/domain/research/sweepSchema";
import type { PreparedSweep } from "@/server/domain/research/base";
import { sweepCalls } from "@/server/domain/research/calls";
import { ENGINE_VERSION } from "@/server/domain/simulations/recipe";

/** What a sweep row's request holds: everything a worker on any machine needs to run its chunks. */
export interface SweepRequest {
  portfolioName: string;
  axes: Axis[];
  rankBy: RankBy;
  settings: SimulationSettings;
  base: SweepBase;
  benchmark: PortfolioDefinition;
  /** The caller's plan when it started: the variants are checked for it. */
  plan: PlanId;
  dataVersion: string;
  engineVersion: string;
  variantCount: number;
  calls: number;
  chunkSize: number;
}

/** What a sweep or walk-forward stores of its request: the prepared sweep with the versions it ran on. */
export const sweepRequestOf = (
  p: PreparedSweep,
  plan: PlanId,
  market: MarketData,
  rankBy: RankBy,
  chunkSize: number,
): SweepRequest => ({
  portfolioName: p.portfolioName,
  axes: p.axes,
  rankBy,
  settings: p.settings,
  base: p.base,
  benchmark: p.benchmark,
  plan,
  dataVersion: market.dataVersion,
  engineVersion: ENGINE_VERSION,
  variantCount: p.variantCount,
  calls: sweepCalls(p.variantCount),
  chunkSize,
});

/** A cell as a chunk stores it; `shape`: per-observation Sharpe ratio, skewness, kurtosis, observations. */
export interface ChunkCell {
  index: number;
  state: "done" | "failed";
  reason?: string;
  metrics?: SweepMetrics;
  shape?: [number, number, number, number];
  /** How many monthly returns of the chunk's `monthly` bytes are this variant's. */
  months?: number;
}

export const couldNotRun = (reference: string) =>
  `This variant could not be computed; it has been logged with reference ${reference}.`;

export function computeChunk(
  request: SweepRequest,
  market: MarketData,
  chunk: number,
  reference: string,
): { cells: ChunkCell[]; monthly: Float64Array } {
  const from = chunk * request.chunkSize;
  const to = Math.min(request.variantCount, from + request.chunkSize);
  const cells: ChunkCell[] = [];
  const months: Float64Array[] = [];
  for (let index = from; index < to; index++) {
    const cell = variantOf(request.base, request.axes, index, request.plan);
    if (!cell.ok) {
      cells.push({ index, state: "failed", reason: cell.reason });
      continue;
    }
    try {
      const run = runVariant({
        market,
        definition: cell.definition,
        benchmark: request.benchmark,
        screeners: cell.screeners,
        settings: request.settings,
      });
      const { excess } = run;
      const sd = sampleStd(excess);
      const { skewness, kurtosis } = shapeOf(excess);
      const monthly = monthlyReturnsOf(run.dates, run.values);
      months.push(monthly);
      const shape: ChunkCell["shape"] = [sd > 0 ? mean(excess) / sd : 0, skewness, kurtosis, excess.length];
      cells.push({ index, state: "done", metrics: run.metrics, shape, months: monthly.length });
    } catch (e) {
      console.error(`[${reference}] sweep variant ${index} failed`, e);
      cells.push({ index, state: "failed", reason: couldNotRun(reference) });
    }
  }
  const monthly = new Float64Array(months.reduce((n, m) => n + m.length, 0));
  let at = 0;
  for (const m of months) {
    monthly.set(m, at);
    at += m.length;
  }
  return { cells, monthly };
}
