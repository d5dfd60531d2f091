// Wilder's ATR across a span without highs and lows (before or after the OHLC sources): the average
// restarts on the ranged bars after it instead of staying without a value.
import { describe, expect, it } from "vitest";
import { atrSeries } from "@/server/engine/indicators/ranges";

describe("atrSeries", () => {
  it("seeds again after bars without a range, as if the series began there", () => {
    const close = Float64Array.from([10, 11, 12, 11, 13, 14, 13, 15]);
    const high = Float64Array.from([NaN, NaN, NaN, 12, 14, 15, 14, 16]);
    const low = Float64Array.from([NaN, NaN, NaN, 10, 12, 13, 12, 14]);
    const out = atrSeries(high, low, close, 3);
    expect(Array.from(out.slice(0, 5))).toEqual([NaN, NaN, NaN, NaN, NaN]);
    // True ranges from row 3: 2 (12 - 10; previous close 12), 3 (14 - 11), 2 (15 - 13) -> seed 7 / 3.
    expect(out[5]).toBeCloseTo(7 / 3, 12);
    expect(out[6]).toBeCloseTo((7 / 3) * (2 / 3) + 2 / 3, 12); // TR 2 (14 - 12)
    const full = atrSeries(high.subarray(3), low.subarray(3), close.subarray(3), 3);
    expect(full[2]).toBeCloseTo((2 + 3 + 2) / 3, 12); // a series starting there: high - low, then the same ranges
  });
});
