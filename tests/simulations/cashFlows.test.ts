// Cash flows through simulate_portfolio and get_simulation_metrics on the real data build: the flows'
// figures, each flow made and each day's balance, the headline staying time-weighted, the recipe of a
// run without flows unchanged, and bad flows refused with their path.
import { beforeAll, describe, expect, it } from "vitest";
import { startResearchServer, type TestAccount } from "@/tests/screeners/api";
import { createPortfolio, ok } from "@/tests/simulations/api";

const { account } = startResearchServer();
let user: TestAccount;
let portfolioId: string;
beforeAll(async () => {
  user = await account("professional", "cash-flows");
  portfolioId = await createPortfolio(user);
});

const metricsOf = async (simulationId: string) =>
  (await ok(user, "get_simulation_metrics", { simulationId })).result;

describe("simulate_portfolio with cash flows", () => {
  it("reports the flows' figures; the headline stays time-weighted; the benchmark has no flows", async () => {
    const plain = (await ok(user, "simulate_portfolio", { portfolioId, startYear: 2010 })).result.simulation
      .id;
    const again = (await ok(user, "simulate_portfolio", { portfolioId, startYear: 2010 })).result.simulation
      .id;
    expect(again).toBe(plain);
    const cashFlows = { amount: 100, every: "month", inflationAdjusted: true, endYear: 2014 };
    const flowing = (await ok(user, "simulate_portfolio", { portfolioId, startYear: 2010, cashFlows })).result
      .simulation.id;
    expect(flowing).not.toBe(plain);
    const [a, b] = [await metricsOf(plain), await metricsOf(flowing)];
    expect(a.cashFlows).toBeNull();
    // January 2010 to December 2014: 60 month ends, each 100 raised with CPI since the start.
    expect(b.cashFlows.asked).toEqual(cashFlows);
    expect(b.cashFlows.flows).toBe(60);
    expect(b.cashFlows.contributions).toBeGreaterThan(6000);
    expect(b.cashFlows.contributions).toBeLessThan(6600);
    expect(b.cashFlows.withdrawals).toBe(0);
    expect(b.cashFlows.depletedOn).toBeNull();
    expect(b.cashFlows.endBalance).toBeGreaterThan(10_000 + b.cashFlows.contributions);
    expect(b.cashFlows.moneyWeightedReturn).toBeGreaterThan(0);
    // Time-weighted: the flows' own trading costs are the only difference.
    expect(Math.abs(b.metrics.cagr - a.metrics.cagr)).toBeLessThan(0.001);
    expect(b.benchmark).toEqual(a.benchmark);
    expect(b.trades.filter((t: { reason: string }) => t.reason === "contribution").length).toBeGreaterThan(0);
  });

  it("a large withdrawal runs out and says when", async () => {
    const cashFlows = { fraction: -0.5, every: "year" };
    const sim = (await ok(user, "simulate_portfolio", { portfolioId, startYear: 2012, cashFlows })).result
      .simulation.id;
    const m = await metricsOf(sim);
    expect(m.cashFlows.withdrawals).toBeGreaterThan(5000);
    expect(m.cashFlows.depletedOn).toBeNull();
    const out = { amount: -2000, every: "quarter" };
    const gone = await metricsOf(
      (await ok(user, "simulate_portfolio", { portfolioId, startYear: 2012, cashFlows: out })).result
        .simulation.id,
    );
    expect(gone.cashFlows.depletedOn).toMatch(/^2013-/);
    expect(gone.cashFlows.endBalance).toBe(0);
  });

  it("gives each flow made and, with the daily series, each day's balance ending at 0 once run out", async () => {
    const cashFlows = { amount: -5000, every: "month" };
    const sim = (await ok(user, "simulate_portfolio", { portfolioId, startYear: 2010, cashFlows })).result
      .simulation.id;
    const m = (await ok(user, "get_simulation_metrics", { simulationId: sim, series: "daily" })).result;
    const { made, withdrawals, depletedOn, flows } = m.cashFlows;
    // 10,000 and two withdrawals of 5,000 (less what the market took): the second takes the rest.
    expect(made).toHaveLength(flows);
    expect(made.length).toBe(2);
    expect(made[0]).toEqual({ date: expect.stringMatching(/^2010-01-/), amount: -5000 });
    expect(made[1].date).toBe(depletedOn);
    expect(-made[1].amount).toBeLessThan(5000);
    expect(-made[0].amount - made[1].amount).toBeCloseTo(withdrawals, 6);
    const daily = m.daily as { date: string; value: number; balance: number }[];
    // The first day: 10,000 less the buying costs (10 bps) and the day's move.
    expect(Math.abs(daily[0].balance - 10_000)).toBeLessThan(100);
    expect(daily.at(-1)!.balance).toBe(0);
    for (const d of daily.filter((d) => d.date >= depletedOn)) expect(d.balance, d.date).toBe(0);
    // The value stays time-weighted: it does not fall to 0.
    expect(daily.at(-1)!.value).toBeGreaterThan(1000);
    // Without flows the daily rows carry no balance.
    const plain = (await ok(user, "simulate_portfolio", { portfolioId, startYear: 2010 })).result.simulation
      .id;
    const rows = (await ok(user, "get_simulation_metrics", { simulationId: plain, series: "daily" })).result
      .daily;
    expect(rows[0]).not.toHaveProperty("balance");
  });

  it("refuses flows with both an amount and a fraction, or none", async () => {
    for (const cashFlows of [{ amount: 10, fraction: -0.1, every: "month" }, { every: "month" }]) {
      const reply = await user.call("simulate_portfolio", { portfolioId, cashFlows });
      expect(reply.status).toBe(422);
      expect(reply.body.error.details[0].path).toMatch(/^\/cashFlows/);
    }
  });
});
