// Trades sized on the value net of their own costs (loop/sizing.ts), by hand: three instruments at
// fixed weights A 0.4, B 0.4, C 0.2, costs 10 bps, 1000 to start, rebalanced on 28 Jan and 26 Feb.
// After each rebalance every position is at its weight of the post-cost value and cash is not negative.
import { describe, expect, it } from "vitest";
import { moveMarket } from "@/server/engine/simulation/loop/market";
import { rebalance } from "@/server/engine/simulation/loop/rebalance";
import { totalValue } from "@/server/engine/simulation/loop/accounting";
import type { LoopState } from "@/server/engine/simulation/loop/state";
import { postCostValue } from "@/server/engine/simulation/loop/sizing";
import { leg } from "../tinyPanel";
import { fixture } from "./fixture";

const DATES = ["2021-01-27", "2021-01-28", "2021-02-01", "2021-02-26", "2021-03-01"];
// A +20% on 1 Feb, B -25% on 26 Feb, C +20% on 1 Mar.
const PRICES = { A: [10, 10, 12, 12, 12], B: [20, 20, 20, 15, 15], C: [5, 5, 5, 5, 6] };
const WEIGHTS = [0.4, 0.4, 0.2];
const spec = { riskOn: leg("fixed_weights", { settings: { weight: { A: 0.4, B: 0.4, C: 0.2 } } }) };

const valuesOf = (state: LoopState) => [0, 1, 2].map((col) => state.positions.get(col)!.value);
const costsOf = (state: LoopState, date: string) =>
  state.trades.filter((t) => t.date === date).reduce((sum, t) => sum + t.cost, 0);

function expectAtTargets(state: LoopState, net: number) {
  const V = totalValue(state);
  expect(Math.abs(V - net)).toBeLessThan(1e-12 * net);
  valuesOf(state).forEach((value, k) => expect(Math.abs(value / V - WEIGHTS[k])).toBeLessThan(1e-12));
  expect(state.rebalances.at(-1)!.holdings.reduce((sum, h) => sum + h.weight, 0)).toBeCloseTo(1, 14);
}

describe("rebalance sized net of its costs", () => {
  it("matches the hand computation on both rebalances and never borrows", () => {
    const { ctx, state } = fixture(DATES, PRICES, { spec, variant: { costs: true } });
    const cashFloor: number[] = [];
    // 28 Jan: all 1000 in cash, everything bought: V' = 1000 - 0.001 V', V' = 1000 / 1.001.
    rebalance(ctx, state, 1);
    cashFloor.push(state.cash);
    const first = 1000 / 1.001;
    expectAtTargets(state, first);
    expect(costsOf(state, DATES[1])).toBeCloseTo(1000 - first, 12);
    // 1 Feb: A 400 / 1.001 -> 480 / 1.001. 26 Feb: B 400 / 1.001 -> 300 / 1.001; C 200 / 1.001.
    moveMarket(ctx, state, 2);
    cashFloor.push(state.cash);
    moveMarket(ctx, state, 3);
    const V = 980 / 1.001;
    expect(totalValue(state)).toBeCloseTo(V, 12);
    // Breakpoints h / w: B 750 / 1.001, C 1000 / 1.001, A 1200 / 1.001. V' (about 979 / 1.001) lies
    // between B's and C's: A sells 480 / 1.001 - 0.4 V', B buys 0.4 V' - 300 / 1.001, C sells
    // 200 / 1.001 - 0.2 V'; together 380 / 1.001 - 0.2 V'. V' = V - 0.001 (380 / 1.001 - 0.2 V')
    // -> V' = (980 - 0.38) / 1.001 / (1 - 0.0002).
    const second = (980 - 0.38) / 1.001 / 0.9998;
    expect(
      postCostValue(
        V,
        valuesOf(state).map((have, k) => ({ have, weight: WEIGHTS[k] })),
        0.001,
      ),
    ).toBeCloseTo(second, 12);
    rebalance(ctx, state, 3);
    cashFloor.push(state.cash);
    expectAtTargets(state, second);
    expect(costsOf(state, DATES[3])).toBeCloseTo(V - second, 12);
    const sold = state.trades.filter((t) => t.date === DATES[3]).map((t) => [t.ticker, Math.sign(t.value)]);
    expect(sold).toEqual([
      ["A", -1],
      ["C", -1],
      ["B", 1],
    ]);
    moveMarket(ctx, state, 4);
    cashFloor.push(state.cash);
    cashFloor.forEach((cash) => expect(cash).toBeGreaterThanOrEqual(0));
  });

  it("solves the piece that holds the root when no slope cancels: a single sale out of a position", () => {
    // Hold 100 of A (weight 0), buy B at weight 1: V' = 100 - 0.001 (100 + V') = 99.9 / 1.001.
    const switchAtoB = [
      { have: 100, weight: 0 },
      { have: 0, weight: 1 },
    ];
    expect(postCostValue(100, switchAtoB, 0.001)).toBeCloseTo(99.9 / 1.001, 12);
    expect(postCostValue(100, switchAtoB, 0)).toBe(100);
  });
});
