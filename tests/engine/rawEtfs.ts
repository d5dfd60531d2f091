// A small real-data panel read straight from the shared raw CSVs (jmlestevez-source/taa-dashboard,
// yfinance layout: three header lines, then date, adjusted close, close, high, low, open, volume),
// independent of the data build, for checks against real prices.
import fs from "node:fs";
import path from "node:path";
import type { PricePanel } from "@/server/engine/data/panel";
import { tinyPanel } from "./tinyPanel";

const RAW = path.resolve(__dirname, "../../../shared/data/raw/jmlestevez-source__taa-dashboard/data");

export function readAdjusted(ticker: string): Map<string, number> {
  const lines = fs.readFileSync(path.join(RAW, `${ticker}.csv`), "utf8").trim().split("\n").slice(4);
  return new Map(lines.map((line) => {
    const cells = line.split(",");
    return [cells[0].slice(0, 10), Number(cells[1])];
  }));
}

/** Union calendar of the tickers, adjusted close as both close series, NaN where a ticker has no row. */
export function rawPanel(tickers: string[]): PricePanel {
  const columns = tickers.map(readAdjusted);
  const dates = [...new Set(columns.flatMap((c) => [...c.keys()]))].sort();
  return tinyPanel(dates, Object.fromEntries(tickers.map((t, k) => [t, dates.map((d) => columns[k].get(d) ?? NaN)])));
}
