// Next calls register() once per server process: start the Postgres-backed background jobs there
// (draft expiry schedule, simulation workers). LODESTAR_JOBS=off leaves them to separate processes.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || !process.env.DATABASE_URL || process.env.LODESTAR_JOBS === "off") return;
  const { startJobs } = await import("@/server/jobs/start");
  await startJobs(process.env.DATABASE_URL);
}
