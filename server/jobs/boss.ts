// pg-boss on Postgres. A process makes one instance: the app process's is processBoss(), shared by the
// draft-expiry schedule (server/startup/schedules.ts) and the simulation queue (server/domain/simulations/queue.ts);
// a worker process (npm run worker) makes its own in startSimulationWorker.
import PgBoss from "pg-boss";
import { env } from "@/server/env";
import { processWide } from "@/server/processWide";

/** pg-boss's own pool only polls, sends and schedules; the jobs' work runs on the Prisma client. */
const BOSS_CONNECTIONS = 2;

export async function startBoss(databaseUrl: string, log: (line: string) => void): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: BOSS_CONNECTIONS });
  boss.on("error", (error) => log(`pg-boss error: ${error.message}`));
  await boss.start();
  return boss;
}

const holder = processWide("boss", () => ({ boss: undefined as Promise<PgBoss> | undefined }));

/** The app process's pg-boss, started on first use (one per process: server/processWide.ts). */
export function processBoss(): Promise<PgBoss> {
  holder.boss ??= (async () => {
    const { databaseUrl } = env();
    if (!databaseUrl) throw new Error("DATABASE_URL is not set");
    return startBoss(databaseUrl, (line) => console.log(`[jobs] ${line}`));
  })().catch((e) => {
    holder.boss = undefined;
    throw e;
  });
  return holder.boss;
}

/** Stops the app process's pg-boss (tests, shutdown); the next use starts a new one. */
export async function stopProcessBoss(): Promise<void> {
  const boss = await holder.boss?.catch(() => undefined);
  holder.boss = undefined;
  await boss?.stop({ graceful: true, wait: true });
}
