// The instruments and the calendar window of an analysis over the price panel: tickers resolved to
// columns (an unknown one is invalid_arguments at its index), the first and last row of the years asked.
import { invalid } from "@/server/errors";
import type { PricePanel } from "@/server/engine/data/panel";

export function columnsOf(prices: PricePanel, tickers: string[], path: string): number[] {
  const seen = new Set<string>();
  return tickers.map((ticker, i) => {
    const col = prices.column.get(ticker.toUpperCase());
    if (col === undefined)
      throw invalid(
        `${path}/${i}`,
        `No instrument ${ticker} in the data.`,
        "list_instruments lists every ticker.",
      );
    if (seen.has(ticker.toUpperCase()))
      throw invalid(`${path}/${i}`, `${ticker} is listed twice.`, "List each instrument once.");
    seen.add(ticker.toUpperCase());
    return col;
  });
}

/** Rows of the panel from 1 January of startYear to 31 December of endYear (null: to the last row). */
export function rowsOf(
  prices: PricePanel,
  startYear: number,
  endYear: number | null,
): { first: number; last: number } {
  const { dates } = prices;
  const from = `${startYear}-01-01`;
  const to = endYear === null ? "9999-12-31" : `${endYear}-12-31`;
  let first = 0;
  while (first < dates.length && dates[first] < from) first++;
  let last = dates.length - 1;
  while (last >= 0 && dates[last] > to) last--;
  return { first, last };
}
