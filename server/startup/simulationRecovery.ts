// The app process's recovery sweep (server/domain/simulations/recovery.ts): once at start-up, for runs
// left by a process that died before this one started, then every quarter of the lease.
import type PgBoss from "pg-boss";
import type { Db } from "@/server/db";
import { env } from "@/server/env";
import { systemClock } from "@/server/clock";
import { recoverStaleRuns } from "@/server/domain/simulations/recovery";
import { enqueue } from "@/server/jobs/simulationQueue";

const WAITING = new Set(["created", "retry"]);

export async function startSimulationRecovery(
  boss: PgBoss,
  db: Db,
  log: (line: string) => void,
): Promise<() => void> {
  const { simulationQueue, simulationLeaseSeconds } = env();
  const deps = {
    enqueue,
    leaseSeconds: simulationLeaseSeconds,
    jobWaiting: async (jobId: string) =>
      WAITING.has((await boss.getJobById(simulationQueue, jobId))?.state ?? ""),
  };
  let sweeping = false;
  const sweep = async () => {
    if (sweeping) return; // a sweep slower than the interval (database away) is not doubled
    sweeping = true;
    try {
      const { requeued, failed } = await recoverStaleRuns(db, systemClock, deps);
      if (requeued.length + failed.length > 0)
        log(
          `interrupted runs: queued again ${requeued.join(", ") || "none"}; failed ${failed.join(", ") || "none"}`,
        );
    } catch (e) {
      log(`recovery sweep failed: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      sweeping = false;
    }
  };
  await sweep();
  const timer = setInterval(() => void sweep(), (simulationLeaseSeconds * 1000) / 4);
  timer.unref();
  return () => clearInterval(timer);
}
