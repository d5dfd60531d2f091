// The app's own worker (LODESTAR_INPROCESS_WORKER on, the quick start's setting) takes a job the app
// queues at once: the app wakes it (pg-boss notifyWorker) rather than leaving the job to its next poll,
// half a second later. Measured on pg-boss's own record of each job: created, then started.
import { afterAll, describe, expect, it } from "vitest";
import { enqueue, stopQueue } from "@/server/jobs/simulationQueue";
import { testDb } from "@/tests/helpers/accounts";
import { setEnv } from "@/tests/helpers/env";

const QUEUE = `simulations-wake-${process.pid}`;
setEnv({ LODESTAR_INPROCESS_WORKER: "on", LODESTAR_SIMULATION_QUEUE: QUEUE });
afterAll(() => stopQueue());

const JOBS = 6;

describe("the in-process worker", () => {
  it("starts a job the app queues within a few milliseconds, not at its next poll", async () => {
    const db = testDb();
    const delays: number[] = [];
    for (let k = 0; k < JOBS; k++) {
      // No such simulation: the worker finds nothing to run and completes the job.
      const jobId = await enqueue(db, `sim_${k.toString(16).padStart(32, "0")}`);
      let row: { created: Date; started: Date | null; state: string } | undefined;
      for (let wait = 0; wait < 100 && row?.state !== "completed"; wait++) {
        await new Promise((r) => setTimeout(r, 20));
        [row] = await db.$queryRawUnsafe<(typeof row & object)[]>(
          `SELECT created_on AS created, started_on AS started, state::text AS state FROM pgboss.job WHERE name = $1 AND 'job_' || replace(id::text, '-', '') = $2`,
          QUEUE,
          jobId,
        );
      }
      expect(row?.state).toBe("completed");
      delays.push(row!.started!.getTime() - row!.created.getTime());
    }
    delays.sort((a, b) => a - b);
    // Left to its poll, a job waits 250 ms on average (0 to 500); woken, a few.
    expect(delays[Math.floor(JOBS / 2)], `start delays ${delays.join(", ")} ms`).toBeLessThan(150);
  });
});
