// One instrument's own trading bars, pulled out of the union-calendar panel: every indicator runs over an
// instrument's bars (not over calendar rows where it did not trade), and a value "at bar b" reads bars
// 0..b only. Built lazily per (panel, column) and kept for the panel's lifetime; the series memoised on
// them are bounded by bytes (MEMO_BYTES).
import { LRUCache } from "lru-cache";
import type { PricePanel } from "@/server/engine/data/panel";
import { dayNumber } from "@/server/engine/indicators/calendar";
import { ret } from "@/server/engine/indicators/windows";
import { processWide } from "@/server/processWide";

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

/**
 * Bytes of memoised series kept per panel. Their keys come from screener inputs (an EMA's days, an
 * RSI's period), so their number has no bound of its own: the least recently used go first.
 */
export const MEMO_BYTES = 256 * 1024 * 1024;

type Slot = (Float64Array | undefined)[];

const bytesOf = (slot: Slot) => slot.reduce((n, series) => n + (series?.byteLength ?? 0), 8 * slot.length);

interface PanelCache {
  days: Int32Array;
  bars: Bars[] | null;
  /** By key, each instrument's series at its column (built on first use). */
  memo: LRUCache<string, Slot>;
}
const caches = processWide("barsCaches", () => new WeakMap<PricePanel, PanelCache>());

function cacheOf(panel: PricePanel): PanelCache {
  let c = caches.get(panel);
  if (!c) {
    const memo = new LRUCache<string, Slot>({ maxSize: MEMO_BYTES, sizeCalculation: bytesOf });
    c = { days: Int32Array.from(panel.dates, dayNumber), bars: null, memo };
    caches.set(panel, c);
  }
  return c;
}

/** Day numbers of the panel's calendar rows. */
export const panelDays = (panel: PricePanel): Int32Array => cacheOf(panel).days;

/** Every instrument's bars, by panel column. */
export function allBars(panel: PricePanel): Bars[] {
  const c = cacheOf(panel);
  return (c.bars ??= buildAllBars(panel, c.days));
}

export const barsOf = (panel: PricePanel, i: number): Bars => allBars(panel)[i];

/**
 * Pulls every instrument's bars out in one row-major pass (the panel's memory order; column-by-column
 * strides would be several times slower). Every row with an adjusted close is a bar: some histories
 * (sector funds after 2020) carry only the adjusted close.
 */
function buildAllBars(panel: PricePanel, days: Int32Array): Bars[] {
  const T = panel.dates.length;
  const N = panel.tickers.length;
  const counts = new Int32Array(N);
  for (let t = 0, k = 0; t < T; t++)
    for (let i = 0; i < N; i++, k++) if (panel.adjClose[k] === panel.adjClose[k]) counts[i]++;
  const make = (n: number): Bars => ({
    rows: new Int32Array(n),
    days: new Int32Array(n),
    close: new Float64Array(n),
    adjClose: new Float64Array(n),
    adjHigh: new Float64Array(n),
    adjLow: new Float64Array(n),
    volume: new Float64Array(n),
    dividend: new Float64Array(n),
  });
  const all = Array.from(counts, make);
  const fill = new Int32Array(N);
  for (let t = 0, k = 0; t < T; t++) {
    for (let i = 0; i < N; i++, k++) {
      const adj = panel.adjClose[k];
      if (adj !== adj) continue;
      const bars = all[i];
      const j = fill[i]++;
      const close = panel.close[k];
      const high = panel.high[k];
      const low = panel.low[k];
      const f = adj / close;
      // A bar without a close, high or low (after the OHLC sources end) has no range: filters on it give
      // no value there rather than a range copied from the close.
      const full = f === f && high === high && low === low;
      bars.rows[j] = t;
      bars.days[j] = days[t];
      bars.close[j] = close;
      bars.adjClose[j] = adj;
      bars.adjHigh[j] = full ? Math.max(high, close) * f : NaN;
      bars.adjLow[j] = full ? Math.min(low, close) * f : NaN;
      bars.volume[j] = panel.volume[k];
      bars.dividend[j] = panel.dividend[k];
    }
  }
  return all;
}

/**
 * A whole-history series over one instrument's bars (recursive indicators such as EMA, RSI, ATR), built
 * once per (panel, key, column). Element k depends on bars 0..k only.
 */
export function memoSeries(
  panel: PricePanel,
  key: string,
  i: number,
  build: (bars: Bars) => Float64Array,
): Float64Array {
  const { memo } = cacheOf(panel);
  let slot = memo.get(key);
  const kept = slot?.[i];
  if (kept) return kept;
  slot ??= new Array(panel.tickers.length);
  const series = (slot[i] = build(barsOf(panel, i)));
  // Set anew: lru-cache sizes an entry when it is set, and setting the same array again keeps its size.
  memo.delete(key);
  memo.set(key, slot);
  return series;
}

/**
 * Each of instrument i's bars' simple return from the bar before (NaN on the first): the windows of
 * volatility, downside deviation, Sharpe and Sortino read it instead of dividing again at every date.
 */
export const returnsOnBars = (panel: PricePanel, i: number): Float64Array =>
  memoSeries(panel, "returns-on-bars", i, ({ adjClose }) => {
    const out = new Float64Array(adjClose.length);
    out[0] = NaN;
    for (let k = 1; k < out.length; k++) out[k] = ret(adjClose, k);
    return out;
  });
