// Long-run monthly history before the daily data: proxy rows, T-bill cash, monthlyPeriods, metrics.
import { describe, expect, it } from "vitest";
import { extendWithMonthlyHistory, sp500TotalReturn } from "@/server/engine/simulation/longRun";
import { simulateStrategy } from "@/server/engine/simulation/simulate";
import { annualCashRate, loopContext } from "@/server/engine/simulation/loop/context";
import { headline } from "@/server/engine/metrics/headline";
import { leg, series, strategy, tinyPanel, variant } from "./tinyPanel";

const daily = tinyPanel(["2021-03-01", "2021-03-02", "2021-03-03"], { A: [22, 22, 22.22], B: [5, 5, 5] });
// Month-start dated like Shiller's series; March 2021 = 110 joins A's first close 22 (scale 0.2).
const proxy = series(
  "proxy",
  ["2020-10-01", "2020-11-01", "2020-12-01", "2021-01-01", "2021-02-01", "2021-03-01"],
  [100, 102, 101, 105, 106, 110],
  "monthly",
);
const bills = series("ff_rf", proxy.dates, [0.001, 0.001, 0.001, 0.001, 0.001, 0.001], "monthly");

describe("monthly history", () => {
  const { panel, monthlyRows } = extendWithMonthlyHistory(daily, { A: proxy }, "2020-11-15");

  it("prepends month-end rows from the month before the start, proxy scaled to join the daily data", () => {
    expect(monthlyRows).toBe(5);
    expect(panel.dates.slice(0, 6)).toEqual([
      "2020-10-31",
      "2020-11-30",
      "2020-12-31",
      "2021-01-31",
      "2021-02-28",
      "2021-03-01",
    ]);
    const a = Array.from({ length: 5 }, (_, t) => panel.adjClose[t * 2]);
    [20, 20.4, 20.2, 21, 21.2].forEach((v, k) => expect(a[k]).toBeCloseTo(v, 12));
    expect(panel.adjClose[1]).toBeNaN(); // B has no proxy
    expect(panel.first[0]).toBe(0);
    expect(panel.first[1]).toBe(5);
  });

  it("runs month to month, borrows at the month's T-bill return, reports monthlyPeriods", () => {
    const sim = simulateStrategy({
      panel,
      cashRate: series("cash_rate", ["2021-01-01"], [5]),
      spec: strategy(["A"], leg("equal_weight", { leverage: 1.5 })),
      variant: variant("2020-11-15"),
      longRun: { monthlyRows, monthlyCash: bills },
    });
    expect(sim.monthlyPeriods).toEqual([{ from: "2020-11-30", to: "2021-02-28" }]);
    // 30 Nov: 150 in A at 20.4, cash -50. 31 Dec: A x 20.2/20.4, debt x 1.001.
    expect(sim.values[1]).toBeCloseTo((150 * 20.2) / 20.4 - 50 * 1.001, 12);
    expect(sim.cashReturns[1]).toBe(0.001);
    // The first daily row accrues the daily rate (5% / 252) on the cash balance.
    expect(sim.cashReturns[4]).toBeCloseTo(0.05 / 252, 15);
  });
});

describe("the optimisers' cash rate around the switch to daily rows (Definitions, D1)", () => {
  const { panel, monthlyRows } = extendWithMonthlyHistory(daily, { A: proxy }, "2020-11-15");
  const ctx = loopContext({
    panel,
    cashRate: series("cash_rate", ["2021-01-01"], [5]),
    spec: strategy(["A"], leg("maximum_sharpe")),
    variant: variant("2020-11-15"),
    longRun: { monthlyRows, monthlyCash: bills },
  });

  it("is the annual rate on every row: the month's bill x 12, then 5% from the first daily row on", () => {
    expect(annualCashRate(ctx, 2)).toBeCloseTo(0.012, 15);
    // Row 5 (1 March) reads a monthly window (28 Feb is its previous close) but credits the daily rate:
    // 5 / 100 / 252 x 252, not x 12.
    expect(monthlyRows).toBe(5);
    expect(annualCashRate(ctx, 5)).toBeCloseTo(0.05, 15);
    expect(annualCashRate(ctx, 6)).toBeCloseTo(0.05, 15);
  });
});

describe("headline with monthly and daily returns", () => {
  it("weights each group's annualised moments by the years it covers", () => {
    // Values on rows 0-2 monthly, row 3 daily: returns 1% and 1.98% monthly, then one daily return.
    const values = Float64Array.from([100, 101, 103, 102, 103]);
    const dates = ["2020-10-31", "2020-11-30", "2020-12-31", "2021-01-04", "2021-01-05"];
    const h = headline(dates, values, new Float64Array(5), 3);
    const m = [0.01, 103 / 101 - 1];
    const d = [102 / 103 - 1, 103 / 102 - 1];
    const varOf = (x: number[]) => {
      const mu = (x[0] + x[1]) / 2;
      return (x[0] - mu) ** 2 + (x[1] - mu) ** 2;
    };
    const yearsCovered = 2 / 12 + 2 / 252;
    expect(h.volatility).toBeCloseTo(Math.sqrt((2 * varOf(m) + 2 * varOf(d)) / yearsCovered), 12);
    expect(h.sharpe).toBeCloseTo((m[0] + m[1] + d[0] + d[1]) / yearsCovered / h.volatility!, 12);
  });

  it("S&P total return from Shiller: price plus a twelfth of the annual dividend", () => {
    const tr = sp500TotalReturn(series("p", ["a", "b"], [100, 101]), series("d", ["a", "b"], [3, 2.4]));
    expect(tr.values[1]).toBeCloseTo((101 + 0.2) / 100, 15);
  });
});

describe("a proxied instrument whose daily bars start after the calendar's", () => {
  // The calendar starts 2021-01-28; A's first bar is 2021-03-02 (March's proxy level 110 x 0.2 = 22).
  const dates = [
    "2021-01-28",
    "2021-01-29",
    "2021-02-01",
    "2021-02-26",
    "2021-03-01",
    "2021-03-02",
    "2021-03-03",
  ];
  const NaNs = (n: number) => Array<number>(n).fill(NaN);
  const late = tinyPanel(dates, { A: [...NaNs(5), 22, 22.22], B: [5, 5, 5, 5, 5, 5, 5] });
  const { panel, monthlyRows } = extendWithMonthlyHistory(late, { A: proxy }, "2020-11-15");
  const a = (t: number) => panel.adjClose[t * 2];

  it("keeps the proxy on the daily rows up to the first bar, moving on each month's last trading day", () => {
    expect(monthlyRows).toBe(3); // October to December 2020
    expect(panel.first[0]).toBe(0);
    // Rows: 0-2 monthly, then 28 Jan (December's level), 29 Jan (January's: its last trading day),
    // 1 Feb (January's), 26 Feb (February's), 1 Mar (February's), then A's own bars.
    const expected = [20, 20.4, 20.2, 20.2, 21, 21, 21.2, 21.2, 22, 22.22];
    expected.forEach((v, t) => expect(a(t), panel.dates[t]).toBeCloseTo(v, 12));
    expect(panel.close[6 * 2]).toBe(a(6)); // the raw close is the proxy too (dividend cash reads it)
  });

  it("holds the position through the switch: no sale, no cash, no trade on the first bar", () => {
    const sim = simulateStrategy({
      panel,
      cashRate: series("cash_rate", ["2021-01-01"], [0]),
      spec: strategy(["A"], leg("equal_weight")),
      variant: variant("2020-11-15"),
      longRun: { monthlyRows, monthlyCash: bills },
    });
    expect(sim.trades.map((t) => t.date)).toEqual(["2020-11-30"]); // the first purchase only
    // A is a candidate at every rebalance, the one on 26 Feb and after the switch included.
    expect(sim.rebalances.map((r) => [r.date, r.fallback])).toEqual(
      ["2020-11-30", "2020-12-31", "2021-01-29", "2021-02-26"].map((d) => [d, "single_asset"]),
    );
    expect(Array.from(sim.exposure).every((x) => x === 1)).toBe(true);
    expect(sim.values.at(-1)! / sim.values[0]).toBeCloseTo(22.22 / 20.4, 12);
  });
});
