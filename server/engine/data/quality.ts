// Data-quality findings over a loaded panel: what `npm run data:quality` prints. Nothing here
// changes data; it only reports what a backtest would otherwise meet silently.
import type { MarketData, PricePanel } from "./panel";

export interface Finding {
  ticker: string;
  kind: "jump" | "gap" | "zero_volume" | "adjusted_only" | "bad_bar";
  date: string; // first date concerned
  detail: string;
}

export interface CoverageRow {
  assetType: string;
  instruments: number;
  firstDate: string;
  lastDate: string;
  bars: number;
}

/** Instrument count, first and last date and bar count per asset type. */
export function coverage(p: PricePanel): CoverageRow[] {
  const N = p.tickers.length;
  const rows = new Map<string, CoverageRow>();
  for (let i = 0; i < N; i++) {
    if (p.first[i] < 0) continue;
    const type = p.meta[i].assetType;
    const row = rows.get(type) ?? { assetType: type, instruments: 0, firstDate: p.dates[p.first[i]], lastDate: p.dates[p.last[i]], bars: 0 };
    row.instruments++;
    if (p.dates[p.first[i]] < row.firstDate) row.firstDate = p.dates[p.first[i]];
    if (p.dates[p.last[i]] > row.lastDate) row.lastDate = p.dates[p.last[i]];
    for (let t = p.first[i]; t <= p.last[i]; t++) if (!Number.isNaN(p.adjClose[t * N + i])) row.bars++;
    rows.set(type, row);
  }
  return [...rows.values()];
}

export interface QualityOptions {
  jump: number; // absolute daily adjusted-close return that counts as suspicious (0.5 = 50 %)
  gapRows: number; // consecutive calendar rows without a bar inside an instrument's history
}

export const DEFAULT_QUALITY: QualityOptions = { jump: 0.5, gapRows: 5 };

/** Jumps, gaps, zero volumes, adjusted-close-only runs and impossible bars, per instrument in date order. */
export function findings(p: PricePanel, o: QualityOptions = DEFAULT_QUALITY): Finding[] {
  const N = p.tickers.length;
  const out: Finding[] = [];
  for (let i = 0; i < N; i++) {
    const ticker = p.tickers[i];
    let prev = -1;
    let zeroFrom = -1;
    let zeroCount = 0;
    let adjOnlyFrom = -1;
    const flushZero = () => {
      if (zeroCount > 0) out.push({ ticker, kind: "zero_volume", date: p.dates[zeroFrom], detail: `${zeroCount} bar(s) with zero volume from ${p.dates[zeroFrom]}` });
      zeroCount = 0;
    };
    const flushAdjOnly = (end: number) => {
      if (adjOnlyFrom >= 0) out.push({ ticker, kind: "adjusted_only", date: p.dates[adjOnlyFrom], detail: `adjusted close only (no raw OHLCV) ${p.dates[adjOnlyFrom]} to ${p.dates[end]}` });
      adjOnlyFrom = -1;
    };
    for (let t = p.first[i]; t >= 0 && t <= p.last[i]; t++) {
      const at = t * N + i;
      const adj = p.adjClose[at];
      if (Number.isNaN(adj)) continue;
      if (prev >= 0) {
        const r = adj / p.adjClose[prev * N + i] - 1;
        if (Math.abs(r) > o.jump) out.push({ ticker, kind: "jump", date: p.dates[t], detail: `adjusted close ${(r * 100).toFixed(1)} % from ${p.dates[prev]}` });
        if (t - prev - 1 >= o.gapRows) out.push({ ticker, kind: "gap", date: p.dates[prev + 1], detail: `${t - prev - 1} calendar rows without a bar, ${p.dates[prev]} to ${p.dates[t]}` });
      }
      const close = p.close[at];
      if (Number.isNaN(close)) {
        if (adjOnlyFrom < 0) adjOnlyFrom = t;
      } else {
        flushAdjOnly(prev);
        const [hi, lo] = [p.high[at], p.low[at]];
        // high and low are float32 in the panel: compare the close at the same precision.
        const c32 = Math.fround(close);
        if (!(close > 0) || !(adj > 0) || hi < lo || c32 > hi || c32 < lo) out.push({ ticker, kind: "bad_bar", date: p.dates[t], detail: `open ${p.open[at]} high ${hi} low ${lo} close ${close} adjusted ${adj}` });
      }
      if (p.volume[at] === 0) {
        if (zeroCount === 0) zeroFrom = t;
        zeroCount++;
      } else flushZero();
      prev = t;
    }
    flushZero();
    flushAdjOnly(prev);
  }
  return out;
}

export interface SeriesCoverage {
  id: string;
  frequency: string;
  points: number;
  firstDate: string;
  lastDate: string;
  longestGapDays: number;
  longestGapFrom: string;
}

/** Coverage and the longest calendar gap of each series. */
export function seriesCoverage(data: MarketData): SeriesCoverage[] {
  return [...data.series.values()].map((s) => {
    let gap = 0;
    let from = s.dates[0];
    for (let j = 1; j < s.dates.length; j++) {
      const days = (Date.parse(s.dates[j]) - Date.parse(s.dates[j - 1])) / 86_400_000;
      if (days > gap) [gap, from] = [days, s.dates[j - 1]];
    }
    return { id: s.id, frequency: s.frequency, points: s.dates.length, firstDate: s.dates[0], lastDate: s.dates[s.dates.length - 1], longestGapDays: gap, longestGapFrom: from };
  });
}
