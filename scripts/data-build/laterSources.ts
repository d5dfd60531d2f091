// The third data round's adjusted-close sets that carry stocks past dieperdev's end (2024-03-08):
// survivors to their exits, and the current members dsturdy lacks (docs/data.md "Splicing"). Only
// their adjusted close is read here, as a splice source; OHLC, volume and events are read elsewhere.
import path from "node:path";
import fs from "node:fs";
import { isoDate, num, readCsv } from "./csv";
import { ascending, closeOnly, type Bar } from "./bars";

export interface LaterSet {
  dir: string;
  /** The column holding the split- and dividend-adjusted close. */
  column: string;
  /** A row to drop: an intraday partial day. */
  partial?: string;
}

/** Ordered by the snapshot they are adjusted as of (a later one is the better adjusted close: the
 * splice priority); klevera's constituents are as recent as dsturdy. wudn9922's closes are
 * not taken: after 2026-06-04 they are appended as traded, not adjusted (PROVENANCE). */
export const LATER_SETS: LaterSet[] = [
  { dir: "DerekL1__StockMarketPredictor/data", column: "Adj Close", partial: "2024-06-10" }, // as of 2024-06-10
  { dir: "Alexshch09__Stocks-prices/data", column: "Close" }, // as of 2024-12-06
  { dir: "hgao62__stock_analytics/data/archive", column: "Close" }, // as of 2025-01-03
  { dir: "CarlosGBerreteaga__trading-ai/data", column: "Close" }, // as of 2025-10-08
  { dir: "Krzysztof-Smykla__Stock-Price-Dashboard/data", column: "Close" }, // as of 2026-02-25
  { dir: "danyoko-bugover__GPT5.0-pureprice-stockpicking/data", column: "Adj Close" }, // as of 2026-02-27
  { dir: "klevera-lgtm__stockjeokrib/data/constituents", column: "close" }, // as of 2026-08-21
];

/** dsturdy's rows start in 1990 (PROVENANCE); a longer later file is cut there too, so the calendar
 * keeps its first date. */
export const STOCK_HISTORY_START = "1990-01-01";

/** One later file's adjusted closes, ascending; a repeated date is refused. */
export function readLaterClose(raw: string, set: LaterSet, rel: string): Bar[] {
  const { header, rows } = readCsv(path.join(raw, rel));
  const [d, c] = [header.findIndex((h) => h.toLowerCase() === "date"), header.indexOf(set.column)];
  if (d < 0 || c < 0)
    throw new Error(`${rel}: missing column "date" or "${set.column}" (${header.join(",")})`);
  return ascending(
    rel,
    rows
      .map((r) => closeOnly(isoDate(r[d]), num(r[c])))
      .filter((b) => b.adjClose > 0 && b.date !== set.partial && b.date >= STOCK_HISTORY_START),
  );
}

/** ticker (dotted) → file, per set. */
export function laterFiles(raw: string): Map<string, string>[] {
  return LATER_SETS.map(
    (set) =>
      new Map(
        fs
          .readdirSync(path.join(raw, set.dir))
          .sort()
          .map((f) => /^([A-Z][A-Z0-9-]*)\.csv(\.gz)?$/.exec(f))
          .filter((m): m is RegExpExecArray => !!m)
          .map((m): [string, string] => [m[1].replace("-", "."), `${set.dir}/${m[0]}`]),
      ),
  );
}
