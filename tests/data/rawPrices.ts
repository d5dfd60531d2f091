// Which dates the raw stock price files give a ticker a price on, read here apart from the build's
// readers (scripts/data-build): every file of the ticker in each stock set, a date counting when its
// close column holds a positive number. The tests compare the build's priced members against it.
import fs from "node:fs";
import path from "node:path";
import { RAW, rows } from "./rawFiles";

/** Each stock set the build reads: its folder, the file name of a ticker, and the column of its (adjusted) close. */
export const STOCK_SETS: { dir: string; file: (t: string) => string; col: number; partial?: string }[] = [
  { dir: "Pooksoft__PooksoftSP500EquityPriceDataSet/daily_adjusted", file: (t) => `DA-${t}-T-2021-04-21.csv.gz`, col: 5 },
  { dir: "dsturdy__Factor_Attribution", file: (t) => `${t.replace(".", "-")}.csv.gz`, col: 1 },
  { dir: "dieperdev__yfinance-stock-data", file: (t) => `${t.replace(".", "-")}.csv.gz`, col: 5 },
  // PROVENANCE: DerekL1's 2024-06-10 row is an intraday partial.
  { dir: "DerekL1__StockMarketPredictor/data", file: (t) => `${t.replace(".", "-")}.csv.gz`, col: 5, partial: "2024-06-10" },
  { dir: "Alexshch09__Stocks-prices/data", file: (t) => `${t.replace(".", "-")}.csv.gz`, col: 4 },
  { dir: "hgao62__stock_analytics/data/archive", file: (t) => `${t.replace(".", "-")}.csv.gz`, col: 1 },
  { dir: "CarlosGBerreteaga__trading-ai/data", file: (t) => `${t.replace(".", "-")}.csv.gz`, col: 4 },
  { dir: "Krzysztof-Smykla__Stock-Price-Dashboard/data", file: (t) => `${t.replace(".", "-")}.csv.gz`, col: 4 },
  { dir: "danyoko-bugover__GPT5.0-pureprice-stockpicking/data", file: (t) => `${t.replace(".", "-")}.csv.gz`, col: 5 },
  { dir: "klevera-lgtm__stockjeokrib/data/constituents", file: (t) => `${t.replace(".", "-")}.csv.gz`, col: 1 },
];

/** Dates on which some raw stock file of the ticker has a price, with the files that have it. */
export function rawPriceDates(ticker: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const set of STOCK_SETS) {
    const rel = `${set.dir}/${set.file(ticker)}`;
    if (!fs.existsSync(path.join(RAW, rel))) continue;
    for (const r of rows(rel)) if (Number(r.cells[set.col]) > 0 && r.date !== set.partial) out.set(r.date, [...(out.get(r.date) ?? []), rel]);
  }
  return out;
}
