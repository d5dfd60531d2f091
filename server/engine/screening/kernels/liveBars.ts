// Every instrument's live bar on a calendar row, the first thing each per-instrument filter reads.
import { LRUCache } from "lru-cache";
import type { MarketData } from "@/server/engine/data/panel";
import { allBars, panelDays, STALE_AFTER_DAYS } from "@/server/engine/indicators/bars";
import { lastAtOrBefore } from "@/server/engine/indicators/calendar";
import { processWide } from "@/server/processWide";

/** Bytes of live-bar rows kept per market data (4 bytes per instrument and calendar row asked for). */
export const LIVE_BYTES = 16 * 1024 * 1024;

/** Each instrument's latest bar at or before row t (-1: none yet) and that bar's calendar row. */
interface Cursor {
  t: number;
  bar: Int32Array;
  row: Int32Array;
}

interface LiveRows {
  rows: LRUCache<number, Int32Array>;
  cursor: Cursor | null;
}
const kept = processWide("liveBars", () => new WeakMap<MarketData, LiveRows>());

/** The cursor at row t, searched in each instrument's bars. */
function searched(data: MarketData, t: number): Cursor {
  const all = allBars(data.prices);
  const bar = new Int32Array(all.length);
  const row = new Int32Array(all.length).fill(-1);
  all.forEach((bars, i) => {
    bar[i] = lastAtOrBefore(bars.rows, t);
    if (bar[i] >= 0) row[i] = bars.rows[bar[i]];
  });
  return { t, bar, row };
}

/**
 * The cursor moved on to row t within each instrument's own bars: a bar after the cursor's is on a later
 * row, so t - c.t more bars at most reach row t, and the new bar is searched among those few (mostly the
 * last of them, found on the first look). Touches a cache line or two per instrument where reading every
 * panel row in between would stream the whole panel through memory.
 */
function stepped(data: MarketData, c: Cursor, t: number): Cursor {
  const all = allBars(data.prices);
  const bar = c.bar.slice();
  const row = c.row.slice();
  const step = t - c.t;
  for (let i = 0; i < all.length; i++) {
    const rows = all[i].rows;
    const from = Math.max(bar[i], 0);
    const hi = Math.min(from + step, rows.length - 1);
    const b = hi >= 0 && rows[hi] <= t ? hi : lastAtOrBefore(rows, t, hi, from);
    bar[i] = b;
    if (b >= 0) row[i] = rows[b];
  }
  return { t, bar, row };
}

/**
 * Every instrument's live bar at calendar row t, by panel column: its latest bar at or before t, or -1
 * when it has none or the latest is more than STALE_AFTER_DAYS calendar days old (it has stopped
 * trading, or its data ended). Kept per market data beside its screen columns (values.ts). A backtest
 * asks for its dates in order: each row steps on from the one before.
 */
export function liveBarsAt(data: MarketData, t: number): Int32Array {
  let c = kept.get(data);
  if (!c) {
    const rows = new LRUCache<number, Int32Array>({
      maxSize: LIVE_BYTES,
      sizeCalculation: (v) => v.byteLength,
    });
    kept.set(data, (c = { rows, cursor: null }));
  }
  let live = c.rows.get(t);
  if (live) return live;
  const cursor = c.cursor && c.cursor.t <= t ? stepped(data, c.cursor, t) : searched(data, t);
  const days = panelDays(data.prices);
  live = new Int32Array(cursor.bar.length);
  for (let i = 0; i < live.length; i++) {
    const b = cursor.bar[i];
    live[i] = b >= 0 && days[t] - days[cursor.row[i]] <= STALE_AFTER_DAYS ? b : -1;
  }
  c.cursor = cursor;
  c.rows.set(t, live);
  return live;
}
