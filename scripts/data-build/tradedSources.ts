// The third-round files that carry traded prices or volume after the raw era (docs/data.md "As
// traded"), each with its basis: the date as of which its rows are split-adjusted. A row dated t on
// basis F is undone to as traded by the splits with ex-date in (t, F] (traded.ts).
import fs from "node:fs";
import path from "node:path";
import { dayNumber } from "@/server/engine/data/artifact";
import { isoDate, num, readCsv } from "./csv";
import { ALEXSHCH09_DIR, DANYOKO_DIR, DEREKL1_DIR, HGAO62_DIR, KLEVERA_PRICES_DIR } from "./eventSources";

export interface TradedRow {
  day: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface TradedSource {
  /** Short name in the lineage. */
  id: string;
  /** Folder under the raw folder, one `<TICKER>.csv[.gz]` per ticker (share classes with a dash). */
  dir: string;
  /** The download's date: rows are split-adjusted as of it. */
  basis: string;
  /** Rows dated on or after this are as traded (appended daily after the download); null: none. */
  tradedFrom: string | null;
  /** Its close is split- but not dividend-adjusted: as traded once later splits are undone. Before
   * `tradedFrom`, a dividend-adjusted close (wudn9922's) is not. */
  close: "split_adjusted" | "traded_from" | "none";
  ohlc: boolean;
  volume: boolean;
  /** Rows dropped: dates on or after this (DerekL1's intraday last row). */
  dropFrom: string | null;
  columns: { date: string; open?: string; high?: string; low?: string; close: string; volume?: string };
}

const OHLCV = { date: "Date", open: "Open", high: "High", low: "Low", close: "Close", volume: "Volume" };

/** A yfinance `Date,Open,High,Low,Close,Volume` file split-adjusted as of its download. */
const ohlcv = (id: string, dir: string, basis: string, close: TradedSource["close"]): TradedSource => ({
  id,
  dir,
  basis,
  tradedFrom: null,
  close,
  ohlc: true,
  volume: true,
  dropFrom: null,
  columns: OHLCV,
});

/** In the order a close is taken from (traded.ts takes the first that holds the date; every other is
 * checked against it). */
export const TRADED_SOURCES: TradedSource[] = [
  // its 2024-06-10 row is an intraday partial (PROVENANCE)
  { ...ohlcv("DerekL1", DEREKL1_DIR, "2024-06-10", "split_adjusted"), dropFrom: "2024-06-10" },
  ohlcv("danyoko", DANYOKO_DIR, "2026-02-27", "split_adjusted"),
  {
    ...ohlcv("klevera", KLEVERA_PRICES_DIR, "2026-08-21", "split_adjusted"),
    ohlc: false,
    volume: false,
    columns: { date: "date", close: "close" },
  },
  {
    ...ohlcv("wudn9922", "wudn9922__my-stock-screener/data", "2026-06-04", "traded_from"),
    tradedFrom: "2026-06-04",
  },
  ohlcv("Alexshch09", ALEXSHCH09_DIR, "2024-12-06", "none"),
  ohlcv("Krzysztof", "Krzysztof-Smykla__Stock-Price-Dashboard/data", "2026-02-25", "none"),
  {
    ...ohlcv("hgao62", HGAO62_DIR, "2025-01-03", "none"),
    ohlc: false,
    columns: { date: "Date", close: "Close", volume: "Volume" },
  },
  ohlcv("CarlosGBerreteaga", "CarlosGBerreteaga__trading-ai/data", "2025-10-08", "none"),
];

/** Order of the volume sources (the file with whole-share volumes first; Krzysztof's are rounded to
 * thousands before 2025). */
export const VOLUME_ORDER = [
  "Krzysztof",
  "DerekL1",
  "wudn9922",
  "Alexshch09",
  "hgao62",
  "danyoko",
  "CarlosGBerreteaga",
];
/** Order of the OHLC sources: those whose close is also checked first. */
export const OHLC_ORDER = ["DerekL1", "danyoko", "wudn9922", "Alexshch09", "Krzysztof", "CarlosGBerreteaga"];

/** Ticker (the build's spelling, BRK.B) to file, relative to the raw folder. */
export function tradedFiles(raw: string, s: TradedSource): Map<string, string> {
  const dir = path.join(raw, s.dir);
  if (!fs.existsSync(dir)) throw new Error(`${s.dir}: traded-price folder not found under ${raw}`);
  const out = new Map<string, string>();
  for (const f of fs.readdirSync(dir).sort()) {
    const m = /^([A-Z][A-Z0-9-]*)\.csv(\.gz)?$/.exec(f);
    if (m) out.set(m[1].replace("-", "."), `${s.dir}/${f}`);
  }
  return out;
}

/** A file's rows, ascending; a row without a positive close is left out, a duplicate or unordered
 * date refused. */
export function readTradedFile(raw: string, rel: string, s: TradedSource): TradedRow[] {
  const { header, rows } = readCsv(path.join(raw, rel));
  const col = (name: string | undefined) => {
    if (name === undefined) return -1;
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`${rel}: missing column "${name}" (header: ${header.join(",")})`);
    return i;
  };
  const c = s.columns;
  const [d, o, h, l, cl, v] = [c.date, c.open, c.high, c.low, c.close, c.volume].map(col);
  const at = (r: string[], i: number) => (i < 0 ? NaN : num(r[i]));
  const out: TradedRow[] = [];
  for (const r of rows) {
    const date = isoDate(r[d]);
    if (s.dropFrom && date >= s.dropFrom) continue;
    const close = at(r, cl);
    if (!(close > 0)) continue;
    const day = dayNumber(date);
    if (out.length && day <= out[out.length - 1].day)
      throw new Error(`${rel}: date ${date} repeated or out of order`);
    out.push({ day, open: at(r, o), high: at(r, h), low: at(r, l), close, volume: at(r, v) });
  }
  return out;
}
