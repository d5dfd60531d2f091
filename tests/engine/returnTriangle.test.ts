// The return triangle and rolling returns: on a hand-made series, and on the real SPY history, where the
// diagonal must equal the calendar-year returns get_simulation_metrics reports.
import { describe, expect, it } from "vitest";
import { returnTriangle, rollingReturns } from "@/server/engine/metrics/returnTriangle";
import { periodReturns } from "@/server/engine/metrics/periods";
import { getMarketData } from "@/server/data/load";

describe("return triangle", () => {
  // Three years, two rows each: 100 -> 110 (2020) -> 99 (2021: -10 %) -> 118.8 (2022: +20 %).
  const dates = [
    "2020-01-02",
    "2020-06-01",
    "2020-12-31",
    "2021-06-01",
    "2021-12-31",
    "2022-06-01",
    "2022-12-30",
  ];
  const values = Float64Array.from([100, 120, 110, 90, 99, 130, 118.8]);
  const cells = returnTriangle(dates, values);

  it("has one cell per (start, end) pair, measured from the previous year's last value", () => {
    expect(cells.map((c) => [c.startYear, c.endYear])).toEqual([
      [2020, 2020],
      [2020, 2021],
      [2020, 2022],
      [2021, 2021],
      [2021, 2022],
      [2022, 2022],
    ]);
    const at = (s: number, e: number) => cells.find((c) => c.startYear === s && c.endYear === e)!;
    expect(at(2020, 2020).totalReturn).toBeCloseTo(0.1, 12);
    expect(at(2021, 2021).totalReturn).toBeCloseTo(-0.1, 12);
    expect(at(2021, 2022).totalReturn).toBeCloseTo(0.08, 12);
    expect(at(2020, 2022).totalReturn).toBeCloseTo(0.188, 12);
    // 2020-12-31 -> 2022-12-30: 729 days.
    expect(at(2021, 2022).cagr).toBeCloseTo(1.08 ** (365.25 / 729) - 1, 12);
    // 2021 from 110: the low 90 is -18.2 %; 2020: from 100 up to 120, down to 110.
    expect(at(2021, 2021).maxDrawdown).toBeCloseTo(90 / 110 - 1, 12);
    expect(at(2020, 2020).maxDrawdown).toBeCloseTo(110 / 120 - 1, 12);
    expect(at(2020, 2022).maxDrawdown).toBeCloseTo(90 / 120 - 1, 12);
  });

  it("on SPY since 1993, the diagonal equals the calendar-year returns", () => {
    const { prices } = getMarketData();
    const i = prices.column.get("SPY")!;
    const from = prices.dates.indexOf("1993-02-01");
    const dates = prices.dates.slice(from);
    const values = Float64Array.from(
      dates,
      (_, k) => prices.adjClose[(from + k) * prices.tickers.length + i],
    );
    const years = periodReturns(dates, values, 4);
    const diagonal = returnTriangle(dates, values).filter((c) => c.startYear === c.endYear);
    expect(diagonal.map((c) => [String(c.startYear), c.totalReturn, c.maxDrawdown])).toEqual(
      years.map((y) => [y.period, y.totalReturn, y.maxDrawdown]),
    );
    expect(diagonal.length).toBeGreaterThan(30);
  });
});

describe("rolling returns", () => {
  it("annualises every window between month ends; too short a series has none", () => {
    // 25 month ends growing 1 % a month: every 1-year window returns 1.01^12 - 1 over about a year.
    const dates: string[] = [];
    const values: number[] = [];
    for (let m = 0; m <= 25; m++) {
      const y = 2020 + Math.floor(m / 12);
      const mo = (m % 12) + 1;
      const last = new Date(Date.UTC(y, mo, 0)).getUTCDate();
      dates.push(`${y}-${String(mo).padStart(2, "0")}-15`, `${y}-${String(mo).padStart(2, "0")}-${last}`);
      values.push(100 * 1.01 ** m, 100 * 1.01 ** m);
    }
    const [one, three] = rollingReturns(dates, Float64Array.from(values));
    expect(one.years).toBe(1);
    // Anchors: the first value, then 25 complete month ends (the last row left out): 14 one-year windows.
    expect(one.windows).toBe(14);
    expect(one.worst).toBeGreaterThan(0.12);
    expect(one.best).toBeLessThan(0.131);
    expect(three).toMatchObject({ years: 3, windows: 0, worst: null, median: null, best: null });
  });
});
