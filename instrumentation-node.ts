// Node-only start-up work, imported by instrumentation.ts in the Node runtime: start the Postgres-backed
// background jobs (draft expiry schedule, simulation workers; LODESTAR_JOBS=off leaves them to separate
// processes), and load the market data with its per-instrument bars right after start, so the first
// screen or backtest a person runs does not pay for it.
import { getMarketData } from "@/server/data/load";
import { barsOf } from "@/server/engine/indicators/bars";
import { startJobs } from "@/server/jobs/start";

export async function startNode(): Promise<void> {
  setTimeout(() => {
    try {
      barsOf(getMarketData().prices, 0);
    } catch (e) {
      console.error(`market data warm-up failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }, 0);
  if (process.env.DATABASE_URL && process.env.LODESTAR_JOBS !== "off") await startJobs(process.env.DATABASE_URL);
}
