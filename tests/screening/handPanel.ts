// Small market data sets built by hand for engine tests: one close per instrument per calendar row
// (NaN = no bar), high/low = close +/- 1%, volume 1000, no dividends unless given.
import type {
  IndexMembership,
  InstrumentMeta,
  MarketData,
  PricePanel,
  Series,
} from "@/server/engine/data/panel";

export interface HandInstrument {
  meta: Partial<InstrumentMeta> & { ticker: string };
  closes: number[];
  dividends?: number[];
}

/** Weekdays from 2020-01-01 (a Wednesday), n of them. */
export function weekdays(n: number, from = "2020-01-01"): string[] {
  const out: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); out.length < n; d = new Date(d.getTime() + 86_400_000)) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

export function handData(
  dates: string[],
  instruments: HandInstrument[],
  extra: {
    series?: Series[];
    fundamentals?: MarketData["fundamentals"];
    membership?: IndexMembership[];
    filings?: MarketData["filings"];
  } = {},
): MarketData {
  const T = dates.length;
  const N = instruments.length;
  const arr = () => new Float64Array(T * N).fill(NaN);
  const p: PricePanel = {
    dates,
    tickers: instruments.map((x) => x.meta.ticker),
    column: new Map(instruments.map((x, i) => [x.meta.ticker, i])),
    meta: instruments.map((x) => ({
      name: x.meta.ticker,
      assetType: "stocks",
      exchange: "nyse",
      origin: "us_domestic",
      type: "common",
      sector: null,
      indexes: [],
      currency: "usd",
      ...x.meta,
    })),
    open: arr(),
    high: arr(),
    low: arr(),
    close: arr(),
    adjClose: arr(),
    volume: arr(),
    dividend: new Float64Array(T * N),
    first: new Int32Array(N).fill(-1),
    last: new Int32Array(N).fill(-1),
  };
  instruments.forEach((x, i) => {
    x.closes.forEach((c, t) => {
      if (c !== c) return;
      const k = t * N + i;
      p.open[k] = p.close[k] = p.adjClose[k] = c;
      p.high[k] = c * 1.01;
      p.low[k] = c * 0.99;
      p.volume[k] = 1000;
      p.dividend[k] = x.dividends?.[t] ?? 0;
      if (p.first[i] < 0) p.first[i] = t;
      p.last[i] = t;
    });
  });
  return {
    dataVersion: "hand",
    prices: p,
    series: new Map((extra.series ?? []).map((s) => [s.id, s])),
    fundamentals: extra.fundamentals ?? { asOf: "2999-01-01", fields: [], byTicker: new Map() },
    membership: new Map((extra.membership ?? []).map((m) => [m.id, m])),
    filings: extra.filings ?? { source: "hand", firstFiled: "", lastFiled: "", byTicker: new Map() },
  };
}
