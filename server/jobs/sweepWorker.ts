// Sweep chunks on the same pg-boss as the simulations, queue "<simulation queue>-sweeps": run_sweep sends
// one job per chunk, and every worker process (npm run worker, on any machine with the same data build,
// and the app's in-process worker unless it is off) takes chunks, so more processes finish a sweep sooner.
// A worker process listens on the sweep channel (wakeOnSweeps): run_sweep notifies it once the chunks are
// sent, so it takes its first chunk at once rather than at its next poll (every 0.5 s).
import { randomUUID } from "node:crypto";
import pg from "pg";
import type PgBoss from "pg-boss";
import type { Db } from "@/server/db";
import { env } from "@/server/env";
import { systemClock } from "@/server/clock";
import { getMarketData } from "@/server/data/load";
import { jobIdOf } from "@/server/ids";
import { JOB_OPTIONS, workQueue } from "@/server/jobs/boss";
import { runSweepChunk } from "@/server/domain/research/sweepService";

export interface SweepChunkJob {
  sweepId: string;
  chunk: number;
}

export const sweepQueueName = () => `${env().simulationQueue}-sweeps`;

/** The channel run_sweep notifies (pg_notify) once a sweep's chunks are sent. */
export const sweepChannel = () => `${sweepQueueName()}-sent`;

/**
 * LISTENs on the sweep channel on its own connection and wakes the sweep loops `ids` on each notice.
 * Answers how to stop listening. Should the connection fail, the loops still poll every 0.5 s.
 */
export async function wakeOnSweeps(
  boss: PgBoss,
  databaseUrl: string,
  ids: string[],
  log: (line: string) => void,
): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on("error", (e) => log(`sweep channel closed (${e.message}); chunks are taken at each poll`));
  client.on("notification", () => {
    for (const id of ids) boss.notifyWorker(id);
  });
  await client.connect();
  await client.query(`LISTEN ${client.escapeIdentifier(sweepChannel())}`);
  return () => client.end().catch(() => undefined);
}

export async function createSweepQueue(boss: PgBoss): Promise<void> {
  await boss.createQueue(sweepQueueName());
}

/**
 * Sends every chunk of a sweep in one insert; answers the first chunk's job id (the sweep's jobId). A
 * retried chunk finds its cells stored (runSweepChunk).
 */
export async function enqueueSweepChunks(boss: PgBoss, sweepId: string, chunkCount: number): Promise<string> {
  const jobs = Array.from({ length: chunkCount }, (_, chunk) => ({
    ...JOB_OPTIONS,
    id: randomUUID(),
    name: sweepQueueName(),
    data: { sweepId, chunk } satisfies SweepChunkJob,
  }));
  await boss.insert(jobs);
  return jobIdOf(jobs[0].id);
}

/** `concurrency` loops on the sweep queue (workQueue); each job computes one chunk. */
export function workSweeps(
  boss: PgBoss,
  db: Db,
  concurrency: number,
  log: (line: string) => void,
): Promise<string[]> {
  return workQueue<SweepChunkJob>(boss, sweepQueueName(), concurrency, async (job) => {
    const started = Date.now();
    const { sweepId, chunk } = job.data;
    await runSweepChunk(db, systemClock, sweepId, chunk, getMarketData(), job.id);
    log(`${sweepId} chunk ${chunk} in ${Date.now() - started} ms`);
  });
}
