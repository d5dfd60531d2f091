// The copies of adjusted-close columns the market step reads for fixed instruments: each is the panel's
// column, made once, shared by a panel cut short on the same buffer, and made again when a longer panel
// on that buffer needs more rows than the copy has. The returns columns lookback windows read: each
// row's return from the row before, NaN where either close is missing.
import { describe, expect, it } from "vitest";
import { adjustedColumn, returnsColumn } from "@/server/engine/simulation/loop/columns";
import { tinyPanel, weekdays } from "../tinyPanel";

const DATES = weekdays("2024-03-04", 4);
const PRICES = { A: [10, 11, NaN, 12], B: [20, 21, 22, 23] };
const cut = (panel: ReturnType<typeof tinyPanel>, rows: number) => ({
  ...panel,
  dates: panel.dates.slice(0, rows),
  adjClose: panel.adjClose.subarray(0, rows * panel.tickers.length),
});

describe("adjustedColumn", () => {
  it("is the panel's column, made once", () => {
    const panel = tinyPanel(DATES, PRICES);
    const a = adjustedColumn(panel, 0);
    expect(Array.from(a)).toEqual([10, 11, NaN, 12]);
    expect(Array.from(adjustedColumn(panel, 1))).toEqual(PRICES.B);
    expect(adjustedColumn(panel, 0)).toBe(a);
  });

  it("is shared by a panel cut short, and made again for more rows than it has", () => {
    const panel = tinyPanel(DATES, PRICES);
    const short = adjustedColumn(cut(panel, 2), 1);
    expect(Array.from(short)).toEqual([20, 21]);
    const whole = adjustedColumn(panel, 1);
    expect(Array.from(whole)).toEqual(PRICES.B);
    expect(adjustedColumn(cut(panel, 3), 1)).toBe(whole);
  });
});

describe("returnsColumn", () => {
  it("is each row's return from the row before, NaN where a close is missing, made once", () => {
    const panel = tinyPanel(DATES, PRICES);
    const a = returnsColumn(panel, 0);
    expect(Array.from(a)).toEqual([NaN, 11 / 10 - 1, NaN, NaN]);
    expect(Array.from(returnsColumn(panel, 1))).toEqual([NaN, 21 / 20 - 1, 22 / 21 - 1, 23 / 22 - 1]);
    expect(returnsColumn(panel, 0)).toBe(a);
    expect(adjustedColumn(panel, 0)).not.toBe(a);
  });
});
