// Metrics on short value series whose figures are worked out by hand here.
import { describe, expect, it } from "vitest";
import { headline } from "@/server/engine/metrics/headline";
import { drawdownPeriods, periodReturns } from "@/server/engine/metrics/periods";
import { growthPoints } from "@/server/engine/metrics/growth";
import { metricsReport } from "@/server/engine/metrics/report";
import { simulateStrategy } from "@/server/engine/simulation/simulate";
import type { SimulationResult } from "@/server/engine/simulation/result";
import { leg, series, strategy, tinyPanel, variant, weekdays } from "./tinyPanel";

function result(dates: string[], values: number[], cash = 0): SimulationResult {
  return {
    dates,
    values: Float64Array.from(values),
    cashReturns: Float64Array.from(values.map((_, k) => (k ? cash : 0))),
    exposure: Float64Array.from(values.map(() => 1)),
    riskOff: new Uint8Array(values.length),
    rebalances: [],
    trades: [],
    taxes: [],
    lossCarriedForward: 0,
    monthlyPeriods: [],
    valueGaps: [],
  };
}

describe("headline (product.md formulas)", () => {
  it("totalReturn, cagr, volatility, sharpe, maxDrawdown on 100, 110, 99, 121", () => {
    const dates = ["2021-01-04", "2021-01-05", "2021-01-06", "2021-01-07"];
    const r = [0.1, -0.1, 121 / 99 - 1];
    const mean = (r[0] + r[1] + r[2]) / 3;
    const sd = Math.sqrt(((r[0] - mean) ** 2 + (r[1] - mean) ** 2 + (r[2] - mean) ** 2) / 2);
    const h = headline(
      dates,
      Float64Array.from([100, 110, 99, 121]),
      Float64Array.from([0, 0.001, 0.001, 0.001]),
    );
    expect(h.totalReturn).toBeCloseTo(0.21, 14);
    expect(h.cagr).toBeCloseTo(1.21 ** (365.25 / 3) - 1, 6);
    expect(h.volatility).toBeCloseTo(sd * Math.sqrt(252), 14);
    // Excess returns shift by the constant 0.001: same dispersion, mean lower by 0.001.
    expect(h.sharpe).toBeCloseTo(((mean - 0.001) / sd) * Math.sqrt(252), 12);
    expect(h.maxDrawdown).toBeCloseTo(99 / 110 - 1, 14);
    expect(headline(dates.slice(0, 2), Float64Array.from([100, 101]), new Float64Array(2)).maxDrawdown).toBe(
      0,
    );
  });
});

describe("periods, drawdowns, growth", () => {
  const dates = ["2020-12-30", "2020-12-31", "2021-01-04", "2021-01-05", "2021-01-06"];
  const values = Float64Array.from([100, 105, 94.5, 110, 100]);

  it("yearly returns from the previous year's last value; drawdown peaks reset each year", () => {
    const years = periodReturns(dates, values, 4);
    expect(years.map((y) => y.period)).toEqual(["2020", "2021"]);
    expect(years[0].totalReturn).toBeCloseTo(0.05, 14);
    expect(years[0].maxDrawdown).toBe(0);
    expect(years[1].totalReturn).toBeCloseTo(100 / 105 - 1, 14);
    expect(years[1].maxDrawdown).toBeCloseTo(94.5 / 105 - 1, 14);
  });

  it("a first row alone in its period is the next period's base, not a period (long-run starts)", () => {
    const months = periodReturns(
      ["1979-12-31", "1980-01-31", "1980-02-29"],
      Float64Array.from([100, 104, 102]),
      7,
    );
    expect(months).toEqual([
      { period: "1980-01", totalReturn: 104 / 100 - 1, maxDrawdown: 0 },
      { period: "1980-02", totalReturn: 102 / 104 - 1, maxDrawdown: 102 / 104 - 1 },
    ]);
    expect(
      periodReturns(["1979-12-31", "1980-01-31"], Float64Array.from([100, 104]), 4).map((y) => y.period),
    ).toEqual(["1980"]);
  });

  it("drawdown periods: 31 Dec peak, 4 Jan trough, recovered 5 Jan; the last one still open", () => {
    expect(drawdownPeriods(dates, values)).toEqual([
      {
        peakDate: "2020-12-31",
        troughDate: "2021-01-04",
        recoveryDate: "2021-01-05",
        depth: 94.5 / 105 - 1,
        days: 5,
      },
      { peakDate: "2021-01-05", troughDate: "2021-01-06", recoveryDate: null, depth: 100 / 110 - 1, days: 1 },
    ]);
  });

  it("growth: daily up to five years (at most 1000 points), one point per month beyond", () => {
    const short = weekdays("2020-01-01", 300);
    expect(growthPoints(short, new Float64Array(300).fill(1)).length).toBe(300);
    const long = weekdays("2010-01-01", 6 * 261);
    const points = growthPoints(long, Float64Array.from(long.map((_, k) => 100 + k)));
    // Start point + one per calendar month (each month's last row; the calendar's last row ends the last).
    const months = new Set(long.map((d) => d.slice(0, 7))).size;
    expect(points.length).toBe(months + 1);
    expect(points[0]).toEqual({ date: "2010-01-01", value: 0 });
    expect(points[1].date).toBe("2010-01-29");
    expect(points[months].date).toBe(long[long.length - 1]);
    const fourYears = weekdays("2016-01-01", 4 * 261 + 100);
    expect(growthPoints(fourYears, new Float64Array(fourYears.length).fill(1)).length).toBeLessThanOrEqual(
      1000,
    );
  });
});

describe("relative metrics and the report", () => {
  const dates = weekdays("2021-01-04", 6);
  const bench = [100, 102, 99, 103, 101, 104];
  // Portfolio returns are exactly half the benchmark's.
  const port = [100];
  for (let k = 1; k < 6; k++) port.push(port[k - 1] * (1 + 0.5 * (bench[k] / bench[k - 1] - 1)));

  it("beta 0.5, correlation 1, alpha 0 without cash, tracking error = std of the return gap", () => {
    const m = metricsReport(result(dates, port), result(dates, bench));
    expect(m.beta).toBeCloseTo(0.5, 12);
    expect(m.correlation).toBeCloseTo(1, 12);
    expect(m.alpha).toBeCloseTo(0, 12);
    const gap = bench.slice(1).map((b, k) => -0.5 * (b / bench[k] - 1));
    const g = gap.reduce((s, x) => s + x, 0) / 5;
    expect(m.trackingError).toBeCloseTo(
      Math.sqrt(gap.reduce((s, x) => s + (x - g) ** 2, 0) / 4) * Math.sqrt(252),
      12,
    );
    expect(m.bestMonth?.period).toBe("2021-01");
  });

  it("sortino, calmar, turnover, trades and time in market from a real loop", () => {
    const d = [
      "2021-01-27",
      "2021-01-28",
      "2021-01-29",
      "2021-02-01",
      "2021-02-26",
      "2021-03-01",
      "2021-03-02",
    ];
    const panel = tinyPanel(d, { A: [10, 10, 11, 11, 12, 12, 13], B: [20, 20, 18, 18, 18, 20, 20] });
    const sim = simulateStrategy({
      panel,
      cashRate: null,
      spec: strategy(["A", "B"], leg("equal_weight")),
      variant: variant("2021-01-28"),
    });
    const m = metricsReport(sim, null);
    expect(m.numberOfTrades).toBe(6);
    expect(m.timeInMarket).toBe(1);
    // Turnover: 29 Jan trades 5 + 5 on V 100, 26 Feb |A - V/2| + |V/2 - B| on V; halved; per year.
    const feb = (50 * 12) / 11 + 50;
    const years = 33 / 365.25;
    expect(m.turnover).toBeCloseTo((10 / 100 + ((50 * 12) / 11 - 50) / feb) / 2 / years, 12);
    expect(m.sortino).toBeNull(); // no losing day: no downside deviation
    expect(m.calmar).toBeNull(); // never below its running peak
    expect(m.beta).toBeNull();
  });

  it("sortino: mean excess / sqrt(mean of squared losses) x sqrt(252); calmar = cagr / |maxDrawdown|", () => {
    const d = ["2021-01-04", "2021-01-05", "2021-01-06", "2021-01-07"];
    const m = metricsReport(result(d, [100, 110, 99, 121]), null);
    const r = [0.1, -0.1, 121 / 99 - 1];
    expect(m.sortino).toBeCloseTo(((r[0] + r[1] + r[2]) / 3 / Math.sqrt(0.01 / 3)) * Math.sqrt(252), 12);
    expect(m.calmar).toBeCloseTo(m.cagr! / (1 - 99 / 110), 6);
    expect(m.longestDrawdownDays).toBe(2);
    expect(m.recoveryDate).toBe("2021-01-07");
  });
});

describe("base currency", () => {
  it("converts at the day's rate; capital is in base currency", () => {
    const d = ["2021-03-01", "2021-03-02", "2021-03-03", "2021-03-04"];
    const panel = tinyPanel(d, { A: [10, 10, 10, 11] });
    const eur = series("fx_eur", ["2021-03-01", "2021-03-03"], [0.9, 0.8]);
    const sim = simulateStrategy({
      panel,
      cashRate: null,
      spec: strategy(["A"], leg("equal_weight")),
      variant: variant("2021-03-02", { fx: eur }),
    });
    // 100 EUR = 111.11 USD at 0.9 on 2 Mar (the 1 Mar rate carried over); A flat, then +10%.
    expect(sim.values[0]).toBeCloseTo(100, 12);
    expect(sim.values[1]).toBeCloseTo((100 / 0.9) * 0.8, 12);
    expect(sim.values[2]).toBeCloseTo((100 / 0.9) * 1.1 * 0.8, 12);
    expect(() =>
      simulateStrategy({
        panel,
        cashRate: null,
        spec: strategy(["A"], leg("equal_weight")),
        variant: variant("2021-03-02", { fx: series("fx_chf", ["2021-03-05"], [0.9]) }),
      }),
    ).toThrow(/fx_chf/);
  });
});
