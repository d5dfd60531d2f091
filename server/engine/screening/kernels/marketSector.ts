// Kernels of the market and sector filters: membership flags, sector-level values (each stock gets its
// sector's value) and market-level values (the same for every instrument: a regime gate).
import type { MarketData } from "@/server/engine/data/panel";
import { panelDays } from "@/server/engine/indicators/bars";
import { seriesAsOf } from "@/server/engine/indicators/series";
import { MARKET_INDEX, SECTORS } from "@/server/engine/screening/benchmarks";
import { indexOnDate } from "@/server/engine/screening/membership";
import { perInstrument, type ComputeFn } from "@/server/engine/screening/kernels/kernel";
import { fromSnapshot, median } from "@/server/engine/screening/kernels/snapshot";
import { totalReturn, vsMovingAverage, vsSma } from "@/server/engine/screening/kernels/technical";

type Meta = MarketData["prices"]["meta"][number];

/** 1 for member stocks, 0 for other stocks, no value for other asset types. */
export const membershipFlag =
  (isMember: (m: Meta) => boolean): ComputeFn =>
  (data) =>
    Float64Array.from(data.prices.meta, (m) => (m.assetType !== "stocks" ? NaN : isMember(m) ? 1 : 0));

/** 1 for the stocks an index holds on the date (members priced there), 0 for other stocks. */
export const indexFlag =
  (index: string): ComputeFn =>
  (data, _inputs, t) => {
    const members = new Set(indexOnDate(data, index, t)?.priced);
    return Float64Array.from(data.prices.meta, (m, i) =>
      m.assetType !== "stocks" ? NaN : members.has(i) ? 1 : 0,
    );
  };

const stockColumns = (data: MarketData) =>
  data.prices.meta.flatMap((m, i) => (m.assetType === "stocks" ? [i] : []));

/** Each stock gets the median of `value` over the stocks of its sector that have one. */
function bySectorMedian(value: ComputeFn): ComputeFn {
  return (data, p, t, lag) => {
    const v = value(data, p, t, lag, stockColumns(data));
    const meta = data.prices.meta;
    const ofSector = (s: string) =>
      meta.flatMap((m, i) => (m.assetType === "stocks" && m.sector === s ? [v[i]] : []));
    const medians = new Map(SECTORS.map((s) => [s as string, median(ofSector(s))]));
    const sectorOf = (m: Meta) =>
      m.assetType === "stocks" && m.sector ? (medians.get(m.sector) ?? NaN) : NaN;
    return Float64Array.from(meta, sectorOf);
  };
}

/** The same number for every instrument. */
const everywhere = (data: MarketData, x: number) => new Float64Array(data.prices.tickers.length).fill(x);

/** A per-instrument value read off the market index (SPY). */
function onMarketIndex(value: ComputeFn): ComputeFn {
  return (data, p, t, lag) => {
    const m = data.prices.column.get(MARKET_INDEX.stocks);
    return everywhere(data, m === undefined ? NaN : value(data, p, t, lag, [m])[m]);
  };
}

/** A series of the data build (vix, ust_10y...) on or before the date, at most 10 days old. */
export const seriesValue =
  (id: string): ComputeFn =>
  (data, _p, t) => {
    const s = data.series.get(id);
    return everywhere(data, s ? seriesAsOf(s, panelDays(data.prices)[t], 10) : NaN);
  };

export const sectorReturn = bySectorMedian(perInstrument(totalReturn));
export const sectorPeRatio = bySectorMedian((data, _p, t) =>
  fromSnapshot(data, t, (get) => get("price_earnings")),
);
export const marketReturn = onMarketIndex(perInstrument(totalReturn));
export const marketTrend = onMarketIndex(perInstrument(vsMovingAverage("SMA")));

/** The share of stocks with a value whose adjusted close is above their `days`-day average. */
export const marketBreadth: ComputeFn = (data, p, t) => {
  const v = perInstrument(vsSma(p.days))(data, p, t, 0, stockColumns(data));
  let above = 0;
  let n = 0;
  data.prices.meta.forEach((m, i) => {
    if (m.assetType === "stocks" && v[i] === v[i]) {
      n++;
      if (v[i] > 0) above++;
    }
  });
  return everywhere(data, n ? above / n : NaN);
};

/** 10-year minus 2-year Treasury yield, in percentage points. */
export const yieldCurveSpread: ComputeFn = (data, p, t) => {
  const long = seriesValue("ust_10y")(data, p, t, 0);
  const short = seriesValue("ust_2y")(data, p, t, 0);
  return long.map((x, i) => x - short[i]);
};
