// A backtest on the S&P 500 universe from 2005 holds, at every rebalance, only stocks that were S&P 500
// members on the screen's date (the trading day before the rebalance), counted from fja05680's raw
// intervals file; the members it picks change with the membership.
import { describe, expect, it } from "vitest";
import { getMarketData } from "@/server/data/load";
import type { Screen } from "@/server/engine/screening/types";
import { engineRunOf, simulateDefinition } from "@/server/domain/simulations/compute";
import { checkScreener } from "@/server/domain/screeners/check";
import { normaliseDefinition } from "@/server/domain/portfolios/normalise";
import { DEFAULT_BENCHMARK_ID } from "@/server/domain/portfolios/benchmarkIds";
import { PUBLIC_PORTFOLIOS, publicDefinition } from "@/server/seed/publicPortfolios";
import { FJA_INTERVALS_LAST, fjaMembers } from "@/tests/data/rawMembership";

const SCREENER = "5c0000000000000000000010";
const market = getMarketData();
// The 10 S&P 500 stocks with the highest 12-month total return.
const screen = checkScreener(
  {
    universe: { assetType: "stocks", indexes: ["sp_500"] },
    rows: [
      {
        filter: "total_return",
        relation: "highest",
        target: { kind: "count", value: 10 },
        inputs: { months: 12 },
      },
    ],
  },
  "professional",
).definition as Screen;

const { definition, problems } = normaliseDefinition(
  {
    name: "S&P 500 momentum",
    models: [
      {
        name: "Momentum",
        selection: { instruments: [], entryScreeners: [SCREENER] },
        rebalance: { every: 3 },
        allocation: { riskOn: { method: "equal_weight" } },
      },
    ],
  },
  { plan: "professional", base: "", benchmark: DEFAULT_BENCHMARK_ID },
);

describe("a backtest on the S&P 500 universe", () => {
  it("holds only that day's members at each rebalance", () => {
    expect(problems).toEqual([]);
    const run = engineRunOf({
      market,
      definition: definition!,
      benchmark: publicDefinition(PUBLIC_PORTFOLIOS[0]),
      screens: new Map([[SCREENER, screen]]),
      settings: {
        startYear: 2005,
        variant: { reinvest: true, costs: true, taxes: false },
        startingCapital: 10_000,
        baseCurrency: "USD",
        benchmarkId: DEFAULT_BENCHMARK_ID,
      },
    });
    const { result } = simulateDefinition(definition!, run);
    const dates = market.prices.dates;
    const checked = result.rebalances.filter((r) => r.date <= FJA_INTERVALS_LAST && r.holdings.length > 0);
    expect(checked[0].date.slice(0, 4)).toBe("2005");
    expect(checked.length).toBeGreaterThan(70); // quarterly, 2005 to mid-2025
    const held = new Set<string>();
    for (const r of checked) {
      const screenDate = dates[dates.indexOf(r.date) - 1];
      const members = fjaMembers(screenDate);
      for (const h of r.holdings) {
        expect(members.has(h.ticker), `${h.ticker} held from ${r.date}`).toBe(true);
        held.add(h.ticker);
      }
    }
    // Members of their day only: some were out of the index in 2026, some not yet in it in 2005.
    const today = fjaMembers(FJA_INTERVALS_LAST);
    const in2005 = fjaMembers(checked[0].date);
    expect([...held].some((t) => !today.has(t))).toBe(true);
    expect([...held].some((t) => !in2005.has(t))).toBe(true);
  });
});
