// The definition -> engine mapping on the real data build, through REST: a Combined (fixed weights per
// model at the Combined level; holdings named by model), a risk condition switching to the riskOff leg,
// long-run monthly history before the daily data (queued, computed by the app's in-process worker) with
// its monthlyPeriods, a queued run picked up after an app restart, and the plan's number of kept
// simulations.
import { beforeAll, describe, expect, it } from "vitest";
import { stopQueue } from "@/server/jobs/simulationQueue";
import { keepPlanLimit } from "@/server/domain/simulations/store";
import { testDb } from "@/tests/helpers/accounts";
import { startResearchServer, type TestAccount } from "@/tests/screeners/api";
import { createPortfolio, ok, waitDone } from "@/tests/simulations/api";
import { setEnv } from "@/tests/helpers/env";

const { account } = startResearchServer();
let user: TestAccount;
beforeAll(async () => {
  user = await account("professional", "models-app");
});

type Holding = { ticker: string; weight: number };

describe("definitions the engine runs", () => {
  it("a Combined holds its models in the Combined level's fixed weights", async () => {
    const portfolioId = await createPortfolio(user, {
      name: "Stocks and bonds, combined",
      models: [
        { name: "Stocks", selection: { instruments: ["SPY"] } },
        { name: "Bonds", selection: { instruments: ["IEF", "TLT"] } },
      ],
      rebalance: { every: 12 },
      allocation: { riskOn: { method: "fixed_weights", settings: { weight: [0.7, 0.3] } } },
    });
    const sim = await ok(user, "simulate_portfolio", {
      portfolioId,
      startYear: 2012,
      variant: { costs: false },
    });
    expect(sim.result.state).toBe("done");
    const m = await ok(user, "get_simulation_metrics", { simulationId: sim.result.simulation.id });
    const first = m.result.rebalances[0].holdings as Holding[];
    expect(first.map((h) => h.ticker).sort()).toEqual(["Bonds", "Stocks"]);
    expect(first.find((h) => h.ticker === "Stocks")!.weight).toBeCloseTo(0.7, 12);
    expect(m.result.models.map((x: { name: string }) => x.name)).toEqual(["Stocks", "Bonds"]);
    const bonds = m.result.models[1].rebalances[0].holdings as Holding[];
    expect(bonds.map((h) => h.ticker).sort()).toEqual(["IEF", "TLT"]);
    expect(bonds[0].weight).toBeCloseTo(0.5, 12);
    // Yearly rebalances from January 2012: the Combined rebalances about once a year.
    expect(m.result.rebalances.length).toBeGreaterThanOrEqual(9);
    expect(m.result.rebalances.length).toBeLessThanOrEqual(16);
  });

  it("a VIX risk condition moves the portfolio to its riskOff leg while volatility is high", async () => {
    const portfolioId = await createPortfolio(user, {
      name: "SPY unless the VIX is high",
      models: [
        {
          selection: { instruments: ["SPY", "IEF"] },
          allocation: {
            riskOn: { method: "fixed_weights", settings: { weight: { SPY: 1, IEF: 0 } } },
            riskOff: { method: "fixed_weights", settings: { weight: { SPY: 0, IEF: 1 } } },
          },
          riskConditions: { conditions: [{ preset: "vix", switchRebalances: true }] },
        },
      ],
    });
    const sim = await ok(user, "simulate_portfolio", { portfolioId, startYear: 2007 });
    expect(sim.result.state, sim.result.reason).toBe("done");
    const m = await ok(user, "get_simulation_metrics", { simulationId: sim.result.simulation.id });
    const off = (m.result.rebalances as { date: string; leg: string; holdings: Holding[] }[]).filter(
      (r) => r.leg === "riskOff",
    );
    expect(off.length).toBeGreaterThan(0);
    expect(off.some((r) => r.date.startsWith("2008"))).toBe(true);
    for (const r of off) expect(r.holdings.map((h) => h.ticker)).toEqual(["IEF"]);
    const on = (m.result.rebalances as { leg: string; holdings: Holding[] }[]).filter(
      (r) => r.leg === "riskOn",
    );
    for (const r of on)
      expect(
        r.holdings.map((h) => h.ticker),
        JSON.stringify(r),
      ).toEqual(["SPY"]);
  });

  it("a start before the daily data uses long-run monthly history and says where", async () => {
    const portfolioId = await createPortfolio(user, {
      name: "S&P 500 since 1980",
      models: [{ selection: { instruments: ["SPY"] } }],
    });
    const sim = await ok(user, "simulate_portfolio", {
      portfolioId,
      startYear: 1980,
      variant: { costs: false },
    });
    expect(sim.result.state).toBe("queued");
    const { data } = await waitDone(user, { jobId: sim.jobId }, 120_000);
    expect(data.result.state, data.result.reason).toBe("done");
    const cmp = await ok(user, "compare_simulations", {
      simulationIds: [sim.result.simulation.id, sim.result.simulation.id],
    });
    const [row] = cmp.result.simulations;
    expect(row.monthlyPeriods).toHaveLength(1);
    // The first row is the close of the month before the start, so January 1980 is a return in the result.
    expect(row.monthlyPeriods[0].from).toBe("1979-12-31");
    const m = await ok(user, "get_simulation_metrics", { simulationId: sim.result.simulation.id });
    expect(m.result.monthly[0].month).toBe("1980-01");
    // By hand from Shiller's raw rows (price, annual dividend): 1979-12 107.8, 1980-01 110.9 and 5.7.
    expect(m.result.monthly[0].totalReturn).toBeCloseTo((110.9 + 5.7 / 12) / 107.8 - 1, 12);
    expect(row.monthlyPeriods[0].to < "1993-02-01").toBe(true);
    expect(row.years[0].year).toBe(1980);
    // SPY and its benchmark (SPY) are the same holding: same figures.
    expect(row.headline.portfolio.totalReturn).toBeCloseTo(row.headline.benchmark.totalReturn, 9);
    const growth = cmp.result.growth[0].points as { date: string }[];
    expect(growth.length).toBeLessThanOrEqual(1000);
    expect(new Set(growth.map((p) => p.date.slice(0, 7))).size).toBe(growth.length);
  });

  it("a run queued before an app restart is computed once someone asks for it", async () => {
    await stopQueue();
    setEnv({ LODESTAR_INPROCESS_WORKER: "off", LODESTAR_SIMULATION_INLINE_LIMIT: "0" });
    try {
      const portfolioId = await createPortfolio(user, {
        name: "Queued before a restart",
        models: [{ selection: { instruments: ["TLT"] } }],
      });
      const sim = await ok(user, "simulate_portfolio", { portfolioId, startYear: 2016 });
      expect(sim.result.state).toBe("queued");
      // The "restart": this process's queue handle (sending only) goes away; the new one works the queue.
      await stopQueue();
    } finally {
      setEnv({ LODESTAR_INPROCESS_WORKER: undefined, LODESTAR_SIMULATION_INLINE_LIMIT: undefined });
    }
    const latest = await testDb().simulation.findFirstOrThrow({
      where: { userId: user.userId },
      orderBy: { createdAt: "desc" },
    });
    const { data } = await waitDone(user, { simulationId: latest.id });
    expect(data.result.state).toBe("done");
  });

  it("keeps the plan's number of simulations, newest first", async () => {
    const free = await account("free", "kept-app");
    const db = testDb();
    const base = Date.parse("2026-01-01T00:00:00Z");
    await db.simulation.createMany({
      data: Array.from({ length: 23 }, (_, k) => ({
        id: `sim_${k.toString(16).padStart(32, "0")}`,
        recipeId: `rcp_${k.toString(16).padStart(32, "a")}`,
        userId: free.userId,
        request: {},
        state: "done",
        engineVersion: "x",
        createdAt: new Date(base + k * 1000),
      })),
    });
    expect(await keepPlanLimit(db, free.userId, "free")).toBe(3);
    const left = await db.simulation.findMany({
      where: { userId: free.userId },
      orderBy: { createdAt: "asc" },
      select: { id: true },
    });
    expect(left).toHaveLength(20);
    expect(left[0].id).toBe(`sim_${(3).toString(16).padStart(32, "0")}`);
  });
});
