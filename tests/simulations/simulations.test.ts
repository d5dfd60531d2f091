// Simulations through REST on the real data build: a fixed-weight ETF portfolio computed in the request,
// its metrics checked against the product.md formulas recomputed here from the exported daily series,
// recipes (same recipe -> same simulation, recomputation bit-identical), a five-way comparison on one
// date grid, plan and currency refusals, and other accounts' simulations answering not_found.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "@/server/env";
import { getMarketData } from "@/server/data/load";
import { canonicalJson } from "@/server/domain/simulations/recipe";
import { computeSimulation } from "@/server/domain/simulations/compute";
import type { StoredRequest } from "@/server/domain/simulations/summary";
import { computeInputOf } from "@/server/domain/simulations/service";
import { resultOf } from "@/server/domain/simulations/stored";
import { testDb } from "@/tests/helpers/accounts";
import { startResearchServer, type TestAccount } from "@/tests/screeners/api";
import { createPortfolio, ok } from "@/tests/simulations/api";

const { account, url } = startResearchServer();
let user: TestAccount;
let other: TestAccount;
let portfolioId: string;
beforeAll(async () => {
  user = await account("professional", "sim-app");
  other = await account("professional", "sim-other");
  portfolioId = await createPortfolio(user);
});

const csvRows = async (id: string, key: string) => {
  const res = await fetch(`${url()}/api/v1/simulations/${id}/export.csv`, {
    headers: { authorization: `Bearer ${key}` },
  });
  return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
};

const mean = (x: number[]) => x.reduce((a, b) => a + b, 0) / x.length;
const sampleStd = (x: number[]) => {
  const m = mean(x);
  return Math.sqrt(x.reduce((a, b) => a + (b - m) ** 2, 0) / (x.length - 1));
};

describe("simulate_portfolio on a fixed-weight ETF portfolio", () => {
  let sim: { id: string };
  let data: {
    result: { simulation: { id: string }; available: boolean; state: string };
    recipeId: string;
    permalink: string;
    assumed: { field: string }[];
    dataVersion: string;
  };

  beforeAll(async () => {
    data = await ok(user, "simulate_portfolio", { portfolioId, startYear: 2010 });
    sim = data.result.simulation;
  });

  it("answers done at once with the summary, defaults in assumed, recipe and permalink", async () => {
    expect(data.result).toMatchObject({ state: "done", available: true, progress: 1, reason: null });
    expect(data.result.simulation).toMatchObject({
      portfolioId,
      portfolioName: "Sixty forty",
      startYear: 2010,
      variant: { reinvest: true, costs: true, taxes: false },
      startingCapital: 10_000,
      baseCurrency: "USD",
      benchmark: { portfolioId: "be0000000000000000000001", name: "S&P 500 (SPY)" },
      link: `${env().appUrl}/simulations/${sim.id}`,
    });
    expect(sim.id).toMatch(/^sim_[0-9a-f]{32}$/);
    expect(data.recipeId).toMatch(/^rcp_[0-9a-f]{32}$/);
    expect(data.permalink).toBe(`${env().appUrl}/simulations/${sim.id}`);
    expect(data.dataVersion).toBe(getMarketData().dataVersion);
    expect(data.assumed.map((a) => a.field).sort()).toEqual([
      "/baseCurrency",
      "/benchmarkId",
      "/startingCapital",
      "/variant/costs",
      "/variant/reinvest",
      "/variant/taxes",
    ]);
    const row = await testDb().simulation.findUniqueOrThrow({ where: { id: sim.id } });
    expect(row).toMatchObject({
      dataVersion: getMarketData().dataVersion,
      engineVersion: expect.stringMatching(/^engine-/),
      state: "done",
    });
  });

  it("get_simulation reads it back by id", async () => {
    const got = await ok(user, "get_simulation", { simulationId: sim.id });
    expect(got.result.state).toBe("done");
    expect(got.result.simulation).toEqual(data.result.simulation);
    expect(got.result.headline.portfolio.totalReturn).toBeGreaterThan(0.5);
  });

  it("metrics agree with the headline formulas recomputed from the daily series", async () => {
    const m = await ok(user, "get_simulation_metrics", { simulationId: sim.id, series: "daily" });
    const csv = await csvRows(sim.id, user.key);
    expect(csv.status).toBe(200);
    expect(csv.type).toContain("text/csv");
    const lines = csv.text.trim().split("\n");
    expect(lines[0]).toBe("date,value,benchmark,cash_return,exposure,dividend_tax,gains_tax");
    const rows = lines.slice(1).map((l) => l.split(","));
    const dates = rows.map((r) => r[0]);
    const V = rows.map((r) => Number(r[1]));
    const cash = rows.map((r) => Number(r[3]));
    // The export and the daily series are the same numbers.
    expect(m.result.daily.map((d: { value: number }) => d.value)).toEqual(V);
    expect(dates[0] >= "2010-01-01" && dates[0] <= "2010-01-05").toBe(true);
    // Day one buys SPY and IEF for V' and pays 10 bps on it from the 10 000: V' = 10 000 / 1.001.
    expect(V[0]).toBeCloseTo(10_000 / 1.001, 6);
    const r = V.slice(1).map((v, t) => v / V[t] - 1);
    const ex = r.map((x, t) => x - cash[t + 1]);
    const years = (Date.parse(dates.at(-1)!) - Date.parse(dates[0])) / 86_400_000 / 365.25;
    let peak = -Infinity;
    let mdd = 0;
    for (const v of V) {
      peak = Math.max(peak, v);
      mdd = Math.min(mdd, v / peak - 1);
    }
    const got = m.result.metrics;
    expect(got.totalReturn).toBeCloseTo(V.at(-1)! / V[0] - 1, 12);
    expect(got.cagr).toBeCloseTo((V.at(-1)! / V[0]) ** (1 / years) - 1, 12);
    expect(got.volatility).toBeCloseTo(sampleStd(r) * Math.sqrt(252), 12);
    expect(got.sharpe).toBeCloseTo((mean(ex) / sampleStd(ex)) * Math.sqrt(252), 10);
    expect(got.maxDrawdown).toBeCloseTo(mdd, 12);
    expect(got.years).toBeCloseTo(years, 12);
    // Quarterly rebalances of a 60/40 mix: holdings at each rebalance sum to 1 and sit near 60/40.
    const first = m.result.rebalances[0];
    expect(first.holdings.map((h: { ticker: string }) => h.ticker).sort()).toEqual(["IEF", "SPY"]);
    // Sized net of the costs: SPY is 0.6 of the value after them (not 0.6 x 10 000 / 9 990).
    expect(first.holdings.find((h: { ticker: string }) => h.ticker === "SPY").weight).toBeCloseTo(0.6, 12);
    expect(m.result.rebalances.length).toBeGreaterThan(40);
    expect(m.result.trades.length).toBe(got.numberOfTrades);
    expect(m.result.trades[0]).toMatchObject({ date: dates[0], reason: "rebalance" });
    // Years and months chain back to the total return.
    const chained = (rs: { totalReturn: number }[]) => rs.reduce((a, y) => a * (1 + y.totalReturn), 1) - 1;
    expect(chained(m.result.yearly)).toBeCloseTo(got.totalReturn, 10);
    expect(chained(m.result.monthly)).toBeCloseTo(got.totalReturn, 10);
    expect(Math.min(...m.result.drawdowns.map((d: { depth: number }) => d.depth))).toBeCloseTo(mdd, 12);
    // Over five years: one growth point per month (the first day, then month ends), at most 1000.
    const growth = m.result.growth as { date: string; value: number }[];
    expect(growth.length).toBeLessThanOrEqual(1000);
    expect(new Set(growth.slice(1).map((p) => p.date.slice(0, 7))).size).toBe(growth.length - 1);
    expect(growth.at(-1)!.value).toBeCloseTo(got.totalReturn, 12);
    // Beta against SPY of a 60% SPY mix lies well below 1.
    expect(got.beta).toBeGreaterThan(0.3);
    expect(got.beta).toBeLessThan(0.8);
    const plain = await ok(user, "get_simulation_metrics", { simulationId: sim.id });
    expect(plain.result.daily).toBeNull();
  });

  it("the same recipe returns the same simulation, and recomputing it is bit-identical", async () => {
    const again = await ok(user, "simulate_portfolio", {
      portfolioId,
      startYear: 2010,
      variant: { reinvest: true },
      startingCapital: 10_000,
      baseCurrency: "USD",
    });
    expect(again.result.simulation.id).toBe(sim.id);
    expect(again.recipeId).toBe(data.recipeId);
    const row = await testDb().simulation.findUniqueOrThrow({ where: { id: sim.id } });
    const { recipe } = row.request as unknown as StoredRequest;
    const fresh = await computeSimulation(computeInputOf(getMarketData(), recipe));
    expect(canonicalJson(JSON.parse(JSON.stringify(fresh)))).toBe(canonicalJson(resultOf(row)));
    // Another variant is another recipe.
    const costless = await ok(user, "simulate_portfolio", {
      portfolioId,
      startYear: 2010,
      variant: { costs: false },
    });
    expect(costless.result.simulation.id).not.toBe(sim.id);
    expect(costless.recipeId).not.toBe(data.recipeId);
    expect(costless.result.headline.portfolio.totalReturn).toBeGreaterThan(
      again.result.headline.portfolio.totalReturn,
    );
  });

  it("compares five simulations on one grid of dates", async () => {
    const runs = [
      { startYear: 2010 },
      { startYear: 2010, variant: { costs: false } },
      { startYear: 2012, variant: { reinvest: false } },
      { startYear: 2016, baseCurrency: "EUR" },
      { startYear: 2018, startingCapital: 50_000 },
    ];
    const ids: string[] = [];
    const assumed: { field: string; reason: string }[][] = [];
    for (const r of runs) {
      const d = await ok(user, "simulate_portfolio", { portfolioId, ...r });
      ids.push(d.result.simulation.id);
      assumed.push(d.assumed);
    }
    // EUR rates end before the ETFs' last bar: the last rate is carried, and the answer says so.
    const eurEnd = getMarketData().series.get("fx_eur")!.dates.at(-1);
    expect(assumed[3].find((a) => a.field === "/baseCurrency")?.reason).toContain(
      `EUR rates end on ${eurEnd}`,
    );
    const cmp = await ok(user, "compare_simulations", { simulationIds: ids });
    const { simulations, growth } = cmp.result;
    expect(simulations.map((s: { simulation: { id: string } }) => s.simulation.id)).toEqual(ids);
    expect(
      simulations.every(
        (s: { available: boolean; monthlyPeriods: unknown[] }) =>
          s.available && s.monthlyPeriods.length === 0,
      ),
    ).toBe(true);
    expect(growth.map((g: { simulationId: string }) => g.simulationId)).toEqual(ids);
    const grid = [
      ...new Set(growth.flatMap((g: { points: { date: string }[] }) => g.points.map((p) => p.date))),
    ].sort() as string[];
    expect(grid.length).toBeLessThanOrEqual(1000);
    // Beyond five years: one date per month on the grid (plus the first day), shared by every series.
    expect(new Set(grid.slice(1).map((d) => d.slice(0, 7))).size).toBe(grid.length - 1);
    for (const g of growth as { points: { date: string }[] }[]) {
      expect(g.points.length).toBeLessThanOrEqual(1000);
      const dates = g.points.map((p) => p.date);
      expect(dates).toEqual(grid.filter((d) => d >= dates[0]));
    }
    // The earliest series ends at its own total return; the later ones start on the grid after their start.
    expect(growth[0].points.at(-1).value).toBeCloseTo(simulations[0].headline.portfolio.totalReturn, 12);
    expect(growth[4].points[0].date >= "2018-01-01").toBe(true);
    expect(simulations[3].simulation.baseCurrency).toBe("EUR");
    expect(simulations[0].years[0]).toMatchObject({ year: 2010 });
    // One row per calendar year, up to the year of the last point (the ETFs' last bar, not the calendar's).
    const lastYear = Number(growth[0].points.at(-1).date.slice(0, 4));
    expect(simulations[0].years.map((y: { year: number }) => y.year)).toEqual(
      Array.from({ length: lastYear - 2009 }, (_, k) => 2010 + k),
    );
    const spy = getMarketData().prices;
    expect(growth[0].points.at(-1).date).toBe(spy.dates[spy.last[spy.column.get("SPY")!]]);
  });

  it("refuses a start year the plan does not include, and a currency before its rates", async () => {
    const free = await account("free", "sim-free");
    const freePortfolio = await createPortfolio(free);
    const early = await free.call("simulate_portfolio", { portfolioId: freePortfolio, startYear: 2005 });
    expect(early.status).toBe(403);
    expect(early.body.error).toMatchObject({ code: "plan_required", details: [{ path: "/startYear" }] });
    const eur = await user.call("simulate_portfolio", { portfolioId, startYear: 1995, baseCurrency: "EUR" });
    expect(eur.status).toBe(422);
    expect(eur.body.error.details[0]).toMatchObject({
      path: "/baseCurrency",
      message: expect.stringContaining("EUR rates start on 1999-01-04"),
    });
  });

  it("answers not_found for another account's simulation everywhere", async () => {
    const ownOther = (
      await ok(other, "simulate_portfolio", { portfolioId: await createPortfolio(other), startYear: 2019 })
    ).result.simulation.id;
    for (const [op, input] of [
      ["get_simulation", { simulationId: sim.id }],
      ["get_simulation_metrics", { simulationId: sim.id }],
      ["compare_simulations", { simulationIds: [ownOther, sim.id] }],
    ] as const) {
      const reply = await other.call(op, input);
      expect(reply.status, op).toBe(404);
      expect(reply.body.error.code).toBe("not_found");
    }
    expect((await other.call("simulate_portfolio", { portfolioId })).status).toBe(404);
    expect((await csvRows(sim.id, other.key)).status).toBe(404);
    expect((await fetch(`${url()}/api/v1/simulations/${sim.id}/export.csv`)).status).toBe(401);
  });
});
