// run_walk_forward's flow: the portfolio and axes read as a sweep reads them (prepareSweep), and the test
// stored as a sweep row of kind walkForward, which get_sweep answers (docs/decisions.md "Walk-forward
// tests"). A small grid is computed in the request and stored done; a larger one has its windows checked
// on the run's calendar, then goes to the sweep queue as one job (one chunk: the test needs every
// variant's daily series at once), which writes its progress and stops when the test is cancelled.
// Its request is a sweep's request plus the windows, so get_sweep's summary reads it as it reads a sweep.
import { json, type Db } from "@/server/db";
import type { Clock } from "@/server/clock";
import type { Caller } from "@/server/domain/accounts/caller";
import type { MarketData } from "@/server/engine/data/panel";
import { newSweepId } from "@/server/ids";
import type { PreparedSweep } from "@/server/domain/research/base";
import { sweepRequestOf } from "@/server/domain/research/sweepChunk";
import {
  requestOfWalkForward,
  type EnqueueChunks,
  type SweepRow,
  type WalkForwardRequest,
} from "@/server/domain/research/sweepRow";
import { inlineCost, inlineLimit } from "@/server/domain/simulations/service";
import { throttled } from "@/server/domain/simulations/progress";
import { toApiError } from "@/server/errors";
import {
  calendarOf,
  checkWindows,
  computeWalkForward,
  walkForwardSteps,
  type WalkForwardWindowsInput,
} from "@/server/domain/research/walkForward";

export async function startWalkForward(
  db: Db,
  clock: Clock,
  caller: Caller,
  p: PreparedSweep,
  w: WalkForwardWindowsInput,
  market: MarketData,
  enqueue: EnqueueChunks,
): Promise<SweepRow> {
  const request: WalkForwardRequest = {
    ...sweepRequestOf(p, caller.plan, market, w.rankBy, p.variantCount),
    walkForward: { trainMonths: w.trainMonths, testMonths: w.testMonths, anchored: w.anchored },
  };
  const base = {
    id: newSweepId(),
    userId: caller.userId,
    portfolioId: p.portfolioId,
    kind: "walkForward",
    createdAt: clock.now(),
  };
  const stored = { request: json(request), chunkCount: 1 };
  const cost = inlineCost(market, p.base.definition, p.benchmark, p.settings.startYear);
  if (cost * p.variantCount <= inlineLimit()) {
    const result = json(computeWalkForward(p, caller.plan, market, w));
    const done = { state: "done", progress: 1, chunksDone: 1, result, finishedAt: clock.now() };
    return db.sweep.create({ data: { ...base, ...stored, ...done } });
  }
  checkWindows(calendarOf(p, market), w);
  await db.sweep.create({ data: { ...base, ...stored, state: "queued" } });
  const jobId = await enqueue(db, base.id, 1);
  return db.sweep.update({ where: { id: base.id }, data: { jobId } });
}

/** The queued test, run by a sweep worker (runSweepChunk hands it over); `row` is queued or running. */
export async function runWalkForwardJob(
  db: Db,
  clock: Clock,
  row: SweepRow,
  market: MarketData,
  reference: string,
): Promise<void> {
  const request = requestOfWalkForward(row);
  const { id } = row;
  const running = { id, state: { in: ["queued", "running"] } };
  await db.sweep.updateMany({ where: running, data: { state: "running" } });
  const p = { ...request, portfolioId: row.portfolioId ?? "", assumed: [] };
  const steps = walkForwardSteps(p, request.plan, market, { ...request.walkForward, rankBy: request.rankBy });
  let stopped = false;
  const write = throttled(async (progress) => {
    stopped =
      (await db.sweep.updateMany({ where: { id, state: "running" }, data: { progress } })).count === 0;
  });
  try {
    for (let step = steps.next(); ; step = steps.next()) {
      if (step.done) {
        const result = json(step.value);
        const done = { state: "done", progress: 1, chunksDone: 1, result, finishedAt: clock.now() };
        await db.sweep.updateMany({ where: { id, state: "running" }, data: done });
        return;
      }
      await write(step.value);
      if (stopped) return;
    }
  } catch (e) {
    const error = toApiError(e);
    if (error.code === "internal") console.error(`[${reference}] walk-forward ${id} failed`, e);
    const reason =
      error.code === "internal"
        ? `The walk-forward test failed; it has been logged with reference ${reference}.`
        : error.message;
    await db.sweep.updateMany({
      where: running,
      data: { state: "failed", error: reason, finishedAt: clock.now() },
    });
  }
}
