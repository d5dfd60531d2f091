// Node-only start-up work, run by instrumentation.ts in the Node runtime of a server (not in next build).
// Next waits for startNode() before it serves requests. What happens, in order:
// - The market data and its per-instrument bars are loaded on a timer, so the first screen or backtest a
//   person runs does not pay for it. The load is synchronous: once it starts, this process answers
//   nothing else until it ends (the panel alone takes 1.3 to 1.8 s, docs/benchmarks.md); a failure is
//   only logged.
// - With DATABASE_URL set and LODESTAR_JOBS not "off", the hourly draft-expiry schedule is registered on
//   the process's pg-boss (started here) and worked on the app's Prisma client; an unreachable database
//   fails this step. The same condition starts the sweep that queues again (or fails) simulations whose
//   process died mid-run (server/jobs/simulationRecovery.ts).
// The simulation queue is not started here: it starts with the first simulation queued or asked about
// (server/jobs/simulationQueue.ts), on the same pg-boss.
import { env } from "@/server/env";
import { getDb } from "@/server/db";
import { getMarketData } from "@/server/data/load";
import { barsOf } from "@/server/engine/indicators/bars";
import { processBoss } from "@/server/jobs/boss";
import { startJobs } from "@/server/jobs/start";
import { startSimulationRecovery } from "@/server/jobs/simulationRecovery";

export async function startNode(): Promise<void> {
  setTimeout(() => {
    try {
      barsOf(getMarketData().prices, 0);
    } catch (e) {
      console.error(`market data warm-up failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }, 0);
  const { databaseUrl, jobs } = env();
  if (!databaseUrl || !jobs) return;
  const boss = await processBoss();
  await startJobs(boss, getDb());
  await startSimulationRecovery(boss, getDb(), (line) => console.log(`[simulations] ${line}`));
}
