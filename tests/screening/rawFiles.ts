// Test-side readers of the raw data files in ../shared/data/raw, written independently of the data
// build, so filter values can be checked against hand calculations on the original numbers.
import { STOCK_SETS } from "@/tests/data/rawPrices";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export const RAW = process.env.LODESTAR_RAW_DIR ?? path.resolve(process.cwd(), "../shared/data/raw");

export interface RawBar {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  adj: number;
  volume: number;
  dividend: number;
}

const text = (rel: string) => {
  const buf = fs.readFileSync(path.join(RAW, rel));
  return (rel.endsWith(".gz") ? zlib.gunzipSync(buf) : buf).toString("utf8");
};

/** Splits a CSV line, honouring double quotes. */
export function cells(line: string): string[] {
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === "," && !quoted) {
      out.push(cur);
      cur = "";
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

export const lines = (rel: string) =>
  text(rel)
    .split(/\r?\n/)
    .filter((l) => l.trim() !== "");

const f32 = (x: string) => Math.fround(+x);

/** dsturdy's adjusted closes (`Date,Close`): the build's adjusted close wherever it has a date. */
function dsturdyAdjusted(ticker: string): [string, number][] {
  return lines(`dsturdy__Factor_Attribution/${ticker}.csv.gz`)
    .slice(1)
    .map((l) => l.split(","))
    .map(([date, close]): [string, number] => [date, +close]);
}

/** On dsturdy's dates, its adjusted close with the raw file's OHLCV (float32 as the build holds them;
 * NaN where the raw file has no row), as docs/data.md "Splicing" describes. */
function spliced(ticker: string, raw: Map<string, Omit<RawBar, "adj" | "date">>): RawBar[] {
  const none = { open: NaN, high: NaN, low: NaN, close: NaN, volume: NaN, dividend: NaN };
  return dsturdyAdjusted(ticker).map(([date, adj]) => ({ date, ...(raw.get(date) ?? none), adj }));
}

/** An S&P 500 stock: dsturdy's adjusted close, the Alpha Vantage file's (Pooksoft) OHLCV, ascending. */
export function stockBars(ticker: string): RawBar[] {
  const raw = lines(
    `Pooksoft__PooksoftSP500EquityPriceDataSet/daily_adjusted/DA-${ticker}-T-2021-04-21.csv.gz`,
  )
    .slice(1)
    .map((l) => {
      const [date, open, high, low, close, , volume, dividend] = l.split(",");
      return [
        date,
        {
          open: f32(open),
          high: f32(high),
          low: f32(low),
          close: +close,
          volume: f32(volume),
          dividend: f32(dividend),
        },
      ] as const;
    });
  return spliced(ticker, new Map(raw));
}

/** SPY: dsturdy's adjusted close, OHLCV from the Yahoo multi-index file (taa-dashboard): Date, adjusted close, Close, High, Low, Open, Volume. */
export function spyBars(): RawBar[] {
  const raw = lines("jmlestevez-source__taa-dashboard/data/SPY.csv")
    .slice(4)
    .map((l) => {
      const [date, , close, high, low, open, volume] = l.split(",");
      return [
        date.slice(0, 10),
        { open: f32(open), high: f32(high), low: f32(low), close: +close, volume: f32(volume), dividend: 0 },
      ] as const;
    });
  return spliced("SPY", new Map(raw));
}

/** Bitcoin daily candles (Bitstamp file): timestamp, open, close, volume, unix time, high, low. */
export function btcBars(): RawBar[] {
  return lines("mathaszip__BTCprice/data/btc/daily/BTCUSD_1d_candles_full.csv")
    .slice(1)
    .map((l) => {
      const [date, open, close, volume, , high, low] = l.split(",");
      return {
        date: date.slice(0, 10),
        open: f32(open),
        high: f32(high),
        low: f32(low),
        close: +close,
        adj: +close,
        volume: f32(volume),
        dividend: 0,
      };
    });
}

/** A dated single-value file (FRED / datahub): the value on or before `date`. */
export function valueOn(rel: string, column: string, date: string): number {
  const [header, ...rows] = lines(rel).map(cells);
  const c = header.indexOf(column);
  let v = NaN;
  for (const r of rows) if (r[0] <= date && r[c] !== "." && r[c] !== "") v = +r[c];
  return v;
}

/** The fundamentals snapshot: symbol -> column -> value (NaN when empty). */
export function snapshotRows(): Map<string, Record<string, number>> {
  const [header, ...rows] = lines(
    "datasets__s-and-p-500-companies-financials/data/constituents-financials.csv",
  ).map(cells);
  return new Map(
    rows.map((r) => [r[0], Object.fromEntries(header.map((h, i) => [h, r[i] === "" ? NaN : +r[i]]))]),
  );
}

/** Folders of the stock and ETF price files (an instrument's sources also name reference lists). */
const PRICE_DIRS = [
  "Pooksoft__PooksoftSP500EquityPriceDataSet/daily_adjusted/",
  "tareqalyousef__Backtester/",
  "jmlestevez-source__taa-dashboard/",
  "sivamsapingali__Codex_Macro-Monitor/data/market/",
  "dieperdev__yfinance-stock-data/",
  "dsturdy__Factor_Attribution/",
  ...STOCK_SETS.slice(3).map((x) => `${x.dir}/`), // the third round's adjusted-close sets
];

/** GICS sector of each symbol in the 2026 constituents list. */
export function gicsSectors(): Map<string, string> {
  const [header, ...rows] = lines("datasets__s-and-p-500-companies/data/constituents.csv").map(cells);
  const s = header.indexOf("GICS Sector");
  return new Map(rows.map((r) => [r[0], r[s]]));
}

/** The adjusted close of the file at `rel` (any of the stock price files the build reads); the third
 * round's files from 1990 (as dsturdy's) to dsturdy's last date, less a set's partial day. */
function adjustedOf(rel: string): [string, number][] {
  const rows = lines(rel)
    .slice(1)
    .map((l) => l.split(","));
  const set = STOCK_SETS.find((x) => rel.startsWith(`${x.dir}/`));
  const column = set?.col ?? 5; // Alpha Vantage and yfinance ETF files: column 5
  const kept = (d: string) =>
    !set || set.dir.startsWith("dsturdy") || (d !== set.partial && d >= "1990-01-01" && d <= "2026-08-03");
  return rows
    .map((r): [string, number] => [r[0].slice(0, 10), +r[column]])
    .filter(([d, v]) => v > 0 && kept(d));
}

/** A stock's adjusted closes as docs/data.md "Splicing" takes them from the sources the build names:
 * the most trusted one on every date it has, a less trusted one before it starts and after it ends,
 * chained on the first (last) common date; a source's `refused` spans (the manifest's splice checks)
 * give nothing. */
export function splicedAdjusted(
  sources: string[],
  refused = new Map<string, [string, string][]>(),
): RawBar[] {
  const trust = (rel: string) => {
    const k = STOCK_SETS.findIndex((x) => rel.startsWith(`${x.dir}/`));
    if (rel.startsWith("dsturdy") || k === STOCK_SETS.length - 1) return STOCK_SETS.length + 1;
    return k > 2 ? k : rel.startsWith("dieperdev") ? 2 : 1;
  };
  const files = sources
    .filter((s) => PRICE_DIRS.some((d) => s.startsWith(d)))
    .sort((a, b) => trust(b) - trust(a));
  let out: [string, number][] = [];
  for (const f of files) {
    const own = adjustedOf(f).filter(([d]) => !(refused.get(f) ?? []).some(([a, b]) => a <= d && d <= b));
    if (out.length === 0) {
      out = own;
      continue;
    }
    const at = new Map(out);
    const shared = own.filter(([d]) => at.has(d));
    const scaled = ([d, v]: [string, number], anchor: [string, number]): [string, number] => [
      d,
      (v * at.get(anchor[0])!) / anchor[1],
    ];
    out = [
      ...own.filter(([d]) => d < out[0][0]).map((x) => scaled(x, shared[0])),
      ...out,
      ...own.filter(([d]) => d > out[out.length - 1][0]).map((x) => scaled(x, shared[shared.length - 1])),
    ];
  }
  const none = { open: NaN, high: NaN, low: NaN, close: NaN, volume: NaN, dividend: NaN };
  return out.map(([date, adj]) => ({ date, ...none, adj }));
}
