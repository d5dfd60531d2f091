// The as-traded close, OHLC and volume after the raw era (docs/data.md "As traded"), against the raw
// files read here line by line: NVDA around its 10:1 split, and every close of a stock without a split
// or spin-off since 2024-03-08 equal to each overlapping traded file, except rows the lineage refuses.
import { describe, expect, it } from "vitest";
import { getMarketData, readLineage } from "@/server/data/load";
import { readEvents } from "@/scripts/data-build/events";
import { list, rows, RAW } from "./rawFiles";

const data = getMarketData();
const p = data.prices;
const N = p.tickers.length;
const row = new Map(p.dates.map((d, t) => [d, t]));
const cell = (ticker: string, date: string, field: "close" | "open" | "high" | "low" | "volume") =>
  p[field][row.get(date)! * N + p.column.get(ticker)!];
const lineage = readLineage();

/** Files whose close is as traded for a stock without a later split, and from which date. */
const TRADED_FILES = [
  { id: "DerekL1", dir: "DerekL1__StockMarketPredictor/data", close: 4, from: "2024-03-09", to: "2024-06-07" },
  { id: "danyoko", dir: "danyoko-bugover__GPT5.0-pureprice-stockpicking/data", close: 4, from: "2024-03-09", to: "9" },
  { id: "klevera", dir: "klevera-lgtm__stockjeokrib/data/prices_raw", close: 1, from: "2024-03-09", to: "9" },
  // adjusted as of 2026-06-04 before that date, appended as traded after it (PROVENANCE)
  { id: "wudn9922", dir: "wudn9922__my-stock-screener/data", close: 4, from: "2026-06-04", to: "9" },
];

describe("as-traded fields after the raw era", () => {
  it("NVDA: 1,208.88 before its 10:1 split of 2024-06-10, about 121.79 on the day, volume in shares as traded", () => {
    expect(cell("NVDA", "2024-06-07", "close")).toBeCloseTo(1208.88, 6);
    expect(Math.abs(cell("NVDA", "2024-06-10", "close") / 121.79 - 1)).toBeLessThan(0.005);
    // the dumps hold 412,386,000 split-adjusted shares for 2024-06-07
    const volume = cell("NVDA", "2024-06-07", "volume");
    expect(volume).toBeGreaterThan(40e6);
    expect(volume).toBeLessThan(42e6);
    const high = cell("NVDA", "2024-06-07", "high");
    const low = cell("NVDA", "2024-06-07", "low");
    expect(high).toBeGreaterThan(1200);
    expect(low).toBeLessThanOrEqual(cell("NVDA", "2024-06-07", "close") * (1 + 1e-6));
    expect(high).toBeGreaterThanOrEqual(cell("NVDA", "2024-06-07", "close") * (1 - 1e-6));
  });

  it("closes of stocks without a split since 2024-03-08 equal every overlapping traded file to 1e-6", () => {
    const { events } = readEvents(RAW);
    const split = new Set(
      [...events].filter(([, e]) => e.splits.some((s) => s.date > "2024-03-08")).map(([t]) => t),
    );
    let compared = 0;
    let skipped = 0;
    const bad: string[] = [];
    for (const f of TRADED_FILES) {
      for (const file of list(f.dir)) {
        const ticker = file.replace(/\.csv(\.gz)?$/, "").replace("-", ".");
        const l = lineage.instruments[ticker];
        if (!l || split.has(ticker)) continue;
        const i = p.column.get(ticker)!;
        const refused = l.refused.filter((r) => r.field === "close" && r.file === f.id);
        for (const { date, cells } of rows(`${f.dir}/${file}`)) {
          if (date < f.from || date > f.to) continue;
          const t = row.get(date);
          if (t === undefined || !(p.adjClose[t * N + i] > 0)) continue; // not a bar of the stock
          if (refused.some((r) => r.from <= date && date <= r.to)) {
            skipped++;
            continue;
          }
          const raw = Number(cells[f.close]);
          const built = p.close[t * N + i];
          compared++;
          if (!(Math.abs(built / raw - 1) <= 1e-6)) bad.push(`${ticker} ${f.id} ${date}: ${built} vs ${raw}`);
        }
      }
    }
    expect(bad.slice(0, 10)).toEqual([]);
    expect(compared).toBeGreaterThan(150_000);
    expect(skipped).toBeLessThan(compared / 100);
  }, 300_000);

  it("records a source and rule for every date of every field after the raw era", () => {
    for (const [ticker, l] of Object.entries(lineage.instruments)) {
      const i = p.column.get(ticker)!;
      for (const spans of Object.values(l.fields)) {
        const covered = spans.reduce((n, [from, to]) => n + row.get(to)! - row.get(from)! + 1, 0);
        const first = row.get(spans[0][0])!;
        expect(spans.at(-1)![1], ticker).toBe(p.dates[p.last[i]]);
        expect(covered, ticker).toBeLessThanOrEqual(p.last[i] - first + 1);
        for (const [, , source, rule] of spans) expect(lineage.rules[rule], `${ticker} ${source}`).toBeTruthy();
      }
    }
  });
});
