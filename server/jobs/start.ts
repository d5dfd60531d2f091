// Background jobs on Postgres (pg-boss): the app process calls startJobs(processBoss(), getDb()) once at
// start-up (instrumentation-node.ts). pg-boss keeps its tables in its own schema (pgboss) and fires each
// cron schedule once across all processes.
import type PgBoss from "pg-boss";
import type { Db } from "@/server/db";
import { systemClock } from "@/server/clock";
import { DRAFT_EXPIRY_CRON, DRAFT_EXPIRY_QUEUE, runDraftExpiry } from "@/server/jobs/draftExpiry";

export async function startJobs(boss: PgBoss, db: Db, log = (line: string) => console.log(`[jobs] ${line}`)) {
  await boss.createQueue(DRAFT_EXPIRY_QUEUE);
  await boss.schedule(DRAFT_EXPIRY_QUEUE, DRAFT_EXPIRY_CRON, {}, { tz: "UTC" });
  await boss.work(DRAFT_EXPIRY_QUEUE, async () => runDraftExpiry(db, systemClock, log));
}
