// Factor exposures: a synthetic series built from the factor file itself recovers its loadings exactly;
// SPY's month-end returns load about 1 on the market; the t distribution's p-values match tables.
import { describe, expect, it } from "vitest";
import { getFactors } from "@/server/data/factors";
import { factorExposure } from "@/server/engine/analysis/factors";
import { twoSidedP } from "@/server/engine/analysis/studentT";
import { monthEndReturns } from "@/tests/analysis/realData";

const factors = getFactors();

describe("factor exposures", () => {
  it("0.5 Mkt-RF + 0.3 SMB + RF gives loadings 0.5 and 0.3 and R² = 1", () => {
    const from = factors.months.indexOf("2000-01");
    const months = factors.months.slice(from, from + 180);
    const c = factors.columns;
    const returns = months.map((_, k) => 0.5 * c.mkt_rf[from + k] + 0.3 * c.smb[from + k] + c.rf[from + k]);
    for (const model of ["ff3", "ff5"] as const) {
      const fit = factorExposure(months, returns, factors, model)!;
      expect(fit.months).toEqual(months);
      const loading = Object.fromEntries(fit.loadings.map((l) => [l.factor, l.estimate]));
      expect(Math.abs(loading.mkt_rf - 0.5)).toBeLessThan(1e-10);
      expect(Math.abs(loading.smb - 0.3)).toBeLessThan(1e-10);
      expect(Math.abs(loading.hml)).toBeLessThan(1e-10);
      expect(Math.abs(fit.alphaAnnual)).toBeLessThan(1e-10);
      expect(fit.rSquared).toBeCloseTo(1, 12);
    }
  });

  it("uses only the months inside the factor file's span", () => {
    const months = ["1963-05", "1963-06", ...factors.months.slice(0, 40)];
    const returns = months.map((_, k) => 0.01 * Math.sin(k));
    const fit = factorExposure(months, returns, factors, "capm")!;
    expect(fit.months[0]).toBe(factors.months[0]);
    expect(fit.months.length).toBe(40);
  });

  it("SPY against CAPM has a market loading within 0.05 of 1", () => {
    const spy = monthEndReturns("SPY", "2000-01-01", "2020-12-31");
    const fit = factorExposure(spy.months, spy.returns, factors, "capm")!;
    expect(fit.months.length).toBe(spy.months.length);
    expect(Math.abs(fit.loadings[0].estimate - 1)).toBeLessThan(0.05);
    expect(fit.rSquared).toBeGreaterThan(0.95);
    expect(fit.loadings[0].pValue).toBeLessThan(1e-10);
  });

  it("two-sided p-values of Student t match the tables", () => {
    // t = 2 on 10 degrees of freedom: 0.07338803; t = 1.96 on a large sample: about 0.05.
    expect(twoSidedP(2, 10)).toBeCloseTo(0.0733880347, 8);
    expect(twoSidedP(2.228138852, 10)).toBeCloseTo(0.05, 8);
    expect(twoSidedP(0, 5)).toBeCloseTo(1, 12);
    expect(twoSidedP(1.959963985, 1e7)).toBeCloseTo(0.05, 6);
  });
});
