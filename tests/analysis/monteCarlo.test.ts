// Monte Carlo: the same seed gives byte-identical results; a constant monthly return gives every
// percentile the compound value under each method; the normal model's median 10-year growth is within
// 2 % of exp(120 m); cash flows deplete paths and the safe withdrawal rate matches its closed form.
import { describe, expect, it } from "vitest";
import { runMonteCarlo, type MonteCarloInput } from "@/server/engine/analysis/monteCarlo";
import { monthEndReturns } from "@/tests/analysis/realData";

const spy = Float64Array.from(monthEndReturns("SPY", "2000-01-01", "2020-12-31").returns);
const input = (over: Partial<MonteCarloInput>): MonteCarloInput => ({
  returns: spy,
  inflation: new Float64Array(spy.length).fill(0.002),
  method: "bootstrap_months",
  blockMonths: 12,
  years: 10,
  paths: 2000,
  seed: 7,
  startBalance: 10_000,
  cashFlows: null,
  ...over,
});
const json = (x: unknown) =>
  JSON.stringify(x, (_, v) => (ArrayBuffer.isView(v) ? Array.from(v as Float64Array) : v));

describe("Monte Carlo", () => {
  it("the same seed gives byte-identical results, another seed others", () => {
    for (const method of ["bootstrap_months", "block_bootstrap", "normal"] as const) {
      const a = json(runMonteCarlo(input({ method, seed: 42 })));
      expect(json(runMonteCarlo(input({ method, seed: 42 })))).toBe(a);
      expect(json(runMonteCarlo(input({ method, seed: 43 })))).not.toBe(a);
    }
  });

  it("a constant return gives every percentile the compound value, nominal and real", () => {
    const r = 0.005;
    const constant = new Float64Array(60).fill(r);
    for (const method of ["bootstrap_months", "block_bootstrap", "normal"] as const) {
      const out = runMonteCarlo(
        input({
          method,
          returns: constant,
          inflation: new Float64Array(60).fill(0.001),
          years: 5,
          paths: 500,
        }),
      );
      out.years.forEach((y) => {
        const compound = 10_000 * (1 + r) ** (12 * y.year);
        for (const v of y.nominal) expect(Math.abs(v / compound - 1)).toBeLessThan(1e-12);
        for (const v of y.real)
          expect(Math.abs(v / (compound / 1.001 ** (12 * y.year)) - 1)).toBeLessThan(1e-12);
        expect(y.survival).toBe(1);
      });
    }
  });

  it("the normal model's median 10-year growth is within 2 % of exp(120 m)", () => {
    const out = runMonteCarlo(input({ method: "normal", paths: 10_000 }));
    const logs = Array.from(spy, (x) => Math.log1p(x));
    const m = logs.reduce((a, b) => a + b, 0) / logs.length;
    expect(out.fitted!.mean).toBeCloseTo(m, 15);
    const median = out.years[9].nominal[3] / 10_000;
    expect(Math.abs(median / Math.exp(120 * m) - 1)).toBeLessThan(0.02);
  });

  it("withdrawals deplete paths; the safe withdrawal rate has its closed form on a constant return", () => {
    const r = 0.003;
    const constant = new Float64Array(24).fill(r);
    const inflation = new Float64Array(24).fill(0.002);
    // Withdrawing w x 10 000 / 12 x 1.002^t at the end of month t survives 30 years while
    // w <= 12 / sum over t = 1..360 of (1.002 / 1.003)^t.
    let load = 0;
    for (let t = 1; t <= 360; t++) load += (1.002 / (1 + r)) ** t;
    const out = runMonteCarlo(input({ returns: constant, inflation, years: 30, paths: 100 }));
    expect(Math.abs(out.safeWithdrawalRate - 12 / load)).toBeLessThan(1e-12);
    const heavy = runMonteCarlo(
      input({
        returns: constant,
        inflation,
        years: 30,
        paths: 100,
        cashFlows: {
          kind: "amount",
          value: -100,
          everyMonths: 1,
          inflationAdjusted: false,
          firstMonth: 0,
          lastMonth: 359,
        },
      }),
    );
    // 10 000 at 0.3 % a month less 100 at each month's end: every path runs out in the same month,
    // counted here by hand; survival is 0 from the year of that month on.
    const firstDepleted = heavy.years.findIndex((y) => y.survival === 0);
    let b = 10_000;
    let month = 0;
    while (b > 0) {
      b = b * (1 + r) - 100;
      month++;
    }
    expect(firstDepleted).toBe(Math.ceil(month / 12) - 1);
    expect(heavy.survival).toBe(0);
  });
});
