// npm run worker: a simulation worker process. It serves the pg-boss queue "simulations" (or
// LODESTAR_SIMULATION_QUEUE) on DATABASE_URL and can run on any machine that reaches that database and
// has the same data build (data/build). Without DATABASE_URL: the quick start's embedded database.
// LODESTAR_WORKER_CONCURRENCY (default 1) polling loops per process; simulations are CPU-bound and
// synchronous, so for parallel runs start more processes (one per core) rather than more loops.
import { env } from "@/server/env";
import { startSimulationWorker } from "@/server/jobs/simulationWorker";
import { localDatabase } from "./local-database";

async function main() {
  const { workerConcurrency, simulationQueue } = env();
  const database = await localDatabase();
  const worker = await startSimulationWorker(database.url, workerConcurrency);
  console.log(`[worker] queue "${simulationQueue}", ${workerConcurrency} loop(s); pid ${process.pid}`);
  const stop = async () => {
    await worker.stop();
    await database.stop();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
