// The lookback window on real data: every candidate's return on every row of the window, rows where any
// candidate lacks a close (on it or the row before) dropped, bit for bit what reading the panel's rows
// gives; a run's reused buffer gives the same windows one after another.
import { describe, expect, it } from "vitest";
import { loadMarketData } from "@/server/data/load";
import type { PricePanel } from "@/server/engine/data/panel";
import { returnsColumn } from "@/server/engine/simulation/loop/columns";
import { lookbackWindow } from "@/server/engine/simulation/window";

const { prices } = loadMarketData();

/** The window read straight off the panel's rows: the reference. */
function fromRows(panel: PricePanel, cols: number[], first: number, last: number): number[][] {
  const N = panel.tickers.length;
  const rows: number[][] = [];
  for (let r = first; r <= last; r++) {
    const row = cols.map((c) => {
      const now = panel.adjClose[r * N + c];
      const before = panel.adjClose[(r - 1) * N + c];
      return now > 0 && before > 0 ? now / before - 1 : NaN;
    });
    if (row.every((x) => !Number.isNaN(x))) rows.push(row);
  }
  return rows;
}

const asRows = (w: { returns: Float64Array; L: number }, K: number) =>
  Array.from({ length: w.L }, (_, l) => Array.from(w.returns.subarray(l * K, (l + 1) * K)));

describe("lookbackWindow", () => {
  const col = (t: string) => prices.column.get(t)!;
  const endOf = (date: string) => prices.dates.findIndex((d) => d >= date);
  // META listed on 2012-05-18: a year's window ending in 2012-09 has rows before it, which are dropped.
  const cases = [
    { cols: ["SPY", "TLT", "GLD"].map(col), end: endOf("2015-06-30") },
    { cols: ["SPY", "META", "AAPL"].map(col), end: endOf("2012-09-28") },
    { cols: ["AAPL", "MSFT", "NVDA", "XOM", "JPM"].map(col), end: endOf("2020-03-31") },
  ];

  it("is the panel's returns, rows with a missing close dropped, bit for bit", () => {
    const buffer = { window: new Float64Array(0) };
    for (const { cols, end } of cases) {
      const expected = fromRows(prices, cols, end - 251, end);
      const columns = cols.map((c) => returnsColumn(prices, c));
      const fresh = lookbackWindow(columns, end, 12, 21, 1);
      const reused = lookbackWindow(columns, end, 12, 21, 1, buffer);
      expect(asRows(fresh, cols.length)).toEqual(expected);
      expect(asRows(reused, cols.length)).toEqual(expected);
    }
    expect(
      asRows(lookbackWindow([returnsColumn(prices, col("META"))], endOf("2012-09-28"), 12, 21, 1), 1).length,
    ).toBeLessThan(252);
  });
});
