// run_walk_forward over REST on the real data build: a walk-forward over one variant equals the plain
// simulation (simulate_portfolio, its exported daily values) on the testing windows; the result's shape
// with two axes, rolling and anchored, as get_sweep answers it; the plan refusal (free); windows that
// leave no room refused with a fix; another account's portfolio and walk-forward are not found.
import { beforeAll, describe, expect, it } from "vitest";
import { startResearchServer, type TestAccount } from "@/tests/screeners/api";
import { createPortfolio, ok, waitDone } from "@/tests/simulations/api";

const { account, url } = startResearchServer();
const FIVE = ["SPY", "TLT", "GLD", "EFA", "VNQ"];
const INVERSE_VOLATILITY = {
  name: "Five ETFs by inverse volatility",
  models: [
    {
      selection: { instruments: FIVE },
      allocation: { riskOn: { method: "inverse_volatility", lookbackMonths: 12 } },
    },
  ],
};
const LOOKBACK = "models[0].allocation.riskOn.lookbackMonths";
const EVERY = "models[0].rebalance.every";

let owner: TestAccount;
let stranger: TestAccount;
let free: TestAccount;
let portfolioId: string;
beforeAll(async () => {
  owner = await account("starter", "walk-owner");
  stranger = await account("starter", "walk-stranger");
  free = await account("free", "walk-free");
  portfolioId = await createPortfolio(owner, INVERSE_VOLATILITY);
});

/** The simulation's exported daily values by date (JavaScript's round-trip form: the exact doubles). */
async function dailyValues(simulationId: string, key: string): Promise<Map<string, number>> {
  const res = await fetch(`${url()}/api/v1/simulations/${simulationId}/export.csv`, {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(res.status).toBe(200);
  const rows = (await res.text()).trim().split("\n").slice(1);
  return new Map(rows.map((line) => [line.split(",")[0], Number(line.split(",")[1])]));
}

describe("run_walk_forward", () => {
  it("over one variant equals the plain simulation on the testing windows", async () => {
    // One axis with the portfolio's own value: the grid is the portfolio itself.
    const settings = { startYear: 2008, startingCapital: 25_000 };
    const wf = await ok(owner, "run_walk_forward", {
      portfolioId,
      axes: [{ path: LOOKBACK, values: [12] }],
      trainMonths: 24,
      testMonths: 6,
      ...settings,
    });
    expect(wf.result.sweep.kind).toBe("walkForward");
    expect(wf.result.sweep.state).toBe("done");
    const r = wf.result.result;
    expect(r.windows.every((w: { chosen: number }) => w.chosen === 0)).toBe(true);
    const sim = await ok(owner, "simulate_portfolio", { portfolioId, ...settings });
    const done = sim.result.state === "done" ? sim : (await waitDone(owner, { jobId: sim.jobId })).data;
    const values = await dailyValues(done.result.simulation.id, owner.key);
    const dates = [...values.keys()];
    // The stitched series runs from the first training window's last day to the simulation's last day,
    // on the simulation's own days, and is the simulation's value scaled to the capital at its start:
    // out-of-sample day t = 25 000 x V_t / V_origin. It compounds the same daily returns V_t / V_t-1 - 1
    // (tests/engine/walkForward.test.ts checks those bit for bit), so it agrees to rounding: 1e-12.
    const { growth } = r;
    expect(growth.dates).toEqual(dates.slice(dates.indexOf(growth.dates[0])));
    expect(growth.dates[0]).toBe(r.windows[0].trainEnd);
    const origin = values.get(growth.dates[0])!;
    growth.dates.forEach((d: string, k: number) => {
      const plain = 25_000 * (values.get(d)! / origin);
      expect(Math.abs(growth.outOfSample[k] / plain - 1)).toBeLessThan(1e-12);
      expect(growth.inSample[k]).toBe(plain);
    });
    // Each testing window's return is the plain simulation's over the same days.
    for (const w of r.windows) {
      const before = dates[dates.indexOf(w.testStart) - 1];
      expect(w.outOfSample.totalReturn).toBeCloseTo(values.get(w.testEnd)! / values.get(before)! - 1, 12);
    }
    expect(r.outOfSample.totalReturn).toBeCloseTo(r.inSample.totalReturn, 12);
  });

  it("answers the windows, the picks, both series and the efficiency; get_sweep answers the same", async () => {
    const input = {
      portfolioId,
      axes: [
        { path: LOOKBACK, values: [3, 6, 12] },
        { path: EVERY, values: [1, 3] },
      ],
      trainMonths: 36,
      testMonths: 12,
      startYear: 2006,
      rankBy: "sortino",
    };
    const rolling = (await ok(owner, "run_walk_forward", input)).result;
    const anchored = (await ok(owner, "run_walk_forward", { ...input, anchored: true })).result;
    expect(rolling.sweep).toMatchObject({
      kind: "walkForward",
      variantCount: 6,
      calls: 1,
      rankBy: "sortino",
    });
    expect(rolling.sweep.axes.map((a: { values: unknown[] }) => a.values)).toEqual([
      [3, 6, 12],
      [1, 3],
    ]);
    for (const { result, isAnchored } of [
      { result: rolling.result, isAnchored: false },
      { result: anchored.result, isAnchored: true },
    ]) {
      expect(result.variants).toHaveLength(6);
      expect(result.variants[4]).toMatchObject({ index: 4, values: [12, 1], state: "done" });
      expect(result.windows.length).toBeGreaterThanOrEqual(16);
      for (const [k, w] of result.windows.entries()) {
        expect(w.trainEnd < w.testStart && w.testStart <= w.testEnd).toBe(true);
        expect(w.values).toEqual(result.variants[w.chosen].values);
        if (isAnchored) expect(w.trainStart).toBe(result.windows[0].trainStart);
        if (k > 0) expect(w.testStart > result.windows[k - 1].testEnd).toBe(true);
        expect(typeof w.outOfSample.endValue).toBe("number");
      }
      expect(result.growth.outOfSample[0]).toBe(10_000);
      expect(result.growth.inSample[0]).toBe(10_000);
      expect(result.growth.outOfSample).toHaveLength(result.growth.dates.length);
      const end = result.growth.outOfSample[result.growth.outOfSample.length - 1];
      expect(result.outOfSample.endValue).toBeCloseTo(end, 6);
      const meanIs =
        result.windows.reduce((a: number, w: { inSample: { cagr: number } }) => a + w.inSample.cagr, 0) /
        result.windows.length;
      if (meanIs > 0) expect(result.efficiency).toBeCloseTo(result.outOfSample.cagr / meanIs, 12);
    }
    expect(anchored.result.windows[3].trainStart).not.toBe(rolling.result.windows[3].trainStart);
    const polled = await ok(owner, "get_sweep", { sweepId: rolling.sweep.id });
    expect(polled.result).toEqual(rolling);
  });

  it("stamps an inline walk-forward and sweep as finished after they began", async () => {
    const axes = [{ path: EVERY, values: [1, 3] }];
    const walk = { portfolioId, axes, trainMonths: 36, testMonths: 12, startYear: 2006 };
    for (const [op, input] of [
      ["run_walk_forward", walk],
      ["run_sweep", { portfolioId, axes, startYear: 2006 }],
    ] as const) {
      const { sweep } = (await ok(owner, op, input)).result;
      expect(sweep.state).toBe("done");
      expect(Date.parse(sweep.finishedAt)).toBeGreaterThanOrEqual(Date.parse(sweep.createdAt));
    }
  });

  it("refuses windows that leave no room in the data, with a fix", async () => {
    const reply = await owner.call("run_walk_forward", {
      portfolioId,
      axes: [{ path: LOOKBACK, values: [6, 12] }],
      trainMonths: 240,
      testMonths: 24,
      startYear: 2010,
    });
    expect(reply.status).toBe(422);
    expect(reply.body.error.details[0].path).toBe("/trainMonths");
    expect(reply.body.error.details[0].fix).toMatch(/trainMonths \+ testMonths at most \d+/);
  });

  it("needs the starter plan", async () => {
    const own = await createPortfolio(free);
    const reply = await free.call("run_walk_forward", {
      portfolioId: own,
      axes: [{ path: EVERY, values: [1, 3] }],
      trainMonths: 36,
      testMonths: 12,
    });
    expect(reply.status).toBe(403);
    expect(reply.body.error.code).toBe("plan_required");
    expect(reply.body.error.message).toMatch(/^Walk-forward tests come with the starter plan/);
    expect(reply.body.error.details[0].lowestPlan).toBe("starter");
  });

  it("answers not_found for another account's portfolio and walk-forward", async () => {
    const input = {
      portfolioId,
      axes: [{ path: LOOKBACK, values: [6, 12] }],
      trainMonths: 36,
      testMonths: 12,
    };
    const reply = await stranger.call("run_walk_forward", input);
    expect(reply.status).toBe(404);
    expect(reply.body.error.code).toBe("not_found");
    const mine = (await ok(owner, "run_walk_forward", input)).result.sweep.id;
    const read = await stranger.call("get_sweep", { sweepId: mine });
    expect(read.status).toBe(404);
    expect(read.body.error.code).toBe("not_found");
  });
});
