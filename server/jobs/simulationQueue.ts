// The app process's handle on the simulation queue, on the process's one pg-boss (processBoss), made
// ready on first use. Unless LODESTAR_INPROCESS_WORKER is "off", the same process also works the queue
// (one loop), so the quick start computes queued simulations without a separate worker; production runs
// `npm run worker` processes and turns the in-process worker off (docs/decisions.md "Simulations").
import type PgBoss from "pg-boss";
import { env } from "@/server/env";
import { processWide } from "@/server/processWide";
import type { Db } from "@/server/db";
import { processBoss, stopProcessBoss } from "@/server/jobs/boss";
import { createSimulationQueue, enqueueSimulation, workSimulations } from "@/server/jobs/simulationWorker";
import { createSweepQueue, enqueueSweepChunks, sweepChannel, workSweeps } from "@/server/jobs/sweepWorker";

interface Queue {
  boss: PgBoss;
  /** The in-process worker's loops (none when it is off), woken when this process sends a job. */
  workers: string[];
  /** Its loop on the sweep queue (none when it is off). */
  sweepWorkers: string[];
}

const holder = processWide("simulationQueue", () => ({ queue: undefined as Promise<Queue> | undefined }));

function queue(db: Db): Promise<Queue> {
  holder.queue ??= (async () => {
    const boss = await processBoss();
    await createSimulationQueue(boss);
    await createSweepQueue(boss);
    const log = (line: string) => console.log(`[simulations] ${line}`);
    const on = env().inProcessWorker;
    const workers = on ? await workSimulations(boss, db, 1, log) : [];
    const sweepWorkers = on ? await workSweeps(boss, db, 1, (line) => console.log(`[sweeps] ${line}`)) : [];
    return { boss, workers, sweepWorkers };
  })().catch((e) => {
    holder.queue = undefined;
    throw e;
  });
  return holder.queue;
}

export async function enqueue(db: Db, simulationId: string): Promise<string> {
  const { boss, workers } = await queue(db);
  const jobId = await enqueueSimulation(boss, simulationId);
  for (const worker of workers) boss.notifyWorker(worker);
  return jobId;
}

/** Sends a sweep's chunks, wakes this process's sweep loop and notifies worker processes (sweepWorker.ts). */
export async function enqueueSweep(db: Db, sweepId: string, chunkCount: number): Promise<string> {
  const { boss, sweepWorkers } = await queue(db);
  const jobId = await enqueueSweepChunks(boss, sweepId, chunkCount);
  for (const worker of sweepWorkers) boss.notifyWorker(worker);
  await db.$executeRaw`SELECT pg_notify(${sweepChannel()}, '')`;
  return jobId;
}

/**
 * Starts this process's in-process worker if it is on and not yet started: called while a simulation is
 * still waiting, so runs queued before an app restart are picked up when someone asks for them.
 */
export async function ensureWorking(db: Db): Promise<void> {
  if (env().inProcessWorker) await queue(db);
}

/** Stops the process's pg-boss and with it the queue handle (tests, shutdown); the next use starts anew. */
export async function stopQueue(): Promise<void> {
  await holder.queue?.catch(() => undefined);
  holder.queue = undefined;
  await stopProcessBoss();
}
