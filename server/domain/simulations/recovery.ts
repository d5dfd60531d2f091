// Runs whose process went away. A run is owned while its owner keeps writing the row: every state
// change and progress step sets updatedAt, and no step of a run takes more than a few seconds. A
// `running` row silent for longer than the lease, or a `queued` one whose job is no longer waiting in
// the queue (its worker died before taking it, or the queue gave up on it), is handed out again, at
// most MAX_RECOVERIES times; after that it fails with a reason a person can act on.
import type { Db } from "@/server/db";
import type { Clock } from "@/server/clock";
import { failStale, requeueStale, setJob } from "@/server/domain/simulations/store";
import type { Enqueue } from "@/server/domain/simulations/service";

export const MAX_RECOVERIES = 2;

export const interruptedReason = (times: number) =>
  `The backtest was interrupted ${times} times because the server computing it stopped; ` +
  "simulate the portfolio again to retry it.";

export interface RecoveryDeps {
  enqueue: Enqueue;
  /** Whether the queue still holds this job for a worker (created or waiting for a retry). */
  jobWaiting(jobId: string): Promise<boolean>;
  leaseSeconds: number;
}

export interface Recovered {
  requeued: string[];
  failed: string[];
}

/** One sweep: hands stale runs out again or fails them. Safe to run in several processes at once. */
export async function recoverStaleRuns(db: Db, clock: Clock, deps: RecoveryDeps): Promise<Recovered> {
  const before = new Date(clock.now().getTime() - deps.leaseSeconds * 1000);
  const rows = await db.simulation.findMany({
    where: { state: { in: ["queued", "running"] }, updatedAt: { lt: before } },
    select: { id: true, state: true, jobId: true, recoveries: true, updatedAt: true },
    orderBy: { updatedAt: "asc" },
  });
  const out: Recovered = { requeued: [], failed: [] };
  for (const row of rows) {
    if (row.state === "queued" && row.jobId && (await deps.jobWaiting(row.jobId))) continue;
    if (row.recoveries >= MAX_RECOVERIES) {
      if (await failStale(db, row.id, row.updatedAt, interruptedReason(row.recoveries + 1)))
        out.failed.push(row.id);
    } else if (await requeueStale(db, row.id, row.updatedAt)) {
      await setJob(db, row.id, await deps.enqueue(db, row.id));
      out.requeued.push(row.id);
    }
  }
  return out;
}
