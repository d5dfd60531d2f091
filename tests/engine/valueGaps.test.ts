// Cash for want of values (loop/valueGaps.ts) on a hand-made panel: four stocks with a traded close
// everywhere but March and April 2020, where only their adjusted close is known (as the current build after
// 2024-03-08). A `price > 5` screen then has no value for any of them; the strategy holds cash over exactly
// the rebalances that decided inside the gap, and the span says so. A screen that keeps nothing on real
// values holds cash too but is no such span.
import { describe, expect, it } from "vitest";
import { filterById } from "@/server/catalogue/filters";
import type { MarketData } from "@/server/engine/data/panel";
import { runScreen } from "@/server/engine/screening/runScreen";
import type { Screen } from "@/server/engine/screening/types";
import { screenedOf } from "@/server/engine/simulation/screened";
import { simulateStrategy } from "@/server/engine/simulation/simulate";
import { handData, weekdays } from "@/tests/screening/handPanel";
import { leg, NO_EXITS, strategy, variant } from "./tinyPanel";

const DATES = weekdays(130); // 2020-01-01 .. 2020-06-30
const inGap = (d: string) => d >= "2020-03-01" && d < "2020-05-01";
const TICKERS = ["AAA", "BBB", "CCC", "DDD"];

function data(gap = true): MarketData {
  const d = handData(
    DATES,
    TICKERS.map((ticker, i) => ({ meta: { ticker }, closes: DATES.map((_, t) => 10 + i + t / 50) })),
  );
  const p = d.prices;
  const N = p.tickers.length;
  // The traded fields blanked in the gap; the adjusted close stays, so the stocks stay priced.
  DATES.forEach((date, t) => {
    if (!gap || !inGap(date)) return;
    for (const field of [p.close, p.open, p.high, p.low, p.volume] as const)
      field.fill(NaN, t * N, (t + 1) * N);
  });
  return d;
}

const screen = (value: number): Screen => ({
  universe: { assetType: "stocks" },
  rows: [
    { filter: "price", relation: "greater_than", target: { kind: "value", value } },
    {
      filter: "total_return",
      relation: "highest",
      target: { kind: "count", value: 2 },
      inputs: { months: 1 },
    },
  ],
});

function run(market: MarketData, s: Screen) {
  const select = (asOf: number) => screenedOf("scr_1", s, runScreen(market, s, asOf, filterById));
  return simulateStrategy({
    panel: market.prices,
    cashRate: null,
    spec: strategy([], leg("equal_weight"), {
      selection: { select },
      exits: { ...NO_EXITS, maxPositions: 2 },
    }),
    variant: variant("2020-02-14"),
  });
}

describe("cash for want of screen values", () => {
  it("a gap in the middle gives exactly its span, from the first rebalance inside it to the one after", () => {
    const r = run(data(), screen(5));
    // The start, then month ends (the calendar's last row is none): 31 Mar and 30 Apr decide in the gap.
    const held = r.rebalances.map((x) => [x.date, x.holdings.length]);
    expect(held).toEqual([
      ["2020-02-14", 2],
      ["2020-02-28", 2],
      ["2020-03-31", 0],
      ["2020-04-30", 0],
      ["2020-05-29", 2],
    ]);
    expect(r.valueGaps).toEqual([
      {
        from: "2020-03-31",
        to: "2020-05-29",
        rebalances: 2,
        positions: 0,
        maxPositions: 2,
        rows: [{ screen: "scr_1", row: 1, filter: "price", missing: 4, priced: 4 }],
      },
    ]);
  });

  it("reads no later data: cut inside the gap, the open span runs to the cut", () => {
    const full = data();
    const cut = DATES.indexOf("2020-04-15");
    const p = full.prices;
    const N = p.tickers.length;
    const through = (a: Float64Array | Float32Array) => a.slice(0, (cut + 1) * N);
    const market: MarketData = {
      ...full,
      prices: {
        ...p,
        dates: DATES.slice(0, cut + 1),
        close: through(p.close) as Float64Array,
        adjClose: through(p.adjClose) as Float64Array,
        open: through(p.open),
        high: through(p.high),
        low: through(p.low),
        volume: through(p.volume),
        dividend: through(p.dividend),
        last: p.last.map((l) => Math.min(l, cut)),
      },
    };
    expect(run(market, screen(5)).valueGaps).toEqual([
      expect.objectContaining({ from: "2020-03-31", to: "2020-04-15", rebalances: 1 }),
    ]);
  });

  it("a screen that keeps nothing on real values holds cash with no span of its own", () => {
    expect(run(data(false), screen(1_000_000)).valueGaps).toEqual([]);
    // With the gap, only the rebalances that decided inside it are for want of values.
    const r = run(data(), screen(1_000_000));
    expect(r.rebalances.every((x) => x.holdings.length === 0)).toBe(true);
    expect(r.valueGaps).toEqual([expect.objectContaining({ from: "2020-03-31", to: "2020-05-29" })]);
  });
});
