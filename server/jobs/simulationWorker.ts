// The simulation queue on Postgres (pg-boss, queue "simulations"). The app sends a job per queued
// simulation; workers (scripts/worker.ts, on this machine or others that reach the same database, and the
// app's own in-process worker unless LODESTAR_INPROCESS_WORKER=off) compute it with runSimulation and
// store the outcome in the simulation row, which is what get_simulation reads.
import type PgBoss from "pg-boss";
import { createDb, type Db } from "@/server/db";
import { env } from "@/server/env";
import { getMarketData } from "@/server/data/load";
import { runSimulation } from "@/server/domain/simulations/service";
import { JOB_OPTIONS, startBoss, workQueue } from "@/server/jobs/boss";
import { jobIdOf } from "@/server/ids";
import { createSweepQueue, wakeOnSweeps, workSweeps } from "@/server/jobs/sweepWorker";

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
 * `concurrency` loops on the simulation queue (workQueue); each job runs one simulation. A worker that
 * dies mid-run leaves the job active: the row's lease brings the run back (domain/simulations/recovery.ts),
 * and the job pg-boss retries after its expiry finds the run taken (claimRun).
 */
export function workSimulations(
  boss: PgBoss,
  db: Db,
  concurrency: number,
  log: (line: string) => void,
): Promise<string[]> {
  return workQueue<SimulationJob>(boss, env().simulationQueue, concurrency, async (job) => {
    const started = Date.now();
    const row = await runSimulation(db, job.data.simulationId, getMarketData(), job.id);
    log(`${job.data.simulationId} ${row?.state ?? "deleted before it ran"} in ${Date.now() - started} ms`);
  });
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
