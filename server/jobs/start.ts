// Background jobs on Postgres (pg-boss): the app process calls startJobs(DATABASE_URL) once. pg-boss
// keeps its tables in its own schema (pgboss) and fires each cron schedule once across all processes.
import PgBoss from "pg-boss";
import { createDb } from "@/server/db";
import { systemClock } from "@/server/clock";
import { DRAFT_EXPIRY_CRON, DRAFT_EXPIRY_QUEUE, runDraftExpiry } from "@/server/jobs/draftExpiry";

export interface Jobs {
  boss: PgBoss;
  stop(): Promise<void>;
}

export async function startJobs(databaseUrl: string, log: (line: string) => void = (line) => console.log(`[jobs] ${line}`)): Promise<Jobs> {
  const db = createDb(databaseUrl, 2);
  const boss = new PgBoss({ connectionString: databaseUrl, max: 2 });
  boss.on("error", (error) => log(`pg-boss error: ${error.message}`));
  await boss.start();
  await boss.createQueue(DRAFT_EXPIRY_QUEUE);
  await boss.schedule(DRAFT_EXPIRY_QUEUE, DRAFT_EXPIRY_CRON, {}, { tz: "UTC" });
  await boss.work(DRAFT_EXPIRY_QUEUE, async () => runDraftExpiry(db, systemClock, log));
  return {
    boss,
    async stop() {
      await boss.stop({ graceful: true, wait: true });
      await db.$disconnect();
    },
  };
}
