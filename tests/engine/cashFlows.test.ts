// Cash flows in the daily loop, by hand: 100 contributed at each of 24 month ends into one instrument with
// costs on (end balance and money-weighted return against the hand figures); a CPI-raised withdrawal
// whose amounts are read from the raw CPI file here; 12 % of the start a year withdrawn monthly from a
// bond fund runs out in the month a hand loop over its month-end prices says. Without flows the
// time-weighted series is the value itself.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { simulateStrategy } from "@/server/engine/simulation/simulate";
import { getMarketData } from "@/server/data/load";
import type { CashFlowSchedule } from "@/server/engine/simulation/cashFlows";
import { leg, strategy, tinyPanel, variant } from "@/tests/engine/tinyPanel";
import { RAW } from "@/tests/data/rawFiles";

const MONTH_ENDS = [
  "2019-12-31",
  ...Array.from({ length: 25 }, (_, k) => {
    const y = 2020 + Math.floor(k / 12);
    const m = (k % 12) + 1;
    return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  }),
];
const ALL_IN = leg("fixed_weights", { settings: { weight: { A: 1 } } });
const monthly = (value: number, over: Partial<CashFlowSchedule> = {}): CashFlowSchedule => ({
  kind: "amount",
  value,
  everyMonths: 1,
  firstYear: null,
  lastYear: null,
  cpi: null,
  ...over,
});

/** Annual rate r with sum amount_k (1 + r)^-(days_k / 365) = 0, by Newton from 0 (independent of the engine's bisection). */
function handIrr(dated: [string, number][]): number {
  const t0 = Date.parse(dated[0][0]);
  const y = dated.map(([d]) => (Date.parse(d) - t0) / 86_400_000 / 365);
  let r = 0;
  for (let k = 0; k < 100; k++) {
    let f = 0;
    let df = 0;
    dated.forEach(([, a], j) => {
      f += a * (1 + r) ** -y[j];
      df += -y[j] * a * (1 + r) ** (-y[j] - 1);
    });
    r -= f / df;
  }
  return r;
}

describe("cash flows", () => {
  it("100 contributed at 24 month ends, costs on: end balance and IRR as by hand", () => {
    // A gains 1 % from each month end to the next (a row before the start gives the buy its history).
    const panel = tinyPanel(["2019-12-30", ...MONTH_ENDS], {
      A: [10, ...MONTH_ENDS.map((_, k) => 10 * 1.01 ** k)],
    });
    const sim = simulateStrategy({
      panel,
      cashRate: null,
      spec: strategy(["A"], ALL_IN, { rebalanceEveryMonths: 12 }),
      variant: variant("2019-12-31", { costs: true, startingCapital: 1000, cashFlows: monthly(100) }),
    });
    const cost = 0.001;
    // Day 0 buys 1000 / 1.001 of A (the cost paid from the 1000); each month end the holding gains 1 % and
    // 100 buys 100 / 1.001 more; the last row (January 2022) only gains.
    let b = 1000 / (1 + cost);
    for (let k = 1; k <= 24; k++) b = b * 1.01 + 100 / (1 + cost);
    b *= 1.01;
    const r = sim.cashFlows!;
    expect(Math.abs(r.endBalance / b - 1)).toBeLessThan(1e-12);
    expect(Math.abs(r.endBalance - b)).toBeLessThan(1e-9);
    expect(r.contributions).toBe(2400);
    expect(r.withdrawals).toBe(0);
    expect(r.flows.map((f) => f.date)).toEqual(MONTH_ENDS.slice(1, 25));
    const irr = handIrr([
      ["2019-12-31", -1000],
      ...MONTH_ENDS.slice(1, 25).map((d): [string, number] => [d, -100]),
      ["2022-01-31", b],
    ]);
    expect(Math.abs(r.moneyWeightedReturn! - irr)).toBeLessThan(1e-9);
    // The time-weighted series grows 1 % a month whatever was added; the costs of the buys weigh on it.
    const twr = sim.values[sim.values.length - 1] / sim.values[0];
    expect(twr).toBeLessThan(1.01 ** 25);
    expect(twr).toBeGreaterThan(1.01 ** 25 * (1 - 25 * cost));
    expect(sim.trades.filter((t) => t.reason === "contribution")).toHaveLength(24);
  });

  it("a CPI-raised withdrawal takes 100 times CPI over its start month's, from the raw CPI file", () => {
    const cpiRows = fs
      .readFileSync(path.join(RAW, "datasets__cpi-us/data/cpiai.csv"), "utf8")
      .trim()
      .split("\n")
      .slice(1)
      .map((line) => line.split(","));
    const cpiOf = (month: string) => Number(cpiRows.find((r) => r[0].startsWith(month))![1]);
    const panel = tinyPanel(["2019-12-30", ...MONTH_ENDS], { A: [10, ...MONTH_ENDS.map(() => 10)] });
    const sim = simulateStrategy({
      panel,
      cashRate: null,
      spec: strategy(["A"], ALL_IN, { rebalanceEveryMonths: 12 }),
      variant: variant("2019-12-31", {
        startingCapital: 10_000,
        cashFlows: monthly(-100, {
          cpi: getMarketData().series.get("cpi")!,
          firstYear: 2020,
          lastYear: 2020,
        }),
      }),
    });
    const r = sim.cashFlows!;
    expect(r.flows).toHaveLength(12);
    r.flows.forEach((f) => {
      const hand = (-100 * cpiOf(f.date.slice(0, 7))) / cpiOf("2019-12");
      expect(Math.abs(f.amount - hand)).toBeLessThan(1e-9);
    });
    const out = r.flows.reduce((s, f) => s - f.amount, 0);
    expect(r.withdrawals).toBeCloseTo(out, 9);
    expect(r.endBalance).toBeCloseTo(10_000 - out, 9);
  });

  it("12 % of the start a year, withdrawn monthly from a bond fund, runs out in the month a hand loop finds", () => {
    const market = getMarketData();
    const { prices } = market;
    const sim = simulateStrategy({
      panel: prices,
      cashRate: null,
      spec: strategy(["IEF"], leg("fixed_weights", { settings: { weight: { IEF: 1 } } }), {
        rebalanceEveryMonths: 12,
      }),
      variant: variant("2005-01-03", { startingCapital: 10_000, cashFlows: monthly(-100) }),
    });
    // By hand: IEF's adjusted close at each month end from January 2005; 100 out at each one.
    const col = prices.column.get("IEF")!;
    const N = prices.tickers.length;
    const start = prices.dates.indexOf("2005-01-03");
    let b = 10_000;
    let last = prices.adjClose[start * N + col];
    let ranOut: string | null = null;
    for (let t = start + 1; t < prices.dates.length - 1 && !ranOut; t++) {
      if (prices.dates[t + 1].slice(0, 7) === prices.dates[t].slice(0, 7)) continue;
      const p = prices.adjClose[t * N + col];
      b *= p / last;
      last = p;
      if (b < 100) ranOut = prices.dates[t];
      b -= 100;
    }
    expect(ranOut).not.toBeNull();
    expect(sim.cashFlows!.depletedOn).toBe(ranOut);
    expect(sim.cashFlows!.endBalance).toBe(0);
    const after = sim.dates.indexOf(ranOut!);
    // The time-weighted series stays flat once the money has run out.
    expect(new Set(Array.from(sim.values.subarray(after))).size).toBe(1);
  });
});
