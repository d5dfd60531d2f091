// Node-only start-up work, run by instrumentation.ts in the Node runtime of a server (not in next build).
// Next waits for startNode() before it serves requests. What happens, in order:
// - On a timer, what a first call would pay is paid once (server/startup/warmUp.ts): the market data and
//   its per-instrument bars, a simulation of each public portfolio (JIT, the benchmark's run), the
//   database's first connections and queries. It is mostly synchronous: while it runs this process
//   answers nothing else (the panel alone takes 1.3 to 1.8 s, docs/benchmarks.md); it logs
//   "[warm-up] done" with its times, and a failure is only logged.
// - With DATABASE_URL set and LODESTAR_JOBS not "off", the hourly draft-expiry schedule is registered on
//   the process's pg-boss (started here) and worked on the app's Prisma client; an unreachable database
//   fails this step. The same condition starts the sweep that queues again (or fails) simulations whose
//   process died mid-run (server/startup/simulationRecovery.ts).
// The simulation queue is not started here: it starts with the first simulation queued or asked about
// (server/jobs/simulationQueue.ts), on the same pg-boss.
import { env } from "@/server/env";
import { getDb } from "@/server/db";
import { warmUp } from "@/server/startup/warmUp";
import { processBoss } from "@/server/jobs/boss";
import { startSchedules } from "@/server/startup/schedules";
import { startSimulationRecovery } from "@/server/startup/simulationRecovery";

export async function startNode(): Promise<void> {
  const { databaseUrl, jobs } = env();
  startWarmUp("warm-up");
  if (!databaseUrl || !jobs) return;
  const boss = await processBoss();
  await startSchedules(boss, getDb());
  await startSimulationRecovery(boss, getDb(), (line) => console.log(`[simulations] ${line}`));
}

/** Starts the warm-up on the next tick; its times (or its failure) are logged under `label`. */
export function startWarmUp(label: string): void {
  const { databaseUrl } = env();
  setTimeout(() => {
    warmUp(databaseUrl ? getDb() : null).then(
      (took) =>
        console.log(
          `[${label}] done: ${Object.entries(took)
            .map(([k, ms]) => `${k} ${ms} ms`)
            .join(", ")}`,
        ),
      (e) => console.error(`[${label}] failed: ${e instanceof Error ? e.message : String(e)}`),
    );
  }, 0);
}
