// Every catalogue filter computed on the real data build for a known instrument and date, compared with
// an independent hand calculation on the raw files (tests/screening/reference.ts, rawFiles.ts).
import { beforeAll, describe, expect, it } from "vitest";
import { loadMarketData, readManifest } from "@/server/data/load";
import type { MarketData } from "@/server/engine/data/panel";
import { FILTERS, filterById } from "@/server/catalogue/filters";
import { withDefaultInputs } from "@/server/engine/screening/filter";
import { evaluate } from "@/server/engine/screening/evaluate";
import { runScreen } from "@/server/engine/screening/runScreen";
import type { Screen } from "@/server/engine/screening/types";
import {
  btcBars,
  gicsSectors,
  RAW,
  snapshotRows,
  splicedAdjusted,
  spyBars,
  stockBars,
  valueOn,
  type RawBar,
} from "@/tests/screening/rawFiles";
import {
  adj,
  adjHigh,
  adjLow,
  baseIndex,
  ema,
  lastN,
  mean,
  median,
  monthsEarlier,
  returns,
  sampleSd,
  upTo,
  wilderAtr,
  wilderRsi,
} from "@/tests/screening/reference";
import { handGrowth, handLatest, handReturnOn, handTtm, rawQuarters } from "@/tests/screening/filingsByHand";

const D = "2020-06-30";
let data: MarketData;
let t: number;
let latest: number;
let aapl: RawBar[];
let spy: RawBar[];

beforeAll(() => {
  data = loadMarketData();
  t = data.prices.dates.indexOf(D);
  latest = data.prices.dates.length - 1;
  aapl = upTo(stockBars("AAPL"), D);
  spy = upTo(spyBars(), D);
});

/** The engine's value of a filter for one ticker at a calendar row, inputs defaulted as in a screener row. */
function engine(id: string, ticker: string, inputs: Record<string, number> = {}, at = t): number {
  const f = filterById(id)!;
  return evaluate(f.compute, data, withDefaultInputs(f, inputs), at)[data.prices.column.get(ticker)!];
}

const manifest = readManifest();
const sourcesOf = (ticker: string) => manifest.instruments.find((i) => i.ticker === ticker)!.sources;
/** The spans of each source the build's splice checks refused (docs/data.md "Splicing"). */
const refusedOf = (ticker: string) =>
  new Map(manifest.instruments.find((i) => i.ticker === ticker)!.splices.map((c) => [c.source, c.refused]));
const n = () => aapl.length;
const px = () => adj(aapl);
const last = <T>(x: T[]) => x[x.length - 1];
const window = (bars: RawBar[], months: number) => bars.slice(baseIndex(bars, months) + 1);
const cashOn = (date: string) => {
  const s = data.series.get("cash_rate")!;
  let v = NaN;
  s.dates.forEach((d, k) => {
    if (d <= date) v = s.values[k];
  });
  return v / 100 / 252;
};
const excess = (bars: RawBar[], months: number) => {
  const base = baseIndex(bars, months);
  return returns(bars, base).map((r, k) => r - cashOn(bars[base + 1 + k].date));
};
function betaCorr(months: number) {
  const base = baseIndex(aapl, months);
  const spyAdj = new Map(spy.map((b) => [b.date, b.adj]));
  const r = returns(aapl, base);
  const m = aapl.slice(base + 1).map((b, k) => spyAdj.get(b.date)! / spyAdj.get(aapl[base + k].date)! - 1);
  const mr = mean(r);
  const mm = mean(m);
  const cov = r.reduce((a, x, k) => a + (x - mr) * (m[k] - mm), 0);
  const vr = r.reduce((a, x) => a + (x - mr) ** 2, 0);
  const vm = m.reduce((a, x) => a + (x - mm) ** 2, 0);
  return { beta: cov / vm, correlation: cov / Math.sqrt(vr * vm) };
}
function bollinger(days: number, k: number) {
  const x = lastN(px(), days);
  const mid = mean(x);
  const sd = Math.sqrt(mean(x.map((v) => (v - mid) ** 2)));
  return { mid, up: mid + k * sd, lo: mid - k * sd };
}
const dividendsIn = (bars: RawBar[]) => bars.reduce((a, b) => a + b.dividend, 0);
const snap = (symbol: string) => snapshotRows().get(symbol)!;
const positive = (x: number) => (x > 0 ? x : NaN);

const GICS_TO_ID: Record<string, string> = {
  Materials: "basic_materials",
  "Communication Services": "communication_services",
  "Consumer Discretionary": "consumer_cyclical",
  "Consumer Staples": "consumer_defensive",
  Energy: "energy",
  Financials: "financial_services",
  "Health Care": "healthcare",
  Industrials: "industrials",
  "Real Estate": "real_estate",
  "Information Technology": "technology",
  Utilities: "utilities",
};

interface Case {
  ticker: string;
  inputs?: Record<string, number>;
  at?: () => number;
  expected: () => number;
}

/** One or more hand-calculated cases per catalogue filter. */
const HAND: Record<string, Case[]> = {
  price: [{ ticker: "AAPL", expected: () => last(aapl).close }],
  total_return: [
    { ticker: "AAPL", expected: () => last(px()) / px()[baseIndex(aapl, 12)] - 1 },
    {
      ticker: "AAPL",
      inputs: { months: 3, months_ago: 1 },
      expected: () => {
        const then = upTo(aapl, monthsEarlier(D, 1));
        return last(adj(then)) / adj(then)[baseIndex(then, 3)] - 1;
      },
    },
  ],
  return_days: [{ ticker: "AAPL", expected: () => px()[n() - 1] / px()[n() - 6] - 1 }],
  return_ytd: [{ ticker: "AAPL", expected: () => last(px()) / last(adj(upTo(aapl, "2019-12-31"))) - 1 }],
  price_vs_sma: [
    { ticker: "AAPL", inputs: { days: 200 }, expected: () => last(px()) / mean(lastN(px(), 200)) - 1 },
  ],
  price_vs_ema: [{ ticker: "AAPL", expected: () => last(px()) / last(ema(px(), 50)) - 1 }],
  sma_50_200_crossover: [
    { ticker: "AAPL", expected: () => mean(lastN(px(), 50)) / mean(lastN(px(), 200)) - 1 },
  ],
  sma_20_50_crossover: [
    { ticker: "AAPL", expected: () => mean(lastN(px(), 20)) / mean(lastN(px(), 50)) - 1 },
  ],
  ema_12_26_crossover: [{ ticker: "AAPL", expected: () => last(ema(px(), 12)) / last(ema(px(), 26)) - 1 }],
  macd: [{ ticker: "AAPL", expected: () => (last(ema(px(), 12)) - last(ema(px(), 26))) / last(px()) }],
  macd_histogram: [
    {
      ticker: "AAPL",
      expected: () => {
        const e12 = ema(px(), 12);
        const line = ema(px(), 26).map((v, k) => e12[k] - v);
        return (last(line) - last(ema(line, 9))) / last(px());
      },
    },
  ],
  rsi: [
    { ticker: "AAPL", expected: () => wilderRsi(px(), 14) },
    { ticker: "AAPL", inputs: { days: 2 }, expected: () => wilderRsi(px(), 2) },
    { ticker: "SPY", expected: () => wilderRsi(adj(spy), 14) },
  ],
  stochastic_k: [
    {
      ticker: "AAPL",
      expected: () => {
        const w = lastN(aapl, 14);
        const hi = Math.max(...w.map(adjHigh));
        const lo = Math.min(...w.map(adjLow));
        return ((last(px()) - lo) / (hi - lo)) * 100;
      },
    },
  ],
  bollinger_percent_b: [
    {
      ticker: "AAPL",
      inputs: { std_devs: 1.5 },
      expected: () => {
        const b = bollinger(20, 1.5);
        return (last(px()) - b.lo) / (b.up - b.lo);
      },
    },
  ],
  bollinger_bandwidth: [
    {
      ticker: "AAPL",
      expected: () => {
        const b = bollinger(20, 2);
        return (b.up - b.lo) / b.mid;
      },
    },
  ],
  atr_percent: [{ ticker: "AAPL", expected: () => wilderAtr(aapl, 14) / last(px()) }],
  volatility: [
    { ticker: "AAPL", expected: () => sampleSd(returns(aapl, baseIndex(aapl, 12))) * Math.sqrt(252) },
    // Crypto is sampled on US trading days (AAPL's dates stand for the calendar), annualised with 252.
    {
      ticker: "BTC-USD",
      inputs: { months: 3 },
      expected: () => {
        const tradingDays = new Set(aapl.map((b) => b.date));
        const btc = upTo(btcBars(), D).filter((b) => tradingDays.has(b.date));
        return sampleSd(returns(btc, baseIndex(btc, 3))) * Math.sqrt(252);
      },
    },
  ],
  downside_volatility: [
    {
      ticker: "AAPL",
      inputs: { months: 6 },
      expected: () =>
        Math.sqrt(mean(returns(aapl, baseIndex(aapl, 6)).map((r) => Math.min(r, 0) ** 2)) * 252),
    },
  ],
  beta: [{ ticker: "AAPL", expected: () => betaCorr(12).beta }],
  correlation_to_market: [
    { ticker: "AAPL", inputs: { months: 24 }, expected: () => betaCorr(24).correlation },
  ],
  max_drawdown: [
    {
      ticker: "AAPL",
      expected: () => {
        const x = px().slice(baseIndex(aapl, 12));
        let peak = x[0];
        let worst = 0;
        for (const v of x) {
          peak = Math.max(peak, v);
          worst = Math.min(worst, v / peak - 1);
        }
        return worst;
      },
    },
  ],
  distance_from_52w_high: [
    { ticker: "AAPL", expected: () => last(px()) / Math.max(...window(aapl, 12).map(adjHigh)) - 1 },
  ],
  distance_from_52w_low: [
    { ticker: "AAPL", expected: () => last(px()) / Math.min(...window(aapl, 12).map(adjLow)) - 1 },
  ],
  position_in_52w_range: [
    {
      ticker: "AAPL",
      expected: () => {
        const hi = Math.max(...window(aapl, 12).map(adjHigh));
        const lo = Math.min(...window(aapl, 12).map(adjLow));
        return (last(px()) - lo) / (hi - lo);
      },
    },
  ],
  average_volume: [{ ticker: "AAPL", expected: () => mean(lastN(aapl, 20).map((b) => b.volume)) }],
  average_dollar_volume: [
    {
      ticker: "AAPL",
      inputs: { days: 50 },
      expected: () => mean(lastN(aapl, 50).map((b) => b.close * b.volume)),
    },
  ],
  relative_volume: [
    {
      ticker: "AAPL",
      expected: () => last(aapl).volume / mean(aapl.slice(n() - 21, n() - 1).map((b) => b.volume)),
    },
  ],
  sharpe_ratio: [
    {
      ticker: "AAPL",
      expected: () => (mean(excess(aapl, 12)) / sampleSd(excess(aapl, 12))) * Math.sqrt(252),
    },
  ],
  sortino_ratio: [
    {
      ticker: "AAPL",
      inputs: { months: 36 },
      expected: () => {
        const e = excess(aapl, 36);
        return (mean(e) / Math.sqrt(mean(e.map((x) => Math.min(x, 0) ** 2)))) * Math.sqrt(252);
      },
    },
  ],
  up_days_ratio: [
    {
      ticker: "AAPL",
      expected: () => {
        const r = returns(aapl, baseIndex(aapl, 3));
        return r.filter((x) => x > 0).length / r.length;
      },
    },
  ],
  trailing_dividend_yield: [
    { ticker: "AAPL", expected: () => dividendsIn(window(aapl, 12)) / last(aapl).close },
  ],
  dividend_growth: [
    {
      ticker: "AAPL",
      expected: () => {
        const base = baseIndex(aapl, 12);
        const before = aapl.slice(0, base + 1);
        return dividendsIn(aapl.slice(base + 1)) / dividendsIn(before.slice(baseIndex(before, 12) + 1)) - 1;
      },
    },
  ],
  pe_ratio: [{ ticker: "AAPL", at: () => latest, expected: () => snap("AAPL")["Price/Earnings"] }],
  earnings_yield: [
    { ticker: "AAPL", at: () => latest, expected: () => snap("AAPL")["Earnings/Share"] / snap("AAPL").Price },
  ],
  ps_ratio: [{ ticker: "MSFT", at: () => latest, expected: () => snap("MSFT")["Price/Sales"] }],
  pb_ratio: [{ ticker: "MSFT", at: () => latest, expected: () => snap("MSFT")["Price/Book"] }],
  dividend_yield: [{ ticker: "MMM", at: () => latest, expected: () => snap("MMM")["Dividend Yield"] }],
  eps: [{ ticker: "MMM", at: () => latest, expected: () => snap("MMM")["Earnings/Share"] }],
  market_cap: [{ ticker: "AAPL", at: () => latest, expected: () => snap("AAPL")["Market Cap"] }],
  ebitda: [{ ticker: "AAPL", at: () => latest, expected: () => snap("AAPL").EBITDA }],
  revenue: [
    {
      ticker: "AAPL",
      at: () => latest,
      expected: () => snap("AAPL")["Market Cap"] / snap("AAPL")["Price/Sales"],
    },
  ],
  market_cap_to_ebitda: [
    { ticker: "JNJ", at: () => latest, expected: () => snap("JNJ")["Market Cap"] / snap("JNJ").EBITDA },
  ],
  ebitda_margin: [
    {
      ticker: "JNJ",
      at: () => latest,
      expected: () => snap("JNJ").EBITDA / (snap("JNJ")["Market Cap"] / snap("JNJ")["Price/Sales"]),
    },
  ],
  payout_ratio: [
    {
      ticker: "MMM",
      at: () => latest,
      expected: () => (snap("MMM")["Dividend Yield"] * snap("MMM").Price) / snap("MMM")["Earnings/Share"],
    },
  ],
  fair_value_graham: [
    {
      ticker: "JNJ",
      at: () => latest,
      expected: () => {
        const s = snap("JNJ");
        return s.Price / Math.sqrt(22.5 * s["Earnings/Share"] * (s.Price / s["Price/Book"])) - 1;
      },
    },
  ],
  fair_value_sector_multiples: [
    {
      ticker: "AAPL",
      at: () => latest,
      expected: () => {
        const rows = snapshotRows();
        const tech = data.prices.tickers.filter(
          (x, i) =>
            data.prices.meta[i].assetType === "stocks" &&
            data.prices.meta[i].sector === "technology" &&
            rows.has(x),
        );
        const med = (col: string) => median(tech.map((x) => positive(rows.get(x)![col])));
        const s = rows.get("AAPL")!;
        const est = [
          s["Earnings/Share"] * med("Price/Earnings"),
          (s.Price / s["Price/Sales"]) * med("Price/Sales"),
          (s.Price / s["Price/Book"]) * med("Price/Book"),
        ];
        return s.Price / mean(est) - 1;
      },
    },
  ],
  // Filing-dated fundamentals as of D from the raw SEC files (tests/screening/filingsByHand.ts).
  net_income: [{ ticker: "AAPL", expected: () => handTtm(rawQuarters("AAPL"), D, "net_income") }],
  net_income_quarter: [{ ticker: "MSFT", expected: () => handLatest(rawQuarters("MSFT"), D, "net_income") }],
  net_income_growth: [{ ticker: "JPM", expected: () => handGrowth(rawQuarters("JPM"), D) }],
  return_on_equity: [{ ticker: "MSFT", expected: () => handReturnOn(rawQuarters("MSFT"), D, "equity") }],
  return_on_assets: [{ ticker: "WMT", expected: () => handReturnOn(rawQuarters("WMT"), D, "total_assets") }],
  book_value: [{ ticker: "HD", expected: () => handLatest(rawQuarters("HD"), D, "equity") }],
  total_assets: [{ ticker: "XOM", expected: () => handLatest(rawQuarters("XOM"), D, "total_assets") }],
  operating_cash_flow: [
    { ticker: "AAPL", expected: () => handLatest(rawQuarters("AAPL"), D, "operating_cf") },
  ],
  free_cash_flow: [{ ticker: "AAPL", expected: () => handLatest(rawQuarters("AAPL"), D, "free_cash_flow") }],
  index_sp_500: [{ ticker: "AAPL", expected: () => 1 }],
  sector_return: [
    {
      ticker: "AAPL",
      inputs: { months: 6 },
      expected: () => {
        const tech = data.prices.tickers.filter(
          (_, i) => data.prices.meta[i].assetType === "stocks" && data.prices.meta[i].sector === "technology",
        );
        return median(
          tech.map((x) => {
            const b = upTo(splicedAdjusted(sourcesOf(x), refusedOf(x)), D);
            if (b.length === 0) return NaN; // listed after the screen date
            const base = baseIndex(b, 6);
            return b.length && last(b).date === D && base >= 0 ? last(b).adj / b[base].adj - 1 : NaN;
          }),
        );
      },
    },
  ],
  sector_pe_ratio: [
    {
      ticker: "AAPL",
      at: () => latest,
      expected: () => {
        const rows = snapshotRows();
        const tech = data.prices.tickers.filter(
          (x, i) =>
            data.prices.meta[i].assetType === "stocks" &&
            data.prices.meta[i].sector === "technology" &&
            rows.has(x),
        );
        return median(tech.map((x) => rows.get(x)!["Price/Earnings"]));
      },
    },
  ],
  market_return: [{ ticker: "AAPL", expected: () => last(spy).adj / spy[baseIndex(spy, 12)].adj - 1 }],
  market_trend: [
    {
      ticker: "XOM",
      expected: () =>
        last(spy).adj /
          mean(
            lastN(
              spy.map((b) => b.adj),
              200,
            ),
          ) -
        1,
    },
  ],
  market_breadth: [
    {
      ticker: "AAPL",
      inputs: { days: 50 },
      expected: () => {
        let above = 0;
        let count = 0;
        for (const x of data.prices.tickers.filter((_, i) => data.prices.meta[i].assetType === "stocks")) {
          const b = upTo(splicedAdjusted(sourcesOf(x), refusedOf(x)), D);
          if (!b.length || last(b).date !== D || b.length < 50) continue;
          count++;
          if (last(b).adj > mean(lastN(adj(b), 50))) above++;
        }
        return above / count;
      },
    },
  ],
  vix_level: [
    { ticker: "AAPL", expected: () => valueOn("datasets__finance-vix/data/vix-daily.csv", "CLOSE", D) },
  ],
  yield_curve_spread: [
    {
      ticker: "AAPL",
      expected: () =>
        valueOn("economics-databases__Interest-rate/DGS10.csv", "DGS10", D) -
        valueOn("economics-databases__Interest-rate/DGS2.csv", "DGS2", D),
    },
  ],
};

// Sector membership: a stock of each GICS sector (from the raw constituents list) is 1, AAPL is 0 outside technology.
for (const [gics, id] of Object.entries(GICS_TO_ID)) {
  HAND[`sector_${id}`] = [
    { ticker: "AAPL", expected: () => (id === "technology" ? 1 : 0) },
    {
      ticker: "@" + gics,
      expected: () => 1,
    },
  ];
}

/** "@<GICS sector>" stands for the first stock of that sector in the raw list that the panel holds. */
function resolveTicker(ticker: string): string {
  if (!ticker.startsWith("@")) return ticker;
  const gics = ticker.slice(1);
  return [...gicsSectors()].find(([sym, g]) => g === gics && data.prices.column.has(sym))![0];
}

describe(`every catalogue filter on real data (${D} unless stated) vs a hand calculation`, () => {
  it("has a hand calculation for every filter", () => {
    expect(Object.keys(HAND).sort()).toEqual(FILTERS.map((f) => f.id).sort());
    expect(RAW).toBeTruthy();
  });

  it.each(FILTERS.map((f) => f.id))("%s", (id) => {
    for (const c of HAND[id] ?? []) {
      const ticker = resolveTicker(c.ticker);
      const expected = c.expected();
      expect(Number.isFinite(expected), `${id} ${ticker}: the hand calculation has a value`).toBe(true);
      const got = engine(id, ticker, c.inputs, c.at ? c.at() : t);
      expect(
        Math.abs(got - expected),
        `${id} ${ticker} ${JSON.stringify(c.inputs ?? {})}: ${got} vs ${expected}`,
      ).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));
    }
  });

  it("snapshot fundamentals have no value before the snapshot's date (no look-ahead)", () => {
    expect(engine("pe_ratio", "AAPL")).toBeNaN();
    expect(engine("fair_value_sector_multiples", "AAPL")).toBeNaN();
  });
});

describe("crossings on real data", () => {
  it("finds AAPL's last crossing of its 50-day SMA before the date exactly within the number of days it happened", () => {
    // Side of the adjusted close vs its 50-day SMA on every bar; the as-of date is 3 bars after the last change.
    const x = px();
    const side = x.map((v, j) => (j < 49 ? 0 : Math.sign(v - mean(x.slice(j - 49, j + 1)))));
    let cross = -1;
    for (let j = 50; j < side.length - 3; j++)
      if (side[j] !== 0 && side[j - 1] !== 0 && side[j] !== side[j - 1]) cross = j;
    expect(cross).toBeGreaterThan(0);
    const asOf = data.prices.dates.indexOf(aapl[cross + 3].date);
    const relation = side[cross] > 0 ? "crossing_above_within_days" : "crossing_below_within_days";
    const found = (days: number) => {
      const target = { kind: "value", value: days } as const;
      const row = { filter: "price_vs_sma", relation, inputs: { days: 50 }, target } as const;
      const screen: Screen = { universe: { assetType: "stocks" }, rows: [row] };
      return runScreen(data, screen, asOf, filterById).matches.some((m) => m.ticker === "AAPL");
    };
    for (const days of [1, 2, 3, 5, 10, 15, 20, 30])
      expect(found(days), `${relation} within ${days} days (crossed on ${aapl[cross].date})`).toBe(days > 3);
  });
});
