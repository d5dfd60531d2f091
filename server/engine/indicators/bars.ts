// One instrument's own trading bars, pulled out of the union-calendar panel: every indicator runs over an
// instrument's bars (not over calendar rows where it did not trade), and a value "at bar b" reads bars
// 0..b only. Built lazily per (panel, column) and kept for the panel's lifetime.
import type { PricePanel } from "@/server/engine/data/panel";
import { dayNumber, lastAtOrBefore } from "@/server/engine/indicators/calendar";

export interface Bars {
  /** Panel rows of the bars, ascending. */
  rows: Int32Array;
  /** Day numbers of the bars. */
  days: Int32Array;
  /** Close as traded; NaN on bars that carry only an adjusted close. */
  close: Float64Array;
  adjClose: Float64Array;
  /** High and low scaled by adjClose / close, so ranges are on the same basis as adjClose. */
  adjHigh: Float64Array;
  adjLow: Float64Array;
  volume: Float64Array;
  dividend: Float64Array;
}

/** A bar older than this at the as-of date means the instrument no longer trades (or its data ended). */
export const STALE_AFTER_DAYS = 7;

interface PanelCache {
  days: Int32Array;
  bars: (Bars | undefined)[];
  memo: Map<string, (Float64Array | undefined)[]>;
}
const caches = new WeakMap<PricePanel, PanelCache>();

function cacheOf(panel: PricePanel): PanelCache {
  let c = caches.get(panel);
  if (!c) {
    c = { days: Int32Array.from(panel.dates, dayNumber), bars: new Array(panel.tickers.length), memo: new Map() };
    caches.set(panel, c);
  }
  return c;
}

/** Day numbers of the panel's calendar rows. */
export const panelDays = (panel: PricePanel): Int32Array => cacheOf(panel).days;

export function barsOf(panel: PricePanel, i: number): Bars {
  const c = cacheOf(panel);
  const hit = c.bars[i];
  if (hit) return hit;
  const N = panel.tickers.length;
  const rows: number[] = [];
  // Every row with an adjusted close is a bar: some histories (sector funds after 2020) carry only it.
  for (let t = 0; t < panel.dates.length; t++) if (panel.adjClose[t * N + i] === panel.adjClose[t * N + i]) rows.push(t);
  const n = rows.length;
  const pick = (src: Float64Array) => {
    const out = new Float64Array(n);
    for (let k = 0; k < n; k++) out[k] = src[rows[k] * N + i];
    return out;
  };
  const close = pick(panel.close);
  const adjClose = pick(panel.adjClose);
  const high = pick(panel.high);
  const low = pick(panel.low);
  const volume = pick(panel.volume);
  const dividend = pick(panel.dividend);
  const adjHigh = new Float64Array(n);
  const adjLow = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    const f = adjClose[k] / close[k];
    // A bar without a close, high or low (adjusted-close-only histories) ranges over its adjusted close.
    const full = f === f && high[k] === high[k] && low[k] === low[k];
    adjHigh[k] = full ? Math.max(high[k], close[k]) * f : adjClose[k];
    adjLow[k] = full ? Math.min(low[k], close[k]) * f : adjClose[k];
  }
  const days = cacheOf(panel).days;
  const bars: Bars = { rows: Int32Array.from(rows), days: Int32Array.from(rows, (r) => days[r]), close, adjClose, adjHigh, adjLow, volume, dividend };
  c.bars[i] = bars;
  return bars;
}

/**
 * The instrument's latest bar at or before calendar row t, or -1 when it has none or the latest is more
 * than STALE_AFTER_DAYS calendar days old (it has stopped trading, or its data ended).
 */
export function liveBarAt(panel: PricePanel, bars: Bars, t: number): number {
  const b = lastAtOrBefore(bars.rows, t);
  if (b < 0) return -1;
  return panelDays(panel)[t] - bars.days[b] > STALE_AFTER_DAYS ? -1 : b;
}

/**
 * A whole-history series over one instrument's bars (recursive indicators such as EMA, RSI, ATR), built
 * once per (panel, key, column). Element k depends on bars 0..k only.
 */
export function memoSeries(panel: PricePanel, key: string, i: number, build: (bars: Bars) => Float64Array): Float64Array {
  const c = cacheOf(panel);
  let slot = c.memo.get(key);
  if (!slot) c.memo.set(key, (slot = new Array(panel.tickers.length)));
  return (slot[i] ??= build(barsOf(panel, i)));
}
