// The simulation queue on Postgres (pg-boss, queue "simulations"). The app sends a job per queued
// simulation; workers (scripts/worker.ts, on this machine or others that reach the same database, and the
// app's own in-process worker unless LODESTAR_INPROCESS_WORKER=off) compute it with runSimulation and
// store the outcome in the simulation row, which is what get_simulation reads.
import type PgBoss from "pg-boss";
import { createDb, type Db } from "@/server/db";
import { env } from "@/server/env";
import { getMarketData } from "@/server/data/load";
import { runSimulation } from "@/server/domain/simulations/service";
import { startBoss } from "@/server/jobs/boss";
import { jobIdOf } from "@/server/ids";
import { createSweepQueue, wakeOnSweeps, workSweeps } from "@/server/jobs/sweepWorker";

/**
 * A job that threw (the database was away) is tried again after 5, 10 s (backoff), so a short outage
 * does not fail it. A worker that dies mid-run leaves the job active: the row's lease brings the run back
 * (server/domain/simulations/recovery.ts); pg-boss's own expiry only frees its bookkeeping, as no run
 * lasts anywhere near this long, and the job it then retries finds the run taken (claimRun).
 */
const JOB_OPTIONS = { retryLimit: 2, retryDelay: 5, retryBackoff: true, expireInSeconds: 5 * 60 };
const POLL_SECONDS = 0.5;

export interface SimulationJob {
  simulationId: string;
}

/** Makes the queue (LODESTAR_SIMULATION_QUEUE) if it does not exist yet; senders and workers both call it. */
export async function createSimulationQueue(boss: PgBoss): Promise<void> {
  await boss.createQueue(env().simulationQueue);
}

export async function enqueueSimulation(boss: PgBoss, simulationId: string): Promise<string> {
  const job = { simulationId } satisfies SimulationJob;
  const id = await boss.send(env().simulationQueue, job, JOB_OPTIONS);
  if (!id) throw new Error(`pg-boss did not accept the job for ${simulationId}`);
  return jobIdOf(id);
}

/**
 * Registers `concurrency` polling loops on the queue; each job runs one simulation. Answers their ids,
 * for boss.notifyWorker: a sender in the same process wakes them instead of leaving a job to the next
 * poll (half a second).
 */
export async function workSimulations(
  boss: PgBoss,
  db: Db,
  concurrency: number,
  log: (line: string) => void,
): Promise<string[]> {
  const ids: string[] = [];
  for (let k = 0; k < concurrency; k++) {
    const options = { batchSize: 1, pollingIntervalSeconds: POLL_SECONDS };
    const id = await boss.work<SimulationJob>(env().simulationQueue, options, async ([job]) => {
      const started = Date.now();
      const row = await runSimulation(db, job.data.simulationId, getMarketData(), job.id);
      log(`${job.data.simulationId} ${row?.state ?? "deleted before it ran"} in ${Date.now() - started} ms`);
    });
    ids.push(id);
  }
  return ids;
}

export interface SimulationWorker {
  boss: PgBoss;
  stop(): Promise<void>;
}

/**
 * A worker process's whole setup: its Prisma pool and its one pg-boss, the market data loaded up front,
 * `concurrency` loops on the simulation queue and as many on the sweep chunks (sweepWorker.ts). The app
 * process does not call this: it works the queue on its own boss (queue.ts).
 */
export async function startSimulationWorker(
  databaseUrl: string,
  concurrency: number,
  log: (line: string) => void = (l) => console.log(`[worker] ${l}`),
): Promise<SimulationWorker> {
  getMarketData();
  const db = createDb(databaseUrl, Math.max(2, 2 * concurrency + 1));
  const boss = await startBoss(databaseUrl, log);
  await createSimulationQueue(boss);
  await workSimulations(boss, db, concurrency, log);
  await createSweepQueue(boss);
  const sweepLoops = await workSweeps(boss, db, concurrency, log);
  const stopListening = await wakeOnSweeps(boss, databaseUrl, sweepLoops, log);
  return {
    boss,
    async stop() {
      await stopListening();
      await boss.stop({ graceful: true, wait: true });
      await db.$disconnect();
    },
  };
}
