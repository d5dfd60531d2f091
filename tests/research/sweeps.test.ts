// Sweeps over real HTTP (REST through the app's route), queued on Postgres and computed in chunks by the
// app's in-process worker: three cells chosen by a seeded draw equal simulate_portfolio of the same
// variant bit for bit (metrics, and every daily value of the simulation open_sweep_variant makes); bad
// axes, refused values and too many variants are refused before anything runs, naming axis and value;
// a variant that cannot run is a failed cell with its reason; cancel stops the chunks; another
// account's portfolio or sweep is not_found; the calls counted follow the variant count.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemClock } from "@/server/clock";
import { getMarketData } from "@/server/data/load";
import { usageOf } from "@/server/domain/accounts/usage";
import { variantOf } from "@/server/domain/research/axes";
import { runVariant } from "@/server/domain/research/runVariant";
import type { SweepRequest } from "@/server/domain/research/sweepChunk";
import { stopQueue } from "@/server/jobs/simulationQueue";
import { testDb } from "@/tests/helpers/accounts";
import { setEnv } from "@/tests/helpers/env";
import { startResearchServer, type TestAccount } from "@/tests/screeners/api";
import { createPortfolio, ok, waitDone } from "@/tests/simulations/api";

setEnv({
  LODESTAR_INPROCESS_WORKER: "on",
  LODESTAR_SIMULATION_QUEUE: `sweeps-test-${process.pid}`,
  LODESTAR_SIMULATION_INLINE_LIMIT: "0",
});
const { account } = startResearchServer();
afterAll(async () => {
  await stopQueue();
  setEnv({ LODESTAR_SIMULATION_INLINE_LIMIT: undefined });
});

const FIVE = ["SPY", "TLT", "GLD", "EFA", "VNQ"];
const INVERSE_VOLATILITY = {
  name: "Five ETFs by inverse volatility",
  models: [
    {
      selection: { instruments: FIVE },
      allocation: { riskOn: { method: "inverse_volatility", lookbackMonths: 12 } },
      positionExits: { maxPositions: 5 },
    },
  ],
};
const FIXED = {
  name: "Five ETFs fixed",
  models: [
    {
      selection: { instruments: FIVE },
      allocation: {
        riskOn: {
          method: "fixed_weights",
          settings: { weight: Object.fromEntries(FIVE.map((t) => [t, 0.2])) },
        },
      },
    },
  ],
};
const GRID = [
  { path: "models[0].allocation.riskOn.lookbackMonths", values: [3, 6, 12] },
  { path: "models[0].rebalance.every", values: [1, 3] },
  { path: "models[0].positionExits.stopLoss", range: { min: -0.3, max: -0.2, step: 0.1 } },
];

async function waitSweep(user: TestAccount, sweepId: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const data = await ok(user, "get_sweep", { sweepId });
    if (!["queued", "running"].includes(data.result.sweep.state)) return data.result;
    if (Date.now() > until) throw new Error(`sweep ${sweepId} not done in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A seeded draw (mulberry32), so the cells checked are the same on every run. */
function draw(seed: number, n: number, count: number): number[] {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = new Set<number>();
  while (out.size < count) out.add(Math.floor(next() * n));
  return [...out];
}

let user: TestAccount;
let other: TestAccount;
let portfolioId: string;
let sweepId: string;

beforeAll(async () => {
  user = await account("advanced", "sweeps");
  other = await account("advanced", "sweeps-other");
  portfolioId = await createPortfolio(user, INVERSE_VOLATILITY);
});

describe("a sweep", () => {
  it("queues, runs in chunks and answers every variant with the best and the overfitting checks", async () => {
    const started = await ok(user, "run_sweep", {
      portfolioId,
      axes: GRID,
      startYear: 2010,
      rankBy: "calmar",
    });
    expect(started.result.sweep).toMatchObject({
      state: "queued",
      variantCount: 12,
      calls: 1,
      rankBy: "calmar",
    });
    expect(started.jobId).toMatch(/^job_[0-9a-f]{32}$/);
    sweepId = started.result.sweep.id;
    expect(sweepId).toMatch(/^swp_[0-9a-f]{32}$/);
    const done = await waitSweep(user, sweepId);
    expect(done.sweep).toMatchObject({ state: "done", progress: 1 });
    expect(done.sweep.axes.map((a: { label: string }) => a.label)).toEqual([
      "Lookback (months)",
      "Rebalance every (months)",
      "Stop loss (%)",
    ]);
    const variants = done.result.variants;
    expect(variants.map((v: { index: number }) => v.index)).toEqual([...Array(12).keys()]);
    expect(variants[5].values).toEqual([6, 1, -0.2]);
    const calmars = variants.map((v: { metrics: { calmar: number } }) => v.metrics.calmar);
    expect(done.result.best).toBe(calmars.indexOf(Math.max(...calmars)));
    expect(done.result.overfitting.trials).toBe(12);
    expect(done.result.overfitting.deflatedSharpe).toBeGreaterThanOrEqual(0);
    expect(done.result.overfitting.probabilityOfOverfitting).toBeGreaterThanOrEqual(0);
    expect(done.result.overfitting.sentence).toContain("With 12 variants tried");
    expect(await testDb().sweepChunk.count({ where: { sweepId } })).toBe(0);
  });

  it("has three random cells equal to simulate_portfolio of the same variant, bit for bit", async () => {
    const { result: status } = await ok(user, "get_sweep", { sweepId });
    const row = await testDb().sweep.findUniqueOrThrow({ where: { id: sweepId } });
    const request = row.request as unknown as SweepRequest;
    for (const index of draw(24, 12, 3)) {
      const opened = await ok(user, "open_sweep_variant", { sweepId, variant: index });
      expect(opened.result.portfolioId).toMatch(/^[0-9a-f]{24}$/);
      const { data } = await waitDone(user, { simulationId: opened.result.simulation.id });
      expect(data.result.state).toBe("done");
      const portfolio = await ok(user, "get_portfolio", { portfolioId: opened.result.portfolioId });
      expect(portfolio.result.portfolio.name).toContain(`${INVERSE_VOLATILITY.name} · Lookback (months) `);
      const full = await ok(user, "get_simulation_metrics", {
        simulationId: data.result.simulation.id,
        series: "daily",
      });
      const cell = status.result.variants[index];
      const m = full.result.metrics;
      const { cagr, totalReturn, volatility, sharpe, sortino, calmar, maxDrawdown } = m;
      const endValue = full.result.daily.at(-1).value;
      expect(cell.metrics).toEqual({
        cagr,
        totalReturn,
        volatility,
        sharpe,
        sortino,
        calmar,
        maxDrawdown,
        endValue,
      });
      // The cell's daily values, computed again in this process from the sweep's stored request.
      const variant = variantOf(request.base, request.axes, index, request.plan);
      if (!variant.ok) throw new Error(variant.reason);
      const run = runVariant({
        market: getMarketData(),
        ...variant,
        benchmark: request.benchmark,
        settings: request.settings,
      });
      expect(Array.from(run.values)).toEqual(full.result.daily.map((d: { value: number }) => d.value));
    }
  });

  it("reports a variant that cannot run in its cell, with the reason, and still finishes", async () => {
    const fixed = await createPortfolio(user, FIXED);
    const axes = [{ path: "models[0].allocation.riskOn.settings.weight.SPY", values: [0.2, 0.25] }];
    const started = await ok(user, "run_sweep", { portfolioId: fixed, axes, startYear: 2015 });
    const done = await waitSweep(user, started.result.sweep.id);
    expect(done.sweep.state).toBe("done");
    expect(done.result.variants[0]).toMatchObject({ state: "done", values: [0.2] });
    expect(done.result.variants[1]).toEqual({
      index: 1,
      values: [0.25],
      state: "failed",
      reason: "The weights add up to 105 %, not 100 %.",
    });
    expect(done.result.best).toBe(0);
    const refused = await user.call("open_sweep_variant", { sweepId: started.result.sweep.id, variant: 1 });
    expect(refused.status).toBe(422);
  });
});

describe("refusals before anything runs", () => {
  const refused = async (u: TestAccount, input: object) => {
    const before = await testDb().sweep.count({ where: { userId: u.userId } });
    const reply = await u.call("run_sweep", input);
    expect(await testDb().sweep.count({ where: { userId: u.userId } })).toBe(before);
    return reply;
  };

  it("refuses an axis path that does not exist, naming it", async () => {
    const path = "models[0].allocation.riskOn.lookback";
    const reply = await refused(user, { portfolioId, axes: [{ path, values: [3] }] });
    expect(reply.status).toBe(422);
    expect(reply.body.error.details[0]).toMatchObject({ path: "/axes/0/path" });
    expect(reply.body.error.details[0].message).toContain(path);
  });

  it("refuses a value the field refuses, naming the axis and the value with a fix", async () => {
    const axes = [GRID[1], { path: "models[0].allocation.riskOn.lookbackMonths", values: [3, 7] }];
    const reply = await refused(user, { portfolioId, axes });
    expect(reply.status).toBe(422);
    const d = reply.body.error.details[0];
    expect(d.path).toBe("/axes/1/values/1");
    expect(d.message).toContain("Axis 2 (Lookback (months)");
    expect(d.message).toContain("the value 7");
    expect(d.fix).toContain("Send one of");
  });

  it("refuses more variants than the plan runs, with the plan that runs them", async () => {
    const starter = await account("starter", "sweeps-starter");
    const mine = await createPortfolio(starter, INVERSE_VOLATILITY);
    const axes = [
      { path: "models[0].allocation.riskOn.lookbackMonths", values: [1, 2, 3, 6, 9, 12, 18, 24, 36, 60] },
      { path: "models[0].positionExits.stopLoss", range: { min: -0.6, max: -0.05, step: 0.05 } },
    ];
    const before = await usageOf(testDb(), systemClock, starter.userId);
    const reply = await refused(starter, { portfolioId: mine, axes });
    expect(reply.status).toBe(403);
    // Counted as one call, like any plan refusal, not as the 120 variants' two.
    expect((await usageOf(testDb(), systemClock, starter.userId)) - before).toBe(1);
    expect(reply.body.error).toMatchObject({ code: "plan_required" });
    expect(reply.body.error.details[0]).toMatchObject({ path: "/axes", lowestPlan: "advanced" });
    expect(reply.body.error.message).toContain("120 variants");
  });

  it("answers not_found for another account's portfolio and sweep", async () => {
    const reply = await refused(other, { portfolioId, axes: [GRID[1]] });
    expect(reply.status).toBe(404);
    for (const op of ["get_sweep", "cancel_sweep"])
      expect((await other.call(op, { sweepId })).status).toBe(404);
    expect((await other.call("open_sweep_variant", { sweepId, variant: 0 })).status).toBe(404);
    expect((await ok(user, "get_sweep", { sweepId })).result.sweep.state).toBe("done");
  });
});

describe("counting and cancelling", () => {
  it("counts 1 call plus 1 per started 100 variants beyond the first 100, and none for a refusal", async () => {
    const used = () => usageOf(testDb(), systemClock, user.userId);
    const axes = [
      { path: "models[0].allocation.riskOn.lookbackMonths", values: [1, 2, 3, 6, 9, 12, 18, 24, 36, 60] },
      { path: "models[0].positionExits.stopLoss", range: { min: -0.75, max: -0.05, step: 0.05 } },
      { path: "models[0].rebalance.every", values: [1, 2, 3, 6, 12] },
    ];
    const before = await used();
    const started = await ok(user, "run_sweep", { portfolioId, axes, startYear: 2005 });
    expect(started.result.sweep).toMatchObject({ variantCount: 750, calls: 8 });
    expect((await used()) - before).toBe(8);
    await user.call("run_sweep", { portfolioId, axes: [{ path: "nope", values: [1] }] });
    expect((await used()) - before).toBe(8);
    const cancelled = await ok(user, "cancel_sweep", { sweepId: started.result.sweep.id });
    expect(cancelled.result.sweep).toMatchObject({ state: "cancelled" });
    expect(cancelled.result.sweep.finishedAt).not.toBeNull();
    const progress = cancelled.result.sweep.progress;
    await new Promise((r) => setTimeout(r, 1500));
    const later = await ok(user, "get_sweep", { sweepId: started.result.sweep.id });
    expect(later.result.sweep.state).toBe("cancelled");
    expect(later.result.result).toBeUndefined();
    // At most the chunk being computed when it was cancelled finishes; the rest skip.
    expect(later.result.sweep.progress).toBe(progress);
    expect(await testDb().sweepChunk.count({ where: { sweepId: started.result.sweep.id } })).toBe(0);
  });
});
