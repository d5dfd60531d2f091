// The simulation queue on Postgres (pg-boss, queue "simulations"). The app sends a job per queued
// simulation; workers (scripts/worker.ts, on this machine or others that reach the same database, and the
// app's own in-process worker unless LODESTAR_INPROCESS_WORKER=off) compute it with runSimulation and
// store the outcome in the simulation row, which is what get_simulation reads.
import PgBoss from "pg-boss";
import { createDb, type Db } from "@/server/db";
import { getMarketData } from "@/server/data/load";
import { runSimulation } from "@/server/domain/simulations/service";

/** The queue's name: "simulations", or LODESTAR_SIMULATION_QUEUE (separate environments sharing one database, tests). */
export const simulationQueue = () => process.env.LODESTAR_SIMULATION_QUEUE || "simulations";
/** A worker that dies mid-run leaves the job active; pg-boss hands it out again after this. */
const EXPIRE_SECONDS = 15 * 60;
const POLL_SECONDS = 0.5;

export interface SimulationJob { simulationId: string }

export async function startBoss(databaseUrl: string, log: (line: string) => void): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 2 });
  boss.on("error", (error) => log(`pg-boss error: ${error.message}`));
  await boss.start();
  await boss.createQueue(simulationQueue());
  return boss;
}

export async function enqueueSimulation(boss: PgBoss, simulationId: string): Promise<string> {
  const id = await boss.send(simulationQueue(), { simulationId } satisfies SimulationJob, { retryLimit: 2, expireInSeconds: EXPIRE_SECONDS });
  if (!id) throw new Error(`pg-boss did not accept the job for ${simulationId}`);
  return id;
}

/** Registers `concurrency` polling loops on the queue; each job runs one simulation. */
export async function workSimulations(boss: PgBoss, db: Db, concurrency: number, log: (line: string) => void): Promise<void> {
  for (let k = 0; k < concurrency; k++) {
    await boss.work<SimulationJob>(simulationQueue(), { batchSize: 1, pollingIntervalSeconds: POLL_SECONDS }, async ([job]) => {
      const started = Date.now();
      const row = await runSimulation(db, job.data.simulationId, getMarketData());
      log(`${job.data.simulationId} ${row?.state ?? "deleted before it ran"} in ${Date.now() - started} ms`);
    });
  }
}

export interface SimulationWorker { boss: PgBoss; stop(): Promise<void> }

/** A worker process's whole setup: its own pool, the market data loaded up front, `concurrency` loops. */
export async function startSimulationWorker(databaseUrl: string, concurrency: number, log: (line: string) => void = (l) => console.log(`[worker] ${l}`)): Promise<SimulationWorker> {
  getMarketData();
  const db = createDb(databaseUrl, Math.max(2, concurrency + 1));
  const boss = await startBoss(databaseUrl, log);
  await workSimulations(boss, db, concurrency, log);
  return {
    boss,
    async stop() {
      await boss.stop({ graceful: true, wait: true });
      await db.$disconnect();
    },
  };
}
