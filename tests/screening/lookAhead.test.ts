// Look-ahead guard: changing every price, volume, dividend, series value and filing after the as-of date
// changes no filter value (nor any line a crossing relation reads), while changing the as-of row does.
import { beforeAll, describe, expect, it } from "vitest";
import { loadMarketData } from "@/server/data/load";
import type { MarketData, PricePanel, Series } from "@/server/engine/data/panel";
import { FILTERS, filterById } from "@/server/catalogue/filters";
import { withDefaultInputs } from "@/server/engine/screening/filter";
import type { ComputeFn } from "@/server/engine/screening/kernels/kernel";
import { evaluate } from "@/server/engine/screening/evaluate";
import { runScreen } from "@/server/engine/screening/runScreen";

const D = "2020-06-30";
let data: MarketData;
let t: number;

/** A copy of the data with every row after `t` (or, with `at`, row `t` itself) changed. */
function perturbed(src: MarketData, from: number, to: number): MarketData {
  const p = src.prices;
  const N = p.tickers.length;
  const scale = (a: Float64Array | Float32Array, f: (k: number) => number) => {
    const out = Float64Array.from(a);
    for (let k = from * N; k < Math.min(a.length, (to + 1) * N); k++) out[k] = a[k] * f(k);
    return out;
  };
  const wave = (k: number) => 1 + 0.3 * Math.sin(k * 0.37);
  const prices: PricePanel = {
    ...p,
    open: scale(p.open, wave),
    high: scale(p.high, (k) => wave(k) * 1.05),
    low: scale(p.low, (k) => wave(k) * 0.95),
    close: scale(p.close, wave),
    adjClose: scale(p.adjClose, wave),
    volume: scale(p.volume, () => 3),
    dividend: Float64Array.from(p.dividend, (d, k) => (k >= from * N && k < (to + 1) * N ? d + 0.25 : d)),
  };
  const fromDate = p.dates[from];
  const series = new Map<string, Series>(
    [...src.series].map(([id, s]) => [
      id,
      { ...s, values: Float64Array.from(s.values, (v, k) => (s.dates[k] >= fromDate ? v * 2 + 1 : v)) },
    ]),
  );
  // Quarters filed from the first changed row on get other figures.
  const fromDay = Math.round(Date.parse(fromDate) / 86_400_000);
  const toDay = Math.round(Date.parse(p.dates[to]) / 86_400_000);
  const byTicker = new Map(
    [...src.filings.byTicker].map(([ticker, h]) => {
      const changed = (k: number) => h.filed[k] >= fromDay && h.filed[k] <= toDay;
      const values = Object.fromEntries(
        Object.entries(h.values).map(([f, v]) => [f, v.map((x, k) => (changed(k) ? x * 3 + 1e9 : x))]),
      ) as typeof h.values;
      return [ticker, { ...h, values }];
    }),
  );
  return { ...src, prices, series, filings: { ...src.filings, byTicker } };
}

const same = (a: Float64Array, b: Float64Array) =>
  a.every((x, i) => Object.is(x, b[i]) || (Number.isNaN(x) && Number.isNaN(b[i])));

function readings(d: MarketData): Map<string, Float64Array> {
  const out = new Map<string, Float64Array>();
  for (const f of FILTERS) {
    const inputs = withDefaultInputs(f, {});
    out.set(f.id, evaluate(f.compute, d, inputs, t));
    for (const [relation, line] of Object.entries(f.lines ?? {}) as [string, ComputeFn][]) {
      for (const lag of [0, 1, 5]) out.set(`${f.id}:${relation}:${lag}`, evaluate(line, d, inputs, t, lag));
    }
  }
  return out;
}

beforeAll(() => {
  data = loadMarketData();
  t = data.prices.dates.indexOf(D);
});

describe(`no filter reads data after the as-of date (${D})`, () => {
  it("every filter value and line is unchanged when all later rows change", () => {
    const before = readings(data);
    const after = readings(perturbed(data, t + 1, data.prices.dates.length - 1));
    const changed = [...before].filter(([key, v]) => !same(v, after.get(key)!)).map(([key]) => key);
    expect(changed).toEqual([]);
    // The readings are real values, not all missing.
    expect([...before.values()].filter((v) => v.some(Number.isFinite)).length).toBeGreaterThan(40);
  });

  it("changing the as-of row itself does change technical values (the check can fail)", () => {
    const before = readings(data);
    const after = readings(perturbed(data, t, t));
    for (const id of ["total_return", "rsi", "volatility", "price_vs_sma", "vix_level"])
      expect(same(before.get(id)!, after.get(id)!), id).toBe(false);
  });

  it("changing the filings of the last 60 rows up to the date does change filing-dated values", () => {
    const before = readings(data);
    const after = readings(perturbed(data, t - 60, t));
    for (const id of ["net_income", "return_on_equity", "book_value", "net_income_growth"])
      expect(same(before.get(id)!, after.get(id)!), id).toBe(false);
  });

  it("a screen run as of the date returns the same matches either way", () => {
    const screen = {
      universe: { assetType: "stocks" as const },
      rows: [
        {
          filter: "price_vs_sma",
          relation: "crossing_above_within_days" as const,
          inputs: { days: 20 },
          target: { kind: "value" as const, value: 10 },
        },
        {
          filter: "volatility",
          relation: "less_than" as const,
          target: { kind: "market_aggregate" as const, statistic: "median" as const },
        },
        {
          filter: "total_return",
          relation: "highest" as const,
          target: { kind: "count" as const, value: 20 },
        },
      ],
    };
    const a = runScreen(data, screen, t, filterById);
    expect(a.matches.length).toBeGreaterThan(0);
    expect(runScreen(perturbed(data, t + 1, data.prices.dates.length - 1), screen, t, filterById)).toEqual(a);
  });
});
