// pg-boss on Postgres. A process makes one instance: the app process's is processBoss(), shared by the
// draft-expiry schedule (server/startup/schedules.ts) and the simulation queue (server/domain/simulations/queue.ts);
// a worker process (npm run worker) makes its own in startSimulationWorker.
import PgBoss from "pg-boss";
import { env } from "@/server/env";
import { processWide } from "@/server/processWide";

/** pg-boss's own pool only polls, sends and schedules; the jobs' work runs on the Prisma client. */
const BOSS_CONNECTIONS = 2;
const POLL_SECONDS = 0.5;

/**
 * A job that threw (the database was away) is tried again after 5, 10 s (backoff), so a short outage does
 * not fail it. A worker that dies mid-job leaves it active until pg-boss's expiry; what the retry then
 * finds is each queue's business (a simulation's lease, a sweep chunk's stored cells).
 */
export const JOB_OPTIONS = { retryLimit: 2, retryDelay: 5, retryBackoff: true, expireInSeconds: 5 * 60 };

/**
 * `concurrency` polling loops on `queue`, a job at a time each. A loop that has just finished a job wakes
 * itself, so it takes the next at once rather than at its next poll. Answers the loops' ids, for
 * boss.notifyWorker: a sender in the same process wakes them instead of leaving a job to the next poll.
 */
export async function workQueue<T extends object>(
  boss: PgBoss,
  queue: string,
  concurrency: number,
  handle: (job: PgBoss.Job<T>) => Promise<void>,
): Promise<string[]> {
  const ids: string[] = [];
  for (let k = 0; k < concurrency; k++) {
    let self = "";
    self = await boss.work<T>(
      queue,
      { batchSize: 1, pollingIntervalSeconds: POLL_SECONDS },
      async ([job]) => {
        await handle(job);
        boss.notifyWorker(self);
      },
    );
    ids.push(self);
  }
  return ids;
}

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
