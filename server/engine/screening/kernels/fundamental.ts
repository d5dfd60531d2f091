// Kernels of the fundamental filters: figures read or derived from the fundamentals snapshot (stocks
// only; values as of its date, see snapshot.ts) and the two documented fair-value models.
import type { MarketData } from "@/server/engine/data/panel";
import type { ComputeFn } from "@/server/engine/screening/kernels/kernel";
import { fromSnapshot, median, type Snapshot } from "@/server/engine/screening/kernels/snapshot";

/** A figure of one stock's snapshot row. */
export type SnapshotFormula = (get: Snapshot) => number;

const positive = (x: number) => (x > 0 ? x : NaN);

/** Every stock's value of a formula at row t. */
export const snapshotValue =
  (value: SnapshotFormula): ComputeFn =>
  (data, _p, t) =>
    fromSnapshot(data, t, (get) => value(get));

export const field =
  (name: string): SnapshotFormula =>
  (get) =>
    get(name);
/** The snapshot lists no dividend yield for companies that pay none. */
export const dividendYield: SnapshotFormula = (get) =>
  Number.isNaN(get("dividend_yield")) ? 0 : get("dividend_yield");
export const earningsYield: SnapshotFormula = (get) => get("eps") / get("price");
export const revenue: SnapshotFormula = (get) => get("market_cap") / get("price_sales");
export const marketCapToEbitda: SnapshotFormula = (get) => get("market_cap") / positive(get("ebitda"));
export const ebitdaMargin: SnapshotFormula = (get) =>
  get("ebitda") / (get("market_cap") / get("price_sales"));
export const payoutRatio: SnapshotFormula = (get) =>
  (dividendYield(get) * get("price")) / positive(get("eps"));

/** Sector medians of the positive P/E, P/S and P/B of the snapshot's stocks in the panel. */
function sectorMultiples(data: MarketData, t: number): Map<string, { pe: number; ps: number; pb: number }> {
  const pe = fromSnapshot(data, t, (get) => positive(get("price_earnings")));
  const ps = fromSnapshot(data, t, (get) => positive(get("price_sales")));
  const pb = fromSnapshot(data, t, (get) => positive(get("price_book")));
  const groups = new Map<string, number[]>();
  data.prices.meta.forEach((m, i) => {
    if (m.sector) groups.set(m.sector, [...(groups.get(m.sector) ?? []), i]);
  });
  const medians = (members: number[]) => ({
    pe: median(members.map((i) => pe[i])),
    ps: median(members.map((i) => ps[i])),
    pb: median(members.map((i) => pb[i])),
  });
  return new Map([...groups].map(([s, members]) => [s, medians(members)]));
}

/** Premium over the mean of the peer estimates from the sector's median P/E, P/S and P/B. */
export const fairValueSectorMultiples: ComputeFn = (data, _p, t) => {
  const med = sectorMultiples(data, t);
  return fromSnapshot(data, t, (get, i) => {
    const m = med.get(data.prices.meta[i].sector ?? "");
    if (!m) return NaN;
    const price = get("price");
    const estimates = [
      positive(get("eps")) * m.pe,
      (price / positive(get("price_sales"))) * m.ps,
      (price / positive(get("price_book"))) * m.pb,
    ].filter(Number.isFinite);
    return estimates.length ? price / (estimates.reduce((a, b) => a + b, 0) / estimates.length) - 1 : NaN;
  });
};

/** Premium over the Graham number sqrt(22.5 x EPS x book value per share). */
export const fairValueGraham: ComputeFn = (data, _p, t) =>
  fromSnapshot(data, t, (get) => {
    const bookPerShare = get("price") / positive(get("price_book"));
    const grahamNumber = Math.sqrt(22.5 * positive(get("eps")) * bookPerShare);
    return get("price") / grahamNumber - 1;
  });
