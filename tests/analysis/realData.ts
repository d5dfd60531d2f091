// Month-end total returns of instruments read straight from the data build's adjusted closes: the
// hand-side of the analysis tests (a plain loop over the panel, no analysis code).
import { getMarketData } from "@/server/data/load";

export function monthEndReturns(
  ticker: string,
  from: string,
  to: string,
): { months: string[]; returns: number[] } {
  const { prices } = getMarketData();
  const col = prices.column.get(ticker)!;
  const N = prices.tickers.length;
  const ends: { month: string; value: number }[] = [];
  prices.dates.forEach((d, t) => {
    const v = prices.adjClose[t * N + col];
    if (d < from || d > to || !(v > 0)) return;
    const month = d.slice(0, 7);
    if (ends.length && ends[ends.length - 1].month === month) ends[ends.length - 1].value = v;
    else ends.push({ month, value: v });
  });
  return {
    months: ends.slice(1).map((e) => e.month),
    returns: ends.slice(1).map((e, k) => e.value / ends[k].value - 1),
  };
}

/** Two-pass Pearson correlation. */
export function pearson(x: number[], y: number[]): number {
  const n = x.length;
  const mx = x.reduce((a, b) => a + b, 0) / n;
  const my = y.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let k = 0; k < n; k++) {
    sxy += (x[k] - mx) * (y[k] - my);
    sxx += (x[k] - mx) ** 2;
    syy += (y[k] - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}
