// Hand-built price panels for engine tests: one adjusted-close column per ticker, raw close equal to it
// unless given, dividends 0 unless given.
import type { PricePanel, Series } from "@/server/engine/data/panel";
import { NO_EXITS, type LegSpec, type StrategySpec, type Variant } from "@/server/engine/simulation/spec";

export { NO_EXITS };

export function tinyPanel(
  dates: string[],
  prices: Record<string, number[]>,
  extra: { close?: Record<string, number[]>; dividend?: Record<string, number[]> } = {},
): PricePanel {
  const tickers = Object.keys(prices);
  const T = dates.length;
  const N = tickers.length;
  const grid = (source: Record<string, number[]> | undefined, fallback: (i: number, t: number) => number) => {
    const out = new Float64Array(T * N);
    tickers.forEach((ticker, i) => {
      for (let t = 0; t < T; t++) out[t * N + i] = source?.[ticker]?.[t] ?? fallback(i, t);
    });
    return out;
  };
  const adjClose = grid(prices, () => NaN);
  const close = grid(extra.close, (i, t) => adjClose[t * N + i]);
  const first = new Int32Array(N).fill(-1);
  const last = new Int32Array(N).fill(-1);
  for (let i = 0; i < N; i++)
    for (let t = 0; t < T; t++)
      if (Number.isFinite(adjClose[t * N + i])) {
        if (first[i] < 0) first[i] = t;
        last[i] = t;
      }
  return {
    dates,
    tickers,
    column: new Map(tickers.map((t, i) => [t, i])),
    meta: tickers.map((ticker) => ({
      ticker,
      name: ticker,
      assetType: "etps",
      exchange: null,
      origin: null,
      type: null,
      sector: null,
      indexes: [],
      currency: "USD",
    })),
    open: close,
    high: close,
    low: close,
    close,
    adjClose,
    volume: close.map(() => 1e6),
    dividend: grid(extra.dividend, () => 0),
    first,
    last,
  };
}

export function series(
  id: string,
  dates: string[],
  values: number[],
  frequency: "daily" | "monthly" = "daily",
): Series {
  return { id, name: id, unit: "", frequency, dates, values: Float64Array.from(values) };
}

export function leg(method: string, over: Partial<LegSpec> = {}): LegSpec {
  return {
    method,
    settings: {},
    lookbackMonths: 12,
    covarianceEstimator: "sample",
    shrinkageIntensity: null,
    decayFactor: 0.94,
    leverage: 1,
    correlationEstimator: "pearson",
    ...over,
  };
}

export function strategy(
  instruments: string[],
  riskOn: LegSpec,
  over: Partial<StrategySpec> = {},
): StrategySpec {
  return {
    name: "test",
    rebalanceEveryMonths: 1,
    selection: { instruments },
    exits: NO_EXITS,
    riskOn,
    riskOff: null,
    riskConditions: [],
    ...over,
  };
}

export function variant(startDate: string, over: Partial<Variant> = {}): Variant {
  return { reinvest: true, costs: false, taxes: false, startingCapital: 100, startDate, fx: null, ...over };
}

/** Weekday dates from `from` (inclusive), `count` of them. */
export function weekdays(from: string, count: number): string[] {
  const out: string[] = [];
  for (let d = Date.parse(`${from}T00:00:00Z`); out.length < count; d += 86_400_000) {
    const day = new Date(d).getUTCDay();
    if (day !== 0 && day !== 6) out.push(new Date(d).toISOString().slice(0, 10));
  }
  return out;
}
