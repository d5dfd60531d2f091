// The app process's schedules on Postgres (pg-boss): it calls startSchedules(processBoss(), getDb()) once at
// start-up (instrumentation-node.ts). pg-boss keeps its tables in its own schema (pgboss) and fires each
// cron schedule once across all processes.
import type PgBoss from "pg-boss";
import type { Db } from "@/server/db";
import { systemClock } from "@/server/clock";
import { DRAFT_EXPIRY_CRON, DRAFT_EXPIRY_QUEUE, runDraftExpiry } from "@/server/startup/draftExpiry";

export async function startSchedules(
  boss: PgBoss,
  db: Db,
  log = (line: string) => console.log(`[jobs] ${line}`),
) {
  await boss.createQueue(DRAFT_EXPIRY_QUEUE);
  await boss.schedule(DRAFT_EXPIRY_QUEUE, DRAFT_EXPIRY_CRON, {}, { tz: "UTC" });
  await boss.work(DRAFT_EXPIRY_QUEUE, async () => runDraftExpiry(db, systemClock, log));
}
