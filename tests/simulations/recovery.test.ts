// Runs whose process died: the recovery sweep queues a silent `running` run (and a `queued` one whose job
// left the queue) again, at most MAX_RECOVERIES times, then fails it with a reason; two sweeps at once
// hand a run out once; a job handed out twice computes it once; a failure on our side stores a fixed
// sentence naming the log reference, never the exception. A sweep acts on every run of its database, so
// this file has a throw-away database of its own: other files' queued runs are not its to recover.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fixedClock } from "@/server/clock";
import { getMarketData } from "@/server/data/load";
import type { MarketData } from "@/server/engine/data/panel";
import { internalFailureReason, runSimulation } from "@/server/domain/simulations/service";
import { claimRun } from "@/server/domain/simulations/store";
import {
  MAX_RECOVERIES,
  interruptedReason,
  recoverStaleRuns,
  type RecoveryDeps,
} from "@/server/domain/simulations/recovery";
import { PUBLIC_PORTFOLIOS } from "@/server/seed/publicPortfolios";
import { testDb } from "@/tests/helpers/accounts";
import { setEnv } from "@/tests/helpers/env";
import { startResearchServer } from "@/tests/screeners/api";
import { ok } from "@/tests/simulations/api";
import { setupDatabase } from "../../scripts/db-setup";
import { startTestPostgres, type EmbeddedDatabase } from "../../scripts/embedded-postgres";

setEnv({
  LODESTAR_INPROCESS_WORKER: "off",
  LODESTAR_SIMULATION_QUEUE: `simulations-recovery-${process.pid}`,
});
const { account } = startResearchServer();
const LEASE_SECONDS = 60;
let id: string;
let database: EmbeddedDatabase;

/** The sweep's dependencies: a queue that hands out numbered job ids and says whether a job waits. */
function queueStandIn(waiting: boolean) {
  const sent: string[] = [];
  const deps: RecoveryDeps = {
    enqueue: async (_db, simulationId) => {
      sent.push(simulationId);
      return `job-${sent.length}`;
    },
    jobWaiting: async () => waiting,
    leaseSeconds: LEASE_SECONDS,
  };
  return { deps, sent };
}

const row = () => testDb().simulation.findUniqueOrThrow({ where: { id } });

/** A clock just past the row's lease: a row written after this moment (by a sweep) is not stale. */
const afterLease = async () =>
  fixedClock(new Date((await row()).updatedAt.getTime() + LEASE_SECONDS * 1000 + 1));

beforeAll(async () => {
  database = await startTestPostgres();
  await setupDatabase(database.url, () => {});
  setEnv({ DATABASE_URL: database.url }); // before anything in this process opens the database
  const user = await account("professional");
  const data = await ok(user, "simulate_portfolio", {
    portfolioId: PUBLIC_PORTFOLIOS[1].id,
    startYear: 2015,
  });
  id = data.result.simulation.id;
  // As a process that died mid-run leaves it.
  await testDb().simulation.update({ where: { id }, data: { state: "running", progress: 0.7 } });
});
afterAll(async () => {
  await testDb().$disconnect();
  await database?.stop();
  setEnv({ LODESTAR_INPROCESS_WORKER: undefined, LODESTAR_SIMULATION_QUEUE: undefined });
});

describe("recovery of interrupted simulations", () => {
  it("leaves a running run alone within its lease", async () => {
    const { deps, sent } = queueStandIn(false);
    expect(await recoverStaleRuns(testDb(), fixedClock(new Date()), deps)).toEqual({
      requeued: [],
      failed: [],
    });
    expect(sent).toEqual([]);
    expect((await row()).state).toBe("running");
  });

  it("queues a silent running run again once, even with two sweeps at once", async () => {
    const { deps, sent } = queueStandIn(false);
    const clock = await afterLease();
    const sweeps = await Promise.all([
      recoverStaleRuns(testDb(), clock, deps),
      recoverStaleRuns(testDb(), clock, deps),
    ]);
    expect(sweeps.flatMap((s) => s.requeued)).toEqual([id]);
    expect(sent).toEqual([id]);
    expect(await row()).toMatchObject({ state: "queued", progress: 0, recoveries: 1, jobId: "job-1" });
  });

  it("leaves a queued run whose job still waits, and queues one whose job is gone", async () => {
    expect((await recoverStaleRuns(testDb(), await afterLease(), queueStandIn(true).deps)).requeued).toEqual(
      [],
    );
    const { deps } = queueStandIn(false);
    expect((await recoverStaleRuns(testDb(), await afterLease(), deps)).requeued).toEqual([id]);
    expect((await row()).recoveries).toBe(MAX_RECOVERIES);
  });

  it("fails the run with a reason after MAX_RECOVERIES", async () => {
    const { deps, sent } = queueStandIn(false);
    expect(await recoverStaleRuns(testDb(), await afterLease(), deps)).toEqual({
      requeued: [],
      failed: [id],
    });
    expect(sent).toEqual([]);
    expect(await row()).toMatchObject({ state: "failed", error: interruptedReason(MAX_RECOVERIES + 1) });
  });

  it("a run handed out twice is claimed once", async () => {
    await testDb().simulation.update({ where: { id }, data: { state: "queued", error: null } });
    expect(await Promise.all([claimRun(testDb(), id), claimRun(testDb(), id)])).toEqual(
      expect.arrayContaining([true, false]),
    );
    const taken = await runSimulation(testDb(), id, getMarketData(), "job-x");
    expect(taken?.state).toBe("running");
  });

  it("a failure on our side stores the fixed sentence and logs the cause with the reference", async () => {
    await testDb().simulation.update({ where: { id }, data: { state: "queued" } });
    const market = getMarketData();
    const broken = new Proxy(market, {
      get: (target, key) => {
        if (key === "prices") throw new TypeError("internal detail: prices unreadable");
        return target[key as keyof MarketData];
      },
    });
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const failed = await runSimulation(testDb(), id, broken, "req_reference");
      expect(failed).toMatchObject({ state: "failed", error: internalFailureReason("req_reference") });
      expect(failed?.error).not.toMatch(/internal detail|TypeError|\bat /);
      const logged = log.mock.calls.map((args) => args.map(String).join(" ")).join("\n");
      expect(logged).toContain("req_reference");
      expect(logged).toContain("internal detail: prices unreadable");
    } finally {
      log.mockRestore();
    }
  });
});
