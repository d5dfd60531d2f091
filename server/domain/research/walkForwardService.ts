// run_walk_forward's flow: the portfolio and axes read as a sweep reads them (prepareSweep), the plan
// check, the grid run and the walk-forward computed in the request, and the test stored as a sweep row
// of kind walkForward (state done), which get_sweep answers (docs/decisions.md "Walk-forward tests").
// Its request is a sweep's request plus the windows, so get_sweep's summary reads it as it reads a sweep.
import type { Db } from "@/server/db";
import type { Clock } from "@/server/clock";
import type { Caller } from "@/server/domain/accounts/caller";
import type { MarketData } from "@/server/engine/data/panel";
import { newSweepId } from "@/server/ids";
import { ENGINE_VERSION } from "@/server/domain/simulations/recipe";
import type { PreparedSweep } from "@/server/domain/research/base";
import { sweepCalls } from "@/server/domain/research/calls";
import type { SweepRequest } from "@/server/domain/research/sweepChunk";
import type { SweepRow } from "@/server/domain/research/sweepService";
import { computeWalkForward, type WalkForwardWindowsInput } from "@/server/domain/research/walkForward";

export interface WalkForwardRequest extends SweepRequest {
  walkForward: Omit<WalkForwardWindowsInput, "rankBy">;
}

export async function startWalkForward(
  db: Db,
  clock: Clock,
  caller: Caller,
  p: PreparedSweep,
  w: WalkForwardWindowsInput,
  market: MarketData,
): Promise<SweepRow> {
  const request: WalkForwardRequest = {
    portfolioName: p.portfolioName,
    axes: p.axes,
    rankBy: w.rankBy,
    settings: p.settings,
    base: p.base,
    benchmark: p.benchmark,
    plan: caller.plan,
    dataVersion: market.dataVersion,
    engineVersion: ENGINE_VERSION,
    variantCount: p.variantCount,
    calls: sweepCalls(p.variantCount),
    chunkSize: p.variantCount,
    walkForward: { trainMonths: w.trainMonths, testMonths: w.testMonths, anchored: w.anchored },
  };
  const result = computeWalkForward(p, caller.plan, market, w);
  return db.sweep.create({
    data: {
      id: newSweepId(),
      userId: caller.userId,
      portfolioId: p.portfolioId,
      kind: "walkForward",
      request: request as unknown as object,
      state: "done",
      progress: 1,
      chunkCount: 1,
      chunksDone: 1,
      result: result as unknown as object,
      finishedAt: clock.now(),
    },
  });
}
