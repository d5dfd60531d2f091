// The screening engine on small hand-built panels: universe facets, each relation and target kind,
// ranking only what earlier rows kept, asset-type rules and the snapshot's visibility.
import { describe, expect, it } from "vitest";
import { filterById } from "@/server/catalogue/filters";
import { runScreen } from "@/server/engine/screening/runScreen";
import type { Screen } from "@/server/engine/screening/types";
import type { MarketData } from "@/server/engine/data/panel";
import { handData, weekdays } from "@/tests/screening/handPanel";

const T = 300;
const dates = weekdays(T);
const line = (f: (t: number) => number) => Array.from({ length: T }, (_, t) => f(t));
const data = handData(
  dates,
  [
    {
      meta: { ticker: "AAA", exchange: "nyse", sector: "technology" },
      closes: line((t) => 100 + t),
    },
    { meta: { ticker: "BBB", exchange: "nasdaq", sector: "energy" }, closes: line((t) => 400 - t) },
    { meta: { ticker: "CCC", exchange: "nyse", sector: "energy" }, closes: line((t) => 50 + 0.1 * t) },
    {
      meta: { ticker: "XXX", exchange: "nyse", sector: "technology" },
      closes: line((t) => (t < 270 ? 100 : t < 297 ? 90 : 110)),
    },
    {
      meta: { ticker: "SPY", assetType: "etps", exchange: "nyse_arca", origin: "usa", type: "etf" },
      closes: line((t) => 200 + 0.5 * t),
    },
    {
      meta: { ticker: "XLE", assetType: "etps", exchange: "nyse_arca", origin: "usa", type: "etf" },
      closes: line((t) => 100 - 0.01 * t),
    },
  ],
  {
    // AAA a member throughout, BBB until row 100 (exclusive), ZZZ with no price series, XXX's interval
    // not joined to its series (another company's), CCC a member from before its series starts.
    membership: [
      {
        id: "sp_500",
        name: "S&P 500",
        firstDate: dates[10],
        lastDate: dates[200],
        sources: [],
        intervals: [
          { ticker: "AAA", start: dates[10], end: null, pricedFrom: dates[10] },
          { ticker: "BBB", start: dates[10], end: dates[100], pricedFrom: dates[10] },
          { ticker: "ZZZ", start: dates[50], end: null, pricedFrom: null },
          { ticker: "XXX", start: dates[10], end: dates[150], pricedFrom: null },
          { ticker: "CCC", start: dates[10], end: null, pricedFrom: dates[120] },
        ],
      },
    ],
  },
);
const last = T - 1;
const r2 = (c: (t: number) => number) => c(last) / c(last - 2) - 1;
const ret = {
  AAA: r2((t) => 100 + t),
  BBB: r2((t) => 400 - t),
  CCC: r2((t) => 50 + 0.1 * t),
  XXX: 0,
  SPY: r2((t) => 200 + 0.5 * t),
  XLE: r2((t) => 100 - 0.01 * t),
};
const stocks = (rows: Screen["rows"], extra: Partial<Screen["universe"]> = {}): Screen => ({
  universe: { assetType: "stocks", ...extra },
  rows,
});
/** The screen run with the catalogue's filters. */
const run = (d: MarketData, s: Screen, t: number) => runScreen(d, s, t, filterById);
const tickers = (s: Screen, t = last) => run(data, s, t).matches.map((m) => m.ticker);
const return2 = { filter: "return_days", inputs: { days: 2 } } as const;
const energyRow = { filter: "sector_energy", relation: "equal" } as const;

describe("universe", () => {
  it("keeps the asset type and every non-empty facet", () => {
    expect(run(data, stocks([], { exchanges: ["nyse"] }), last).universeSize).toBe(3);
    expect(run(data, stocks([], { sectors: ["energy"], exchanges: ["nyse"] }), last).universeSize).toBe(1);
    expect(run(data, stocks([], { indexes: ["sp_500"] }), last).universeSize).toBe(2);
    expect(run(data, { universe: { assetType: "etps" }, rows: [] }, last).universeSize).toBe(2);
    expect(run(data, stocks([], { exchanges: [] }), last).universeSize).toBe(4);
  });
});

describe("index universe", () => {
  const members = (t: number, indexes = ["sp_500"]) => run(data, stocks([], { indexes }), t);
  it("holds the members on the date that have a price series there", () => {
    expect(members(9).matches).toEqual([]);
    expect(members(9).indexes).toMatchObject([{ index: "sp_500", members: 0, unpriced: [] }]);
    expect(members(60).matches.map((m) => m.ticker)).toEqual(["AAA", "BBB"]);
    expect(members(60).indexes).toMatchObject([{ members: 5, unpriced: ["CCC", "XXX", "ZZZ"] }]);
    expect(members(100).matches.map((m) => m.ticker)).toEqual(["AAA"]);
    expect(members(120).matches.map((m) => m.ticker)).toEqual(["AAA", "CCC"]);
    expect(members(150).indexes).toMatchObject([{ members: 3, unpriced: ["ZZZ"] }]);
  });

  it("selects nothing for an index the data holds no membership for", () => {
    expect(members(last, ["sp_100"]).matches).toEqual([]);
    expect(members(last, ["sp_100"]).indexes).toEqual([]);
    expect(members(last, ["sp_100", "sp_500"]).universeSize).toBe(2);
  });

  it("reads membership on the date for the index_sp_500 filter", () => {
    const flag = { filter: "index_sp_500", relation: "equal", target: { kind: "value", value: 1 } } as const;
    expect(run(data, stocks([flag]), 60).matches.map((m) => m.ticker)).toEqual(["AAA", "BBB"]);
    expect(run(data, stocks([flag]), last).matches.map((m) => m.ticker)).toEqual(["AAA", "CCC"]);
  });
});

describe("relations", () => {
  it("compares with a value and reports each row's value", () => {
    const positive = { ...return2, relation: "greater_than", target: { kind: "value", value: 0 } } as const;
    const res = run(data, stocks([positive]), last);
    expect(res.matches.map((m) => m.ticker)).toEqual(["AAA", "CCC"]);
    expect(res.matches[0].values[0]).toBeCloseTo(ret.AAA, 12);
    expect(res.keptPerRow).toEqual([2]);
    expect(
      tickers(stocks([{ ...return2, relation: "less_or_equal", target: { kind: "value", value: 0 } }])),
    ).toEqual(["BBB", "XXX"]);
  });

  it("keeps values inside a range, both ends included", () => {
    expect(
      tickers(stocks([{ ...return2, relation: "between", target: { kind: "range", min: 0, max: ret.CCC } }])),
    ).toEqual(["CCC", "XXX"]);
  });

  it("ranks only what earlier rows kept, best first", () => {
    const energy = { ...energyRow, target: { kind: "value", value: 1 } } as const;
    const best = { ...return2, relation: "highest", target: { kind: "count", value: 1 } } as const;
    const res = run(data, stocks([energy, best]), last);
    expect(res.matches.map((m) => [m.ticker, m.rank])).toEqual([["CCC", 1]]);
    expect(res.keptPerRow).toEqual([2, 1]);
    expect(
      tickers(stocks([{ ...return2, relation: "lowest", target: { kind: "count", value: 3 } }])),
    ).toEqual(["BBB", "XXX", "CCC"]);
  });

  it("compares with market and sector aggregates, including the index instrument", () => {
    // Market = all stocks: 2-day returns AAA > CCC > XXX (0) > BBB, median = (CCC + 0) / 2.
    expect(
      tickers(
        stocks([
          { ...return2, relation: "greater_than", target: { kind: "market_aggregate", statistic: "median" } },
        ]),
      ),
    ).toEqual(["AAA", "CCC"]);
    const avg = (ret.AAA + ret.BBB + ret.CCC + ret.XXX) / 4;
    expect(avg).toBeLessThan(0);
    expect(
      tickers(
        stocks([
          {
            ...return2,
            relation: "greater_than",
            target: { kind: "market_aggregate", statistic: "average" },
          },
        ]),
      ),
    ).toEqual(["AAA", "CCC", "XXX"]);
    // p75 of 4 sorted values at position 2.25: between CCC and AAA.
    expect(
      tickers(
        stocks([
          {
            ...return2,
            relation: "greater_or_equal",
            target: { kind: "market_aggregate", statistic: "p75" },
          },
        ]),
      ),
    ).toEqual(["AAA"]);
    expect(ret.AAA > ret.SPY && ret.CCC < ret.SPY).toBe(true);
    expect(
      tickers(
        stocks([
          { ...return2, relation: "greater_than", target: { kind: "market_aggregate", statistic: "index" } },
        ]),
      ),
    ).toEqual(["AAA"]);
    // Energy: BBB and CCC, average between them, XLE the energy index; technology has no index in this panel.
    expect(
      tickers(
        stocks([
          {
            ...return2,
            relation: "greater_than",
            target: { kind: "sector_aggregate", statistic: "average" },
          },
        ]),
      ),
    ).toEqual(["AAA", "CCC"]);
    expect(
      tickers(
        stocks([
          { ...return2, relation: "greater_than", target: { kind: "sector_aggregate", statistic: "index" } },
        ]),
      ),
    ).toEqual(["CCC"]);
  });

  it("compares with its own earlier reading", () => {
    expect(
      tickers(
        stocks([
          {
            filter: "price",
            relation: "greater_than",
            target: { kind: "own_past", inputs: { months_ago: 1 } },
          },
        ]),
      ),
    ).toEqual(["AAA", "CCC", "XXX"]);
  });

  it("reads the side of a line today and crossings within N days", () => {
    const sma20 = { filter: "price_vs_sma", inputs: { days: 20 } } as const;
    expect(tickers(stocks([{ ...sma20, relation: "price_above" }]))).toEqual(["AAA", "CCC", "XXX"]);
    expect(tickers(stocks([{ ...sma20, relation: "price_below" }]))).toEqual(["BBB"]);
    // XXX jumps above its 20-day SMA on bar 297, two bars before the as-of bar 299.
    expect(
      tickers(
        stocks([{ ...sma20, relation: "crossing_above_within_days", target: { kind: "value", value: 3 } }]),
      ),
    ).toEqual(["XXX"]);
    expect(
      tickers(
        stocks([{ ...sma20, relation: "crossing_above_within_days", target: { kind: "value", value: 2 } }]),
      ),
    ).toEqual([]);
    // XXX dropped below its SMA on bar 270.
    expect(
      tickers(
        stocks([{ ...sma20, relation: "crossing_below_within_days", target: { kind: "value", value: 3 } }]),
        271,
      ),
    ).toEqual(["XXX"]);
  });

  it("finds moving-average crossovers (fast over slow, price over each average) within N days", () => {
    // Flat at 100 for bars 0..99, then up 1 a bar: on bar 100 the price, the 20-day and the 50-day SMA
    // all leave equality upwards (SMA20 = 100.05 > SMA50 = 100.02, price 101), so every bull crossover is on bar 100.
    const up = handData(dates.slice(0, 110), [
      {
        meta: { ticker: "UUU" },
        closes: Array.from({ length: 110 }, (_, t) => (t < 100 ? 100 : 100 + (t - 99))),
      },
    ]);
    const cross = (relation: Screen["rows"][number]["relation"], days: number) => {
      const target = { kind: "value", value: days } as const;
      return run(up, stocks([{ filter: "sma_20_50_crossover", relation, target }]), 102).keptPerRow[0];
    };
    for (const relation of [
      "fast_over_slow_bull_crossover_within_days",
      "fast_bull_crossover_within_days",
      "slow_bull_crossover_within_days",
    ] as const) {
      expect([cross(relation, 3), cross(relation, 2)], relation).toEqual([1, 0]);
    }
    expect(cross("fast_over_slow_bear_crossover_within_days", 30)).toBe(0);
  });

  it("fills the default relation and target from the catalogue", () => {
    // price_vs_sma defaults to price_above, with days 50.
    const res = run(data, stocks([{ filter: "price_vs_sma" }]), last);
    expect(res.matches.map((m) => m.ticker)).toEqual(["AAA", "CCC", "XXX"]);
  });
});

describe("asset types and data availability", () => {
  it("a stocks-only filter selects nothing in an ETP universe", () => {
    const notEnergy = { ...energyRow, target: { kind: "value", value: 0 } } as const;
    const res = run(data, { universe: { assetType: "etps" }, rows: [notEnergy] }, last);
    expect(res.keptPerRow).toEqual([0]);
  });

  it("a market-level filter keeps all or nothing", () => {
    const vix = {
      id: "vix",
      name: "VIX",
      unit: "index points",
      frequency: "daily" as const,
      dates,
      values: Float64Array.from(dates, (_, t) => (t < 150 ? 15 : 35)),
    };
    const withVix = { ...data, series: new Map([["vix", vix]]) };
    const calm = stocks([
      { filter: "vix_level", relation: "less_than", target: { kind: "value", value: 20 } },
    ]);
    expect(run(withVix, calm, 100).keptPerRow).toEqual([4]);
    expect(run(withVix, calm, last).keptPerRow).toEqual([0]);
  });

  it("fair-value bands of the Graham number, visible only from the snapshot's date", () => {
    const row = (price: number) => ({ price, eps: 4, price_book: price / 30 }); // book per share 30: Graham = sqrt(22.5 * 4 * 30)
    const graham = Math.sqrt(22.5 * 4 * 30);
    const fundamentals = {
      asOf: dates[last],
      fields: ["price", "eps", "price_book"],
      byTicker: new Map([
        ["AAA", row(graham * 1.2)],
        ["BBB", row(graham * 0.5)],
        ["CCC", row(graham)],
        ["XXX", row(graham * 0.7)],
      ]),
    };
    const snap = { ...data, fundamentals };
    const fv = (relation: Screen["rows"][number]["relation"]) =>
      run(snap, stocks([{ filter: "fair_value_graham", relation }]), last).matches.map((m) => m.ticker);
    expect(fv("overvalued")).toEqual(["AAA"]);
    expect(fv("strongly_overvalued")).toEqual([]);
    expect(fv("in_range")).toEqual(["CCC"]);
    expect(fv("undervalued")).toEqual(["XXX"]);
    expect(fv("strongly_undervalued")).toEqual(["BBB"]);
    const grahamRow = { filter: "fair_value_graham", relation: "greater_than" } as const;
    const any = stocks([{ ...grahamRow, target: { kind: "value", value: -1 } }]);
    const values = run(snap, any, last).matches.map((m) => m.values[0]);
    expect(values[0]).toBeCloseTo(0.2, 12);
    expect(run(snap, any, last - 1).keptPerRow).toEqual([0]);
  });

  it("refuses an unknown filter and a date outside the calendar", () => {
    expect(() => run(data, stocks([{ filter: "no_such_filter" }]), last)).toThrow(/Unknown filter/);
    expect(() => run(data, stocks([]), T)).toThrow(/outside the calendar/);
  });
});
