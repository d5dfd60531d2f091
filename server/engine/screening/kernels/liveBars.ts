// Every instrument's live bar on a calendar row, the first thing each per-instrument filter reads.
import { LRUCache } from "lru-cache";
import type { MarketData } from "@/server/engine/data/panel";
import { allBars, panelDays, STALE_AFTER_DAYS } from "@/server/engine/indicators/bars";
import { lastAtOrBefore } from "@/server/engine/indicators/calendar";
import { processWide } from "@/server/engine/processWide";

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
 * The cursor moved on to row t by reading the panel's rows after it: a bar is a row with an adjusted
 * close (bars.ts), and the panel is stored row after row, so this reads memory in order where a search
 * per instrument would touch a dozen scattered places of its bars.
 */
function stepped(data: MarketData, c: Cursor, t: number): Cursor {
  const { adjClose, tickers } = data.prices;
  const N = tickers.length;
  const bar = c.bar.slice();
  const row = c.row.slice();
  for (let r = c.t + 1; r <= t; r++)
    for (let i = 0, k = r * N; i < N; i++, k++)
      if (adjClose[k] === adjClose[k]) {
        bar[i]++;
        row[i] = r;
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
  live = cursor.bar.map((b, i) => (b >= 0 && days[t] - days[cursor.row[i]] <= STALE_AFTER_DAYS ? b : -1));
  c.cursor = cursor;
  c.rows.set(t, live);
  return live;
}
