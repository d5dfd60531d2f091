// The daily loop on tiny hand-built panels: every expected value is worked out step by step below.
import { describe, expect, it } from "vitest";
import { simulateStrategy } from "@/server/engine/simulation/simulate";
import { leg, series, strategy, tinyPanel, variant, weekdays } from "./tinyPanel";

const DATES = [
  "2021-01-27",
  "2021-01-28",
  "2021-01-29",
  "2021-02-01",
  "2021-02-26",
  "2021-03-01",
  "2021-03-02",
];
const PANEL = tinyPanel(DATES, { A: [10, 10, 11, 11, 12, 12, 13], B: [20, 20, 18, 18, 18, 20, 20] });
const HALF = leg("fixed_weights", { settings: { weight: { A: 0.5, B: 0.5 } } });

describe("fixed weights, monthly rebalance at month end", () => {
  it("buys at the start close, rebalances on 29 Jan and 26 Feb, drifts in between", () => {
    const sim = simulateStrategy({
      panel: PANEL,
      cashRate: null,
      spec: strategy(["A", "B"], HALF),
      variant: variant("2021-01-28"),
    });
    // 28 Jan: 50 in A (5 shares at 10), 50 in B (2.5 at 20). 29 Jan: A 55, B 45 -> 100, back to 50/50.
    // 26 Feb: A 50 * 12/11, B 50 -> rebalanced to half each. 1 Mar: B +11.1%. 2 Mar: A +8.33%.
    const feb26 = (50 * 12) / 11 + 50;
    const mar1 = feb26 / 2 + ((feb26 / 2) * 20) / 18;
    const mar2 = ((feb26 / 2) * 13) / 12 + ((feb26 / 2) * 20) / 18;
    const expected = [100, 100, 100, feb26, mar1, mar2];
    expect(sim.dates).toEqual(DATES.slice(1));
    sim.values.forEach((v, k) => expect(v).toBeCloseTo(expected[k], 12));
    expect(sim.rebalances.map((r) => r.date)).toEqual(["2021-01-28", "2021-01-29", "2021-02-26"]);
    const jan29 = sim.trades.filter((t) => t.date === "2021-01-29");
    expect(jan29.map((t) => t.ticker)).toEqual(["A", "B"]);
    expect(jan29[0].value).toBeCloseTo(-5, 12);
    expect(jan29[1].value).toBeCloseTo(5, 12);
  });

  it("charges 10 bps of traded value, sizing the trades on the value net of their costs", () => {
    const sim = simulateStrategy({
      panel: PANEL,
      cashRate: null,
      spec: strategy(["A", "B"], HALF),
      variant: variant("2021-01-28", { costs: true }),
    });
    // 28 Jan: V' = 100 - 0.001 V' (everything bought) -> V' = 100 / 1.001, half each, cash 0.
    // 29 Jan: A 55 / 1.001, B 45 / 1.001; V' lies between B's breakpoint (90 / 1.001) and A's
    // (110 / 1.001), where sell A - V'/2 and buy V'/2 - B add up to A - B = 10 / 1.001 whatever V' is:
    // V' = (100 - 0.01) / 1.001.
    // 26 Feb: A = (V'/2) 12/11, B = V'/2, the same shape: V'' = A + B - 0.001 (A - B), cash 0.
    const jan29 = 99.99 / 1.001;
    const a = ((jan29 / 2) * 12) / 11;
    const b = jan29 / 2;
    const feb26 = a + b - 0.001 * (a - b);
    const mar2 = ((feb26 / 2) * 13) / 12 + ((feb26 / 2) * 20) / 18;
    expect(sim.values[0]).toBeCloseTo(100 / 1.001, 12);
    expect(sim.values[1]).toBeCloseTo(jan29, 12);
    expect(sim.values[3]).toBeCloseTo(feb26, 12);
    expect(sim.values[5]).toBeCloseTo(mar2, 12);
    const costs = 100 - 100 / 1.001 + 0.01 / 1.001 + 0.001 * (a - b);
    expect(sim.trades.reduce((s, t) => s + t.cost, 0)).toBeCloseTo(costs, 12);
  });
});

describe("dividends, cash, leverage, taxes", () => {
  // The first row is history only: a decision needs a previous close, so the run starts on row 1.
  const dates = ["2021-02-26", "2021-03-01", "2021-03-02", "2021-03-03"];
  // Raw close stays 10 on the ex-date; the 0.2 dividend makes the total return +2%.
  const panel = tinyPanel(
    dates,
    { A: [10, 10, 10.2, 10.2] },
    { close: { A: [10, 10, 10, 10] }, dividend: { A: [0, 0, 0.2, 0] } },
  );

  it("reinvest on keeps the dividend (total return), reinvest off pays it out of the portfolio", () => {
    const on = simulateStrategy({
      panel,
      cashRate: null,
      spec: strategy(["A"], leg("equal_weight")),
      variant: variant("2021-03-01"),
    });
    const off = simulateStrategy({
      panel,
      cashRate: null,
      spec: strategy(["A"], leg("equal_weight")),
      variant: variant("2021-03-01", { reinvest: false }),
    });
    expect(Array.from(on.values)).toEqual([100, 102, 102]);
    // 10 shares x 0.2 = 2 leave the portfolio: 102 - 2.
    expect(off.values[1]).toBeCloseTo(100, 12);
  });

  it("taxes dividends when paid (15% of 2 from cash)", () => {
    const taxed = simulateStrategy({
      panel,
      cashRate: null,
      spec: strategy(["A"], leg("equal_weight")),
      variant: variant("2021-03-01", { taxes: true }),
    });
    expect(taxed.values[1]).toBeCloseTo(102 - 0.3, 12);
  });

  it("finances leverage at the cash rate: 1.5x borrows 50 at 5% / 252 a day", () => {
    const p = tinyPanel(dates, { A: [10, 10, 10.1, 10.1] });
    const cash = series("cash_rate", ["2021-01-01"], [5]);
    const sim = simulateStrategy({
      panel: p,
      cashRate: cash,
      spec: strategy(["A"], leg("equal_weight", { leverage: 1.5 })),
      variant: variant("2021-03-01"),
    });
    const borrowed = 50 * (1 + 0.05 / 252);
    expect(sim.values[1]).toBeCloseTo(150 * 1.01 - borrowed, 12);
    expect(sim.cashReturns[1]).toBeCloseTo(0.05 / 252, 15);
    expect(sim.exposure[0]).toBeCloseTo(1.5, 12);
  });

  it("taxes net realised gains at the year end (15%)", () => {
    const d = ["2020-12-28", "2020-12-29", "2020-12-30", "2020-12-31", "2021-01-04"];
    const p = tinyPanel(d, { A: [10, 10, 11, 11, 11], B: [20, 20, 18, 18, 18] });
    const sim = simulateStrategy({
      panel: p,
      cashRate: null,
      spec: strategy(["A", "B"], HALF),
      variant: variant("2020-12-29", { taxes: true }),
    });
    // 31 Dec rebalance sells 5 of A worth 55 bought for 50: gain 5 x (1 - 50/55); tax 15% of it.
    const tax = 0.15 * 5 * (1 - 50 / 55);
    expect(sim.values[2]).toBeCloseTo(100 - tax, 12);
    expect(sim.values[3]).toBeCloseTo(100 - tax, 12);
  });
});

describe("allocation inside the loop", () => {
  it("inverse volatility over the lookback gives 2/3 and 1/3 when B moves twice as much as A", () => {
    const dates = weekdays("2021-01-04", 40);
    const a = [100];
    const b = [100];
    for (let t = 1; t < 40; t++) {
      const s = t % 2 ? 0.01 : -0.01;
      a.push(a[t - 1] * (1 + s));
      b.push(b[t - 1] * (1 + 2 * s));
    }
    const sim = simulateStrategy({
      panel: tinyPanel(dates, { A: a, B: b }),
      cashRate: null,
      spec: strategy(["A", "B"], leg("inverse_volatility", { lookbackMonths: 1 })),
      variant: variant("2021-02-01"),
    });
    const first = sim.rebalances[0];
    expect(first.fallback).toBeNull();
    expect(first.holdings.map((h) => h.ticker)).toEqual(["A", "B"]);
    expect(first.holdings[0].weight).toBeCloseTo(2 / 3, 12);
    expect(first.holdings[1].weight).toBeCloseTo(1 / 3, 12);
  });

  it("reports insufficient history and falls back to equal weights", () => {
    const sim = simulateStrategy({
      panel: PANEL,
      cashRate: null,
      spec: strategy(["A", "B"], leg("minimum_variance")),
      variant: variant("2021-01-28"),
    });
    expect(sim.rebalances[0].fallback).toBe("insufficient_history");
    expect(sim.rebalances[0].holdings.map((h) => h.weight)).toEqual([0.5, 0.5]);
  });
});
