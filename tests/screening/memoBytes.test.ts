// The series memoised on an instrument's bars (bars.ts memoSeries) are bounded by bytes: a key whose
// series would pass MEMO_BYTES is let go, least recently used first, and built again when asked for.
import { describe, expect, it } from "vitest";
import { MEMO_BYTES, memoSeries } from "@/server/engine/indicators/bars";
import type { PricePanel } from "@/server/engine/data/panel";

/** A panel of one instrument trading every day of `days` rows. */
function panelOf(days: number): PricePanel {
  const dates = Array.from({ length: days }, (_, t) =>
    new Date(Date.UTC(2000, 0, 1 + t)).toISOString().slice(0, 10),
  );
  const ones = () => new Float64Array(days).fill(1);
  const ones32 = () => new Float32Array(days).fill(1);
  return {
    dates,
    tickers: ["X"],
    column: new Map([["X", 0]]),
    meta: [],
    open: ones32(),
    high: ones32(),
    low: ones32(),
    close: ones(),
    adjClose: ones(),
    volume: ones32(),
    dividend: ones32(),
    first: Int32Array.of(0),
    last: Int32Array.of(days - 1),
  } as unknown as PricePanel;
}

describe("memoised series", () => {
  it("are kept per key until the bytes run out, then the least recently used go", () => {
    const panel = panelOf(100);
    let builds = 0;
    // Each series claims an eighth of the bound (a typed array's byteLength is what is counted).
    const big = () => {
      builds++;
      return new Float64Array(MEMO_BYTES / 8 / 8);
    };
    const first = memoSeries(panel, "k0", 0, big);
    expect(memoSeries(panel, "k0", 0, big)).toBe(first);
    expect(builds).toBe(1);
    for (let k = 1; k < 7; k++) memoSeries(panel, `k${k}`, 0, big);
    memoSeries(panel, "k0", 0, big); // k0 used again: k1 is now the least recently used
    expect(builds).toBe(7);
    memoSeries(panel, "k7", 0, big); // the eighth does not fit beside the other seven
    memoSeries(panel, "k8", 0, big);
    expect(builds).toBe(9);
    expect(memoSeries(panel, "k0", 0, big)).toBe(first);
    expect(builds).toBe(9);
    memoSeries(panel, "k1", 0, big);
    expect(builds).toBe(10);
  });
});
