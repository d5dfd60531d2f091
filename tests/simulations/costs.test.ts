// Trading costs are not borrowed (docs/methodology.md "Trading, costs"): an equal-weight portfolio of
// five ETFs with costs on, through REST on the real data build, holds weights that sum to 1 after every
// rebalance (before, the first rebalance paid 10 of costs from cash and reported 0.2002 each).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stopQueue } from "@/server/jobs/simulationQueue";
import { startResearchServer, type TestAccount } from "@/tests/screeners/api";
import { createPortfolio, ok } from "@/tests/simulations/api";

const { account } = startResearchServer();
let user: TestAccount;
beforeAll(async () => {
  user = await account("professional", "costs-app");
});
afterAll(async () => stopQueue());

type Rebalance = { date: string; holdings: { ticker: string; weight: number }[] };

describe("an equal-weight 5-ETF portfolio with costs on", () => {
  it("holds weights that sum to 1 on every rebalance, 0.2 each from 10,000", async () => {
    const portfolioId = await createPortfolio(user, {
      name: "Five ETFs, equal weight",
      models: [
        {
          selection: { instruments: ["SPY", "TLT", "IEF", "GLD", "DBC"] },
          allocation: { riskOn: { method: "equal_weight" } },
        },
      ],
    });
    const input = { portfolioId, startYear: 2010, variant: { costs: true } };
    const sim = await ok(user, "simulate_portfolio", input);
    expect(sim.result.state).toBe("done");
    const m = await ok(user, "get_simulation_metrics", { simulationId: sim.result.simulation.id });
    const rebalances = m.result.rebalances as Rebalance[];
    expect(rebalances.length).toBeGreaterThan(100);
    for (const r of rebalances) {
      const sum = r.holdings.reduce((s, h) => s + h.weight, 0);
      expect(Math.abs(sum - 1), r.date).toBeLessThan(1e-12);
      for (const h of r.holdings) {
        expect(Math.abs(h.weight - 0.2), `${r.date} ${h.ticker}`).toBeLessThan(1e-12);
      }
    }
    // 10,000 = V' + 0.001 V': 9,990.01 invested, 9.99 of costs.
    const first = (m.result.trades as { date: string; value: number; cost: number }[]).filter(
      (t) => t.date === rebalances[0].date,
    );
    expect(first.reduce((s, t) => s + t.value, 0)).toBeCloseTo(10_000 / 1.001, 9);
    expect(first.reduce((s, t) => s + t.cost, 0)).toBeCloseTo(10 / 1.001, 9);
  });
});
