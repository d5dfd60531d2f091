// The result and compare pages' derived series (components/simulation/series.ts, compareSeries.ts) on
// small hand-computed cases.
import { describe, expect, it } from "vitest";
import {
  allocationRows,
  buckets,
  drawdownRows,
  moneyRows,
  monthGrid,
  periodEnds,
  periodReturns,
  rolling12,
  underwater,
  valueRows,
  type DailyValue,
} from "@/components/simulation/series";
import {
  benchmarkKey,
  bestIndex,
  compareDrawdownRows,
  compareGrowthRows,
} from "@/components/simulation/compareSeries";

const day = (date: string, value: number, benchmark: number | null = null): DailyValue => ({
  date,
  value,
  benchmark,
});

describe("underwater and drawdown rows", () => {
  it("measures each point against the highest before it", () => {
    expect(underwater([100, 120, 90, 130, null, 65])).toEqual([0, 0, -0.25, 0, null, -0.5]);
  });

  it("keeps each run's deepest day when thinning", () => {
    const daily = [
      day("2020-01-01", 100, 100),
      day("2020-01-02", 80, 100),
      day("2020-01-03", 75, 50),
      day("2020-01-06", 100, 75),
    ];
    const rows = drawdownRows(daily, 2);
    expect(rows.map((r) => r.date)).toEqual(["2020-01-01", "2020-01-03"]);
    expect(rows[0].value).toBeCloseTo(-0.2, 12);
    expect(rows[1].value).toBe(-0.25);
    expect(rows.map((r) => r.benchmark)).toEqual([0, -0.5]);
  });

  it("cuts into at most max runs and draws the first and each run's last day", () => {
    expect(buckets(5, 2)).toEqual([
      [0, 2],
      [3, 4],
    ]);
    expect(buckets(3, 10)).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
    ]);
    const daily = [1, 2, 3, 4, 5].map((v, i) => day(`2020-01-0${i + 1}`, v));
    expect(valueRows(daily, 2).map((r) => r.value)).toEqual([1, 3, 5]);
    expect(valueRows(daily, 2)[0].t).toBe(Date.UTC(2020, 0, 1));
  });
});

describe("period ends and returns", () => {
  const daily = [
    day("2019-01-02", 100, 100),
    day("2019-06-28", 105, 102),
    day("2019-12-31", 110, 99),
    day("2020-03-31", 99, 90),
    day("2020-12-31", 121, 108.9),
  ];

  it("returns each calendar year from the previous year end, the first from the first day", () => {
    const ends = periodEnds(daily, "year");
    expect(ends.map((e) => [e.period, e.value])).toEqual([
      ["", 100],
      ["2019", 110],
      ["2020", 121],
    ]);
    const returns = periodReturns(ends);
    expect(returns.map((r) => r.period)).toEqual(["2019", "2020"]);
    expect(returns[0].value).toBeCloseTo(0.1, 12);
    expect(returns[1].value).toBeCloseTo(0.1, 12);
    expect(returns[0].benchmark).toBeCloseTo(-0.01, 12);
    expect(returns[1].benchmark).toBeCloseTo(0.1, 12);
  });

  it("ends every month that has a day", () => {
    const months = periodEnds(daily, "month").map((e) => e.period);
    expect(months).toEqual(["", "2019-01", "2019-06", "2019-12", "2020-03", "2020-12"]);
  });
});

describe("rolling 12 months", () => {
  // Month ends growing 1 % a month, except month 12 at +13 % over month 11 and month 13 flat.
  const values = [100];
  for (let m = 1; m <= 11; m++) values.push(values[m - 1] * 1.01);
  values.push(values[11] * 1.13, values[11] * 1.13);
  const ends = values.map((value, i) => {
    const date = `2020-01-${String(i + 1).padStart(2, "0")}`;
    return { period: String(i), date, value, benchmark: null };
  });

  it("returns each 12-month window's growth and the sample deviation of its months x sqrt 12", () => {
    const rows = rolling12(ends);
    expect(rows).toHaveLength(2);
    // First window: eleven months of 1 % and one of 13 %.
    expect(rows[0].value).toBeCloseTo(1.01 ** 11 * 1.13 - 1, 12);
    const first = [...Array<number>(11).fill(0.01), 0.13];
    const mean = 0.02;
    const std = Math.sqrt(first.reduce((a, x) => a + (x - mean) ** 2, 0) / 11);
    expect(rows[0].volatility).toBeCloseTo(std * Math.sqrt(12), 12);
    // Hand value: deviations are -0.01 (x11) and 0.11: sum of squares 0.0011 + 0.0121 = 0.0132.
    expect(rows[0].volatility).toBeCloseTo(Math.sqrt(0.0132 / 11) * Math.sqrt(12), 12);
    // Second window: months 2 to 13, ten of 1 %, 13 % and 0 %.
    expect(rows[1].value).toBeCloseTo(1.01 ** 10 * 1.13 - 1, 12);
    expect(rows[1].benchmark).toBeNull();
    expect(rows[1].benchmarkVolatility).toBeNull();
  });

  it("has no row before twelve months", () => {
    expect(rolling12(ends.slice(0, 12))).toEqual([]);
  });
});

describe("allocation over time", () => {
  const rebalances = [
    {
      date: "2020-01-02",
      holdings: [
        { ticker: "SPY", weight: 0.6 },
        { ticker: "TLT", weight: 0.4 },
      ],
    },
    {
      date: "2020-07-01",
      holdings: [
        { ticker: "SPY", weight: 0.5 },
        { ticker: "GLD", weight: 0.3 },
      ],
    },
  ];

  it("stacks each rebalance's weights, cash the rest, held to the last day", () => {
    const { keys, rows } = allocationRows(rebalances, "2020-12-31");
    expect(keys).toEqual(["SPY", "TLT", "GLD", "Cash"]);
    expect(rows.map((r) => r.date)).toEqual(["2020-01-02", "2020-07-01", "2020-12-31"]);
    expect(rows[0]).toMatchObject({ SPY: 0.6, TLT: 0.4, GLD: 0, Cash: 0 });
    expect(Number(rows[1].Cash)).toBeCloseTo(0.2, 12);
    expect(rows[2]).toMatchObject({ SPY: 0.5, TLT: 0, GLD: 0.3 });
  });

  it("puts holdings beyond the largest under Other", () => {
    const { keys, rows } = allocationRows(rebalances, "2020-07-01", 1);
    expect(keys).toEqual(["SPY", "Other", "Cash"]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ SPY: 0.6, Other: 0.4 });
    expect(Number(rows[1].Other)).toBeCloseTo(0.3, 12);
  });
});

describe("month grid", () => {
  it("places each month under its year, with the year's return", () => {
    const grid = monthGrid(
      [
        { month: "2021-02", totalReturn: 0.02 },
        { month: "2020-12", totalReturn: -0.01 },
      ],
      [{ year: 2020, totalReturn: 0.05 }],
    );
    expect(grid.map((g) => g.year)).toEqual([2020, 2021]);
    expect(grid[0].months[11]).toBe(-0.01);
    expect(grid[0].total).toBe(0.05);
    expect(grid[1].months.slice(0, 3)).toEqual([null, 0.02, null]);
    expect(grid[1].total).toBeNull();
  });
});

describe("comparison rows and the best value", () => {
  const growth = [
    {
      simulationId: "a",
      points: [
        { date: "2020-01-31", value: 0 },
        { date: "2020-02-29", value: -0.5 },
      ],
      benchmark: [
        { date: "2020-01-31", value: 0 },
        { date: "2020-02-29", value: 0.2 },
      ],
      drawdown: [
        { date: "2020-01-31", value: -0.01 },
        { date: "2020-02-29", value: -0.6 },
      ],
    },
    {
      simulationId: "b",
      points: [{ date: "2020-02-29", value: 0.1 }],
      benchmark: null,
      drawdown: [{ date: "2020-02-29", value: 0 }],
    },
  ];

  it("values each series at 10,000 from its own start, on the union of dates; benchmarks when asked", () => {
    const rows = compareGrowthRows(growth);
    expect(rows.map((r) => [r.date, r.a, r.b, r["a:benchmark"]])).toEqual([
      ["2020-01-31", 10_000, undefined, undefined],
      ["2020-02-29", 5_000, 11_000, undefined],
    ]);
    const withBenchmark = compareGrowthRows(growth, ["a", "b"]);
    expect(withBenchmark.map((r) => r[benchmarkKey("a")])).toEqual([10_000, 12_000]);
    expect(withBenchmark.some((r) => benchmarkKey("b") in r)).toBe(false);
  });

  it("draws the service's daily drawdown as it comes (the deepest fall of each period)", () => {
    expect(compareDrawdownRows(growth).map((r) => [r.a, r.b])).toEqual([
      [-0.01, undefined],
      [-0.6, 0],
    ]);
  });

  it("marks the highest or lowest, and nothing when fewer than two figures or no better way", () => {
    expect(bestIndex([0.1, null, 0.3], "higher")).toBe(2);
    expect(bestIndex([0.1, null, 0.3], "lower")).toBe(0);
    expect(bestIndex([-0.3, -0.1], "higher")).toBe(1);
    expect(bestIndex([0.1, null], "higher")).toBeNull();
    expect(bestIndex([0.1, 0.2], null)).toBeNull();
  });
});

describe("money rows", () => {
  const row = (date: string, balance?: number) => ({
    t: Date.parse(`${date}T00:00:00Z`),
    date,
    value: 1,
    benchmark: null,
    ...(balance === undefined ? {} : { balance }),
  });

  it("adds the flows made up to each kept day: the start and contributions in, withdrawals out", () => {
    const made = [
      { date: "2010-01-29", amount: 500 },
      { date: "2010-02-26", amount: -300 },
      { date: "2010-03-31", amount: -200 },
    ];
    const rows = [
      row("2010-01-04", 1000),
      row("2010-02-26", 1200),
      row("2010-03-30", 900),
      row("2010-04-01", 0),
    ];
    expect(moneyRows(rows, made, 1000)).toEqual([
      { t: rows[0].t, date: "2010-01-04", balance: 1000, putIn: 1000, takenOut: 0 },
      { t: rows[1].t, date: "2010-02-26", balance: 1200, putIn: 1500, takenOut: 300 },
      { t: rows[2].t, date: "2010-03-30", balance: 900, putIn: 1500, takenOut: 300 },
      { t: rows[3].t, date: "2010-04-01", balance: 0, putIn: 1500, takenOut: 500 },
    ]);
  });

  it("is null for a run without balances", () => {
    expect(moneyRows([row("2010-01-04")], [], 1000)).toBeNull();
  });
});
