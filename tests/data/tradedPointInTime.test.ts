// Point in time (docs/data.md "As traded", "A build cut at a date"): for every split and dividend after
// a stock's raw era, the build's close, OHLC and volume on each date before the event equal what the
// reconstruction gives from the raw files cut the day before it: the traded files' and the events'
// rows to that date, the adjusted close to that date; a file downloaded later is restated to the
// cut-off's basis with the full split list, as events.ts restates dividend amounts.
import { describe, expect, it } from "vitest";
import { getMarketData, readLineage } from "@/server/data/load";
import { dayNumber } from "@/server/engine/data/artifact";
import { eventsOf } from "@/scripts/data-build/events";
import { readRawEvents } from "@/scripts/data-build/eventSources";
import { reconstructTraded, tradedFilesOf, tradedIndex } from "@/scripts/data-build/traded";
import { BAR_FIELDS, type Columns } from "@/scripts/data-build/columns";
import { RAW } from "./rawFiles";

const FIELDS = ["close", "open", "high", "low", "volume"] as const;

describe("as-traded fields are point in time", () => {
  it("equal, before every split and dividend after the raw era, a build cut the day before it", () => {
    const p = getMarketData().prices;
    const N = p.tickers.length;
    const lineage = readLineage();
    const raw = readRawEvents(RAW);
    const full = eventsOf(raw).events;
    const index = tradedIndex(RAW);
    let checked = 0;
    const bad: string[] = [];
    for (const [ticker, l] of Object.entries(lineage.instruments)) {
      const i = p.column.get(ticker)!;
      // The raw era's last close: the reconstruction starts after it.
      const rawSpan = l.fields.close.filter((s) => s[2] === "raw").at(-1);
      const start = rawSpan ? p.dates.indexOf(rawSpan[1]) : p.first[i];
      const files = tradedFilesOf(RAW, index, ticker);
      const own = {
        splits: new Map([[ticker, raw.splits.get(ticker) ?? []]]),
        dividends: new Map([[ticker, raw.dividends.get(ticker) ?? []]]),
        sessions: raw.sessions,
      };
      const e = full.get(ticker);
      const dates = [...new Set([...(e?.splits ?? []), ...(e?.dividends ?? [])].map((x) => x.date))]
        .filter((d) => d > p.dates[start] && d <= p.dates[p.last[i]])
        .sort();
      for (const date of dates) {
        const cut = p.dates.findLastIndex((d) => d < date);
        if (cut <= start) continue;
        const cutoff = p.dates[cut];
        const n = cut - start + 1;
        const bars: Columns = {
          days: Int32Array.from({ length: n }, (_, k) => dayNumber(p.dates[start + k])),
          values: Object.fromEntries(BAR_FIELDS.map((f) => [f, new Float64Array(n).fill(NaN)])) as Columns["values"],
        };
        for (let k = 0; k < n; k++) bars.values.adjClose[k] = p.adjClose[(start + k) * N + i];
        if (rawSpan) bars.values.close[0] = p.close[start * N + i];
        const day = dayNumber(cutoff);
        const cutFiles = files.map((f) => ({ s: f.s, rows: f.rows.filter((r) => r.day <= day) }));
        reconstructTraded(bars, cutFiles, eventsOf(own, cutoff).events.get(ticker), e?.splits ?? []);
        for (let k = 1; k < n; k++) {
          for (const f of FIELDS) {
            const built = p[f][(start + k) * N + i];
            const cutValue = f === "close" ? bars.values[f][k] : Math.fround(bars.values[f][k]);
            checked++;
            // The stored adjusted close may be a factor on the close (within 1e-9 of the raw value),
            // which can move the 1e-6 rounding of a chained close, and a float32 field by an ulp or
            // two (1.2e-7 each); an event leaking back moves a value by 1e-4 or more.
            const tolerance = f === "close" ? 1e-7 : 3e-7;
            const same =
              (Number.isNaN(built) && Number.isNaN(cutValue)) || Math.abs(built / cutValue - 1) <= tolerance;
            if (!same) bad.push(`${ticker} ${f} ${p.dates[start + k]} cut ${cutoff}: ${built} vs ${cutValue}`);
          }
        }
      }
    }
    expect(bad.slice(0, 10)).toEqual([]);
    expect(checked).toBeGreaterThan(1_000_000);
  }, 600_000);
});
