// pg-boss on Postgres. A process makes one instance: the app process's is processBoss(), shared by the
// draft-expiry schedule (server/startup/schedules.ts) and the simulation queue (server/domain/simulations/queue.ts);
// a worker process (npm run worker) makes its own in startSimulationWorker.
import PgBoss from "pg-boss";
import { env } from "@/server/env";

/** pg-boss's own pool only polls, sends and schedules; the jobs' work runs on the Prisma client. */
const BOSS_CONNECTIONS = 2;

export async function startBoss(databaseUrl: string, log: (line: string) => void): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: BOSS_CONNECTIONS });
  boss.on("error", (error) => log(`pg-boss error: ${error.message}`));
  await boss.start();
  return boss;
}

const holder = globalThis as unknown as { lodestarBoss?: Promise<PgBoss> };

/** The app process's pg-boss, started on first use (globalThis: scripts/serve.ts loads modules twice). */
export function processBoss(): Promise<PgBoss> {
  holder.lodestarBoss ??= (async () => {
    const { databaseUrl } = env();
    if (!databaseUrl) throw new Error("DATABASE_URL is not set");
    return startBoss(databaseUrl, (line) => console.log(`[jobs] ${line}`));
  })().catch((e) => {
    holder.lodestarBoss = undefined;
    throw e;
  });
  return holder.lodestarBoss;
}

/** Stops the app process's pg-boss (tests, shutdown); the next use starts a new one. */
export async function stopProcessBoss(): Promise<void> {
  const boss = await holder.lodestarBoss?.catch(() => undefined);
  holder.lodestarBoss = undefined;
  await boss?.stop({ graceful: true, wait: true });
}
