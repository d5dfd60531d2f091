// get_period_returns over REST on the real data build: the triangle's diagonal equals the calendar years
// get_simulation_metrics reports, a multi-year cell compounds them, rolling windows are there, and another
// account's simulation is not found.
import { beforeAll, describe, expect, it } from "vitest";
import { startResearchServer, type TestAccount } from "@/tests/screeners/api";
import { createPortfolio, ok } from "@/tests/simulations/api";

const { account } = startResearchServer();
let owner: TestAccount;
let stranger: TestAccount;
let simulationId: string;
beforeAll(async () => {
  owner = await account("starter", "periods-owner");
  stranger = await account("starter", "periods-stranger");
  const portfolioId = await createPortfolio(owner);
  simulationId = (await ok(owner, "simulate_portfolio", { portfolioId, startYear: 2008 })).result.simulation
    .id;
});

type Cell = { startYear: number; endYear: number; totalReturn: number; cagr: number; maxDrawdown: number };

describe("get_period_returns", () => {
  it("has the calendar years on its diagonal and compounds them off it", async () => {
    const periods = (await ok(owner, "get_period_returns", { simulationId })).result;
    const metrics = (await ok(owner, "get_simulation_metrics", { simulationId })).result;
    expect(periods.available).toBe(true);
    const cells: Cell[] = periods.triangle;
    const diagonal = cells.filter((c) => c.startYear === c.endYear);
    expect(diagonal.map((c) => [String(c.startYear), c.totalReturn])).toEqual(
      metrics.yearly.map((y: { year: string | number; totalReturn: number }) => [
        String(y.year),
        y.totalReturn,
      ]),
    );
    const years = diagonal.length;
    expect(cells).toHaveLength((years * (years + 1)) / 2);
    const span = cells.find((c) => c.startYear === 2008 && c.endYear === 2012)!;
    const compounded = diagonal
      .filter((c) => c.startYear <= 2012)
      .reduce((g, c) => g * (1 + c.totalReturn), 1);
    expect(span.totalReturn).toBeCloseTo(compounded - 1, 12);
    expect(span.maxDrawdown).toBeLessThan(-0.15); // 2008
    expect(periods.rolling.map((r: { years: number }) => r.years)).toEqual([1, 3, 5, 10]);
    for (const r of periods.rolling) {
      expect(r.windows).toBeGreaterThan(0);
      expect(r.worst).toBeLessThanOrEqual(r.median);
      expect(r.median).toBeLessThanOrEqual(r.best);
    }
  });

  it("answers not_found for another account's simulation", async () => {
    const reply = await stranger.call("get_period_returns", { simulationId });
    expect(reply.status).toBe(404);
    expect(reply.body.error.code).toBe("not_found");
  });

  it("refuses a malformed id with its path", async () => {
    const reply = await owner.call("get_period_returns", { simulationId: "sim_nope" });
    expect(reply.status).toBe(422);
    expect(JSON.stringify(reply.body.error)).toContain("simulationId");
  });
});
