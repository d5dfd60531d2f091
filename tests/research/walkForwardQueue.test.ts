// run_walk_forward on the queue (inline limit 0, the app's in-process worker): the answer is queued with
// a jobId, get_sweep reports it until done, and the result still equals the plain simulation on the
// testing windows; windows that leave no room are refused before anything is queued (no call counted); a
// grid of 600 variants counts 6 calls; cancel_sweep stops it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemClock } from "@/server/clock";
import { usageOf } from "@/server/domain/accounts/usage";
import { stopQueue } from "@/server/jobs/simulationQueue";
import { testDb } from "@/tests/helpers/accounts";
import { setEnv } from "@/tests/helpers/env";
import { startResearchServer, type TestAccount } from "@/tests/screeners/api";
import { createPortfolio, ok, waitDone } from "@/tests/simulations/api";

setEnv({
  LODESTAR_INPROCESS_WORKER: "on",
  LODESTAR_SIMULATION_QUEUE: `walk-forward-test-${process.pid}`,
  LODESTAR_SIMULATION_INLINE_LIMIT: "0",
});
const { account, url } = startResearchServer();
afterAll(async () => {
  await stopQueue();
  setEnv({ LODESTAR_SIMULATION_INLINE_LIMIT: undefined });
});

const FIVE = ["SPY", "TLT", "GLD", "EFA", "VNQ"];
const DEFINITION = {
  name: "Five ETFs by inverse volatility",
  models: [
    {
      selection: { instruments: FIVE },
      allocation: { riskOn: { method: "inverse_volatility", lookbackMonths: 6 } },
    },
  ],
};
const LOOKBACK = "models[0].allocation.riskOn.lookbackMonths";

let owner: TestAccount;
let portfolioId: string;
beforeAll(async () => {
  owner = await account("advanced", "walk-queue");
  portfolioId = await createPortfolio(owner, DEFINITION);
});

async function untilFinished(sweepId: string, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  const states: string[] = [];
  for (;;) {
    const status = (await ok(owner, "get_sweep", { sweepId })).result;
    states.push(status.sweep.state);
    if (["done", "failed", "cancelled"].includes(status.sweep.state)) return { status, states };
    if (Date.now() > until) throw new Error(`not finished in ${timeoutMs} ms: ${states.join(",")}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("run_walk_forward on the queue", () => {
  it("answers queued with a jobId, get_sweep reports it until done, and it equals the plain simulation on the testing windows", async () => {
    const settings = { startYear: 2009, startingCapital: 10_000 };
    const answer = await ok(owner, "run_walk_forward", {
      portfolioId,
      axes: [{ path: LOOKBACK, values: [6] }],
      trainMonths: 12,
      testMonths: 3,
      anchored: true,
      ...settings,
    });
    expect(answer.result.sweep.state).toBe("queued");
    expect(answer.jobId).toMatch(/^job_/);
    const { status } = await untilFinished(answer.result.sweep.id);
    expect(status.sweep).toMatchObject({ state: "done", progress: 1, kind: "walkForward" });
    const sim = await ok(owner, "simulate_portfolio", { portfolioId, ...settings });
    const simId = (sim.result.state === "done" ? sim : (await waitDone(owner, { jobId: sim.jobId })).data)
      .result.simulation.id;
    const res = await fetch(`${url()}/api/v1/simulations/${simId}/export.csv`, {
      headers: { authorization: `Bearer ${owner.key}` },
    });
    const rows = (await res.text()).trim().split("\n").slice(1);
    const values = new Map(rows.map((line) => [line.split(",")[0], Number(line.split(",")[1])]));
    const { growth } = status.result;
    const origin = values.get(growth.dates[0])!;
    expect(growth.dates[growth.dates.length - 1]).toBe(rows[rows.length - 1].split(",")[0]);
    growth.dates.forEach((d: string, k: number) => {
      expect(Math.abs(growth.outOfSample[k] / (10_000 * (values.get(d)! / origin)) - 1)).toBeLessThan(1e-12);
    });
  });

  it("refuses windows that leave no room before anything is queued, counting no call", async () => {
    const used = await usageOf(testDb(), systemClock, owner.userId);
    const before = await testDb().sweep.count({ where: { userId: owner.userId } });
    const reply = await owner.call("run_walk_forward", {
      portfolioId,
      axes: [{ path: LOOKBACK, values: [3, 6] }],
      trainMonths: 200,
      testMonths: 12,
      startYear: 2015,
    });
    expect(reply.status).toBe(422);
    expect(reply.body.error.details[0].path).toBe("/trainMonths");
    expect(await testDb().sweep.count({ where: { userId: owner.userId } })).toBe(before);
    expect(await usageOf(testDb(), systemClock, owner.userId)).toBe(used);
  });

  it("counts its grid's variants as run_sweep does, and stops when cancelled", async () => {
    const used = await usageOf(testDb(), systemClock, owner.userId);
    const answer = await ok(owner, "run_walk_forward", {
      portfolioId,
      axes: [
        { path: LOOKBACK, values: [1, 2, 3, 6, 9, 12, 18, 24, 36, 60] },
        { path: "models[0].rebalance.every", values: [1, 2, 3, 6, 12] },
        { path: "models[0].positionExits.stopLoss", range: { min: -0.6, max: -0.05, step: 0.05 } },
      ],
      trainMonths: 24,
      testMonths: 6,
      startYear: 2006,
    });
    // 600 variants (big enough to be still running when the cancel arrives): 1 research call, plus 1
    // for each started hundred beyond the first.
    expect(answer.result.sweep).toMatchObject({ variantCount: 600, calls: 6 });
    expect((await usageOf(testDb(), systemClock, owner.userId)) - used).toBe(6);
    const cancelled = await ok(owner, "cancel_sweep", { sweepId: answer.result.sweep.id });
    expect(cancelled.result.sweep.state).toBe("cancelled");
    await new Promise((r) => setTimeout(r, 3_000));
    const later = (await ok(owner, "get_sweep", { sweepId: answer.result.sweep.id })).result;
    expect(later.sweep.state).toBe("cancelled");
    expect(later.result).toBeUndefined();
    expect(later.sweep.progress).toBeLessThan(1);
  });
});
