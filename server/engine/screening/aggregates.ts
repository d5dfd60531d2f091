// Market and sector aggregates of a filter's values: average, median, the 75th and 25th percentiles
// (linear interpolation between order statistics, position q * (n - 1)), and `index` = the value of the
// index instrument itself (SPY / Bitcoin for the market, the sector's SPDR fund for a sector).
import type { MarketData } from "@/server/engine/data/panel";
import type { AssetType, Statistic } from "@/server/engine/screening/vocabulary";
import { MARKET_INDEX, SECTOR_INDEX, type Sector } from "@/server/engine/screening/benchmarks";

export function statistic(values: number[], s: Exclude<Statistic, "index">): number {
  const v = values.filter((x) => x === x).sort((a, b) => a - b);
  if (!v.length) return NaN;
  if (s === "average") return v.reduce((a, b) => a + b, 0) / v.length;
  const q = s === "median" ? 0.5 : s === "p75" ? 0.75 : 0.25;
  const pos = q * (v.length - 1);
  const lo = Math.floor(pos);
  return lo + 1 < v.length ? v[lo] + (pos - lo) * (v[lo + 1] - v[lo]) : v[lo];
}

const indexValue = (data: MarketData, values: Float64Array, ticker: string) => {
  const c = data.prices.column.get(ticker);
  return c === undefined ? NaN : values[c];
};

/**
 * The aggregate each instrument is compared with. The market is every instrument of the asset type in
 * the data build with a value at the date (not only the screen's universe); a sector is the stocks of
 * that sector. Instruments without a sector get NaN under sector_aggregate.
 */
export function aggregateFor(
  data: MarketData,
  values: Float64Array,
  assetType: AssetType,
  scope: "market" | "sector",
  s: Statistic,
): Float64Array {
  const meta = data.prices.meta;
  const out = new Float64Array(meta.length).fill(NaN);
  if (scope === "market") {
    const x =
      s === "index"
        ? indexValue(data, values, MARKET_INDEX[assetType])
        : statistic(
            meta.flatMap((m, i) => (m.assetType === assetType ? [values[i]] : [])),
            s,
          );
    return out.fill(x);
  }
  const bySector = new Map<string, number[]>();
  meta.forEach((m, i) => {
    if (m.assetType !== assetType || !m.sector) return;
    const list = bySector.get(m.sector);
    if (list) list.push(values[i]);
    else bySector.set(m.sector, [values[i]]);
  });
  const agg = new Map(
    [...bySector].map(([sector, v]) => [
      sector,
      s === "index" ? indexValue(data, values, SECTOR_INDEX[sector as Sector] ?? "") : statistic(v, s),
    ]),
  );
  meta.forEach((m, i) => {
    if (m.sector) out[i] = agg.get(m.sector) ?? NaN;
  });
  return out;
}

/** The instruments an aggregate reads: every one of the asset type, and the index instruments. */
export function aggregatePopulation(data: MarketData, assetType: AssetType): number[] {
  const indexes = new Set([MARKET_INDEX[assetType], ...Object.values(SECTOR_INDEX)]);
  return data.prices.meta.flatMap((m, i) => (m.assetType === assetType || indexes.has(m.ticker) ? [i] : []));
}
