// A sweep's life: stored with its checked request, split into chunks that any worker process takes from
// the queue (server/jobs/sweepWorker.ts), each chunk's cells kept in sweep_chunk until the last chunk
// assembles the result (metrics only) and drops them. A cancelled sweep's chunks find it cancelled and
// stop. Small sweeps are computed in the request and stored done (docs/decisions.md "Sweeps").
import { json, type Db } from "@/server/db";
import type { Clock } from "@/server/clock";
import type { Caller } from "@/server/domain/accounts/caller";
import type { MarketData } from "@/server/engine/data/panel";
import { newSweepId } from "@/server/ids";
import { ENGINE_VERSION } from "@/server/domain/simulations/recipe";
import { inlineCost, inlineLimit } from "@/server/domain/simulations/service";
import type { PreparedSweep } from "@/server/domain/research/base";
import { computeChunk, sweepRequestOf } from "@/server/domain/research/sweepChunk";
import { sweepResultOf } from "@/server/domain/research/sweepResult";
import type { RankBy } from "@/server/domain/research/sweepSchema";
import { runWalkForwardJob } from "@/server/domain/research/walkForwardService";
import {
  chunkCellsOf,
  requestOfSweep,
  type EnqueueChunks,
  type SweepRow,
} from "@/server/domain/research/sweepRow";

/** Instrument-days a chunk is cut to (a 20-year 5-ETF variant costs about 40 000); screened ones run 4 a chunk. */
const CHUNK_COST = 4_000_000;
export const chunkSizeOf = (variantCost: number) =>
  Number.isFinite(variantCost) ? Math.min(200, Math.max(20, Math.floor(CHUNK_COST / variantCost))) : 4;

export async function startSweep(
  db: Db,
  clock: Clock,
  caller: Caller,
  p: PreparedSweep,
  rankBy: RankBy,
  market: MarketData,
  enqueue: EnqueueChunks,
): Promise<SweepRow> {
  const cost = inlineCost(market, p.base.definition, p.benchmark, p.settings.startYear);
  const inline = cost * p.variantCount <= inlineLimit();
  const chunkSize = inline ? p.variantCount : chunkSizeOf(cost);
  const request = sweepRequestOf(p, caller.plan, market, rankBy, chunkSize);
  const id = newSweepId();
  const chunkCount = Math.ceil(p.variantCount / chunkSize);
  // The clock's time, asked for before the variants run, so an inline sweep never finishes before it began.
  const createdAt = clock.now();
  const base = {
    id,
    userId: caller.userId,
    portfolioId: p.portfolioId,
    kind: "sweep",
    chunkCount,
    createdAt,
  };
  if (inline) {
    const result = sweepResultOf([computeChunk(request, market, 0, id)], rankBy);
    const done = {
      state: "done",
      progress: 1,
      chunksDone: 1,
      result: json(result),
      finishedAt: clock.now(),
    };
    return db.sweep.create({ data: { ...base, request: json(request), ...done } });
  }
  await db.sweep.create({ data: { ...base, request: json(request), state: "queued" } });
  const jobId = await enqueue(db, id, chunkCount);
  return db.sweep.update({ where: { id }, data: { jobId } });
}

const bytesOf = (x: Float64Array) => new Uint8Array(x.buffer as ArrayBuffer, x.byteOffset, x.byteLength);
const doublesOf = (b: Uint8Array) => new Float64Array(b.slice().buffer);

/** Whether the sweep still wants work: not cancelled, failed or done (and still there). */
const wanted = (row: SweepRow | null): row is SweepRow =>
  row !== null && (row.state === "queued" || row.state === "running");

/**
 * One chunk, run by a worker: skipped when the sweep no longer wants it; its cells are stored once
 * (a retried job finds them there), and the chunk that completes the set assembles the result.
 */
export async function runSweepChunk(
  db: Db,
  clock: Clock,
  id: string,
  chunk: number,
  market: MarketData,
  reference: string,
): Promise<void> {
  const row = await db.sweep.findUnique({ where: { id } });
  if (!wanted(row)) return;
  const request = requestOfSweep(row);
  if (request.dataVersion !== market.dataVersion || request.engineVersion !== ENGINE_VERSION)
    return fail(
      db,
      clock,
      id,
      "The data build or the engine changed before this sweep ran; run the sweep again.",
    );
  if (row.kind === "walkForward") return runWalkForwardJob(db, clock, row, market, reference);
  if (row.state === "queued")
    await db.sweep.updateMany({ where: { id, state: "queued" }, data: { state: "running" } });
  const { cells, monthly } = computeChunk(request, market, chunk, reference);
  const complete = await db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<
      { state: string }[]
    >`SELECT state FROM sweep WHERE id = ${id} FOR UPDATE`;
    if (locked?.state !== "running") return false;
    const data = { sweepId: id, index: chunk, cells: json(cells), monthly: bytesOf(monthly) };
    const added = await tx.sweepChunk.createMany({ data: [data], skipDuplicates: true });
    // Stored before: a retried job. If its process stopped while assembling, this one assembles.
    if (added.count === 0) {
      const stored = await tx.sweep.findUniqueOrThrow({ where: { id } });
      return stored.chunksDone === stored.chunkCount;
    }
    const now = await tx.sweep.update({ where: { id }, data: { chunksDone: { increment: 1 } } });
    await tx.sweep.update({ where: { id }, data: { progress: now.chunksDone / now.chunkCount } });
    return now.chunksDone === now.chunkCount;
  });
  if (complete) await finish(db, clock, id, request.rankBy, reference);
}

async function finish(db: Db, clock: Clock, id: string, rankBy: RankBy, reference: string): Promise<void> {
  const rows = await db.sweepChunk.findMany({ where: { sweepId: id }, orderBy: { index: "asc" } });
  try {
    const chunks = rows.map((r) => ({
      cells: chunkCellsOf(id, r.cells),
      monthly: doublesOf(r.monthly),
    }));
    const result = json(sweepResultOf(chunks, rankBy));
    await db.sweep.updateMany({
      where: { id, state: "running" },
      data: { state: "done", progress: 1, result, finishedAt: clock.now() },
    });
  } catch (e) {
    console.error(`[${reference}] sweep ${id} could not be assembled`, e);
    await fail(
      db,
      clock,
      id,
      `The sweep's result could not be assembled; it has been logged with reference ${reference}.`,
    );
  }
  await db.sweepChunk.deleteMany({ where: { sweepId: id } });
}

async function fail(db: Db, clock: Clock, id: string, reason: string): Promise<void> {
  await db.sweep.updateMany({
    where: { id, state: { in: ["queued", "running"] } },
    data: { state: "failed", error: reason, finishedAt: clock.now() },
  });
}

/** cancel_sweep: a queued or running sweep stops (its pending chunks skip); a finished one is left as it is. */
export async function cancelSweep(db: Db, clock: Clock, row: SweepRow): Promise<SweepRow> {
  const where = { id: row.id, state: { in: ["queued", "running"] } };
  await db.sweep.updateMany({ where, data: { state: "cancelled", finishedAt: clock.now() } });
  await db.sweepChunk.deleteMany({ where: { sweepId: row.id } });
  return db.sweep.findUniqueOrThrow({ where: { id: row.id } });
}
