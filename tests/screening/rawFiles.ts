// Test-side readers of the raw data files in ../shared/data/raw, written independently of the data
// build, so filter values can be checked against hand calculations on the original numbers.
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

const lines = (rel: string) =>
  text(rel)
    .split(/\r?\n/)
    .filter((l) => l.trim() !== "");

/** An S&P 500 stock's Alpha Vantage file (Pooksoft), ascending. */
export function stockBars(ticker: string): RawBar[] {
  return lines(`Pooksoft__PooksoftSP500EquityPriceDataSet/daily_adjusted/DA-${ticker}-T-2021-04-21.csv.gz`)
    .slice(1)
    .map((l) => {
      const [date, open, high, low, close, adj, volume, dividend] = l.split(",");
      return {
        date,
        open: +open,
        high: +high,
        low: +low,
        close: +close,
        adj: +adj,
        volume: +volume,
        dividend: +dividend,
      };
    });
}

/** SPY from the Yahoo multi-index file (taa-dashboard): Date, adjusted close, Close, High, Low, Open, Volume. */
export function spyBars(): RawBar[] {
  return lines("jmlestevez-source__taa-dashboard/data/SPY.csv")
    .slice(4)
    .map((l) => {
      const [date, adj, close, high, low, open, volume] = l.split(",");
      return {
        date: date.slice(0, 10),
        open: +open,
        high: +high,
        low: +low,
        close: +close,
        adj: +adj,
        volume: +volume,
        dividend: 0,
      };
    });
}

/** Bitcoin daily candles (Bitstamp file): timestamp, open, close, volume, unix time, high, low. */
export function btcBars(): RawBar[] {
  return lines("mathaszip__BTCprice/data/btc/daily/BTCUSD_1d_candles_full.csv")
    .slice(1)
    .map((l) => {
      const [date, open, close, volume, , high, low] = l.split(",");
      return {
        date: date.slice(0, 10),
        open: +open,
        high: +high,
        low: +low,
        close: +close,
        adj: +close,
        volume: +volume,
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

/** GICS sector of each symbol in the 2026 constituents list. */
export function gicsSectors(): Map<string, string> {
  const [header, ...rows] = lines("datasets__s-and-p-500-companies/data/constituents.csv").map(cells);
  const s = header.indexOf("GICS Sector");
  return new Map(rows.map((r) => [r[0], r[s]]));
}
