// Taxes reported (docs/methodology.md "Trading, costs, dividends, taxes, cash"), by hand on a tiny panel:
// 2021 has one dividend and one realised gain, 2022 a realised loss that is carried forward. The engine's
// tax events, get_simulation_metrics' yearly rows, total and trade rows, and the CSV export all carry them.
import { describe, expect, it } from "vitest";
import { simulateStrategy } from "@/server/engine/simulation/simulate";
import { storedResultOf } from "@/server/domain/simulations/compute";
import { headlineOfRun } from "@/server/domain/simulations/benchmarkRuns";
import { dailyCsv } from "@/server/domain/simulations/csv";
import { metricsView } from "@/server/domain/simulations/metrics";
import { leg, strategy, tinyPanel, variant } from "@/tests/engine/tinyPanel";

const DATES = [
  "2021-06-29",
  "2021-06-30",
  "2021-07-01",
  "2021-07-30",
  "2021-12-31",
  "2022-01-31",
  "2022-02-01",
];
// A pays 0.2 on 1 Jul (raw close stays 10, total return +2%), gains 10% by 30 Jul, then falls 30% in
// January 2022 while B falls 10%.
const A = [10, 10, 10.2, 11.22, 11.22, 11.22 * 0.7, 11.22 * 0.7];
const panel = tinyPanel(
  DATES,
  { A, B: [20, 20, 20, 20, 20, 18, 18] },
  {
    close: { A: [10, 10, 10, 11, 11, 7.7, 7.7] },
    dividend: { A: [0, 0, 0.2, 0, 0, 0, 0] },
  },
);
const HALF = leg("fixed_weights", { settings: { weight: { A: 0.5, B: 0.5 } } });

// 30 Jun: 50 in A (5 shares at 10), 50 in B. 1 Jul: 5 x 0.2 = 1 of dividend, taxed 15%: 0.15 from cash.
const dividendTax = 0.15 * 5 * 0.2;
// 30 Jul: A 51 x 1.1 = 56.1, B 50, cash -0.15: V 105.95, half each, cash 0. Sells 56.1 - 52.975 = 3.125
// of A, whose basis is 50 of 56.1: gain 3.125 x (1 - 50 / 56.1). 31 Dec: nothing to trade; 15% of the
// gain is paid from cash.
const sold = 56.1 - 105.95 / 2;
const gain = sold * (1 - 50 / 56.1);
const gainsTax = 0.15 * gain;
// 31 Jan 2022: A 52.975 x 0.7, B 52.975 x 0.9 (basis 52.975), cash -gains tax. Half each: sells B down
// to V/2 at a loss, which is carried forward (the last year is not taxed).
const V = 52.975 * 0.7 + 52.975 * 0.9 - gainsTax;
const soldB = 52.975 * 0.9 - V / 2;
const loss = soldB * (52.975 / (52.975 * 0.9) - 1);

const sim = simulateStrategy({
  panel,
  cashRate: null,
  spec: strategy(["A", "B"], HALF),
  variant: variant("2021-06-30", { taxes: true }),
});
const stored = storedResultOf(
  { result: sim, models: null, valueGaps: [] },
  { result: sim, headline: headlineOfRun(sim) },
);

describe("taxes in a year with one dividend and one realised gain", () => {
  it("the engine records each tax paid and the loss carried forward", () => {
    expect(sim.taxes.map((x) => [x.date, x.kind, x.ticker])).toEqual([
      ["2021-07-01", "dividend_tax", "A"],
      ["2021-12-31", "gains_tax", null],
    ]);
    expect(sim.taxes[0].amount).toBeCloseTo(dividendTax, 14);
    expect(sim.taxes[1].amount).toBeCloseTo(gainsTax, 14);
    expect(sim.lossCarriedForward).toBeCloseTo(loss, 12);
    expect(sim.values[3]).toBeCloseTo(105.95 - gainsTax, 12);
  });

  it("get_simulation_metrics reports them per year, in total and as trade rows", () => {
    const view = metricsView(stored, false);
    expect(view.yearly!.map((y) => [y.year, y.dividendTax, y.gainsTax])).toEqual([
      [2021, sim.taxes[0].amount, sim.taxes[1].amount],
      [2022, 0, 0],
    ]);
    expect(view.yearly![0].dividendTax).toBeCloseTo(dividendTax, 14);
    expect(view.yearly![0].gainsTax).toBeCloseTo(gainsTax, 14);
    expect(view.metrics!.taxesPaid).toBeCloseTo(dividendTax + gainsTax, 14);
    expect(view.metrics!.lossCarriedForward).toBeCloseTo(loss, 12);
    const taxRows = view.trades!.filter((t) => t.tax > 0);
    const [paidDividend, paidGains] = sim.taxes.map((x) => x.amount);
    expect(taxRows).toEqual([
      { date: "2021-07-01", ticker: "A", value: 0, cost: 0, tax: paidDividend, reason: "dividend_tax" },
      { date: "2021-12-31", ticker: null, value: 0, cost: 0, tax: paidGains, reason: "gains_tax" },
    ]);
    // In date order among the trades: after 30 Jul's sale and purchase, before 31 Jan's.
    expect(view.trades!.map((t) => t.reason)).toEqual([
      "rebalance",
      "rebalance",
      "dividend_tax",
      "rebalance",
      "rebalance",
      "gains_tax",
      "rebalance",
      "rebalance",
    ]);
  });

  it("the CSV export has the taxes of each day", () => {
    const [header, ...rows] = dailyCsv(stored)
      .trim()
      .split("\n")
      .map((l) => l.split(","));
    expect(header.slice(-2)).toEqual(["dividend_tax", "gains_tax"]);
    const byDate = new Map(rows.map((r) => [r[0], r.slice(-2).map(Number)]));
    expect(byDate.get("2021-07-01")).toEqual([sim.taxes[0].amount, 0]);
    expect(byDate.get("2021-12-31")).toEqual([0, sim.taxes[1].amount]);
    expect(byDate.get("2021-07-30")).toEqual([0, 0]);
    const total = rows.reduce((s, r) => s + Number(r.at(-2)) + Number(r.at(-1)), 0);
    expect(total).toBeCloseTo(dividendTax + gainsTax, 14);
  });
});
