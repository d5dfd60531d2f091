// Next calls register() once per server process: start the Postgres-backed background jobs there
// (draft expiry schedule, simulation workers; LODESTAR_JOBS=off leaves them to separate processes),
// and load the market data with its per-instrument bars right after start, so the first screen or
// backtest a person runs does not pay for it.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  setTimeout(() => {
    warmMarketData().catch((e: unknown) => console.error(`market data warm-up failed: ${e instanceof Error ? e.message : String(e)}`));
  }, 0);
  if (!process.env.DATABASE_URL || process.env.LODESTAR_JOBS === "off") return;
  const { startJobs } = await import("@/server/jobs/start");
  await startJobs(process.env.DATABASE_URL);
}

async function warmMarketData() {
  const { getMarketData } = await import("@/server/engine/data/load");
  const { barsOf } = await import("@/server/engine/indicators/bars");
  barsOf(getMarketData().prices, 0);
}
