// The rebalance step by hand (costs off unless said, prices flat at 10): targets are weights x leverage
// x V, sells go first in column order, then buys; differences within 1e-12 of V are not traded; a
// holding without today's bar is left out of V and kept; risk off without a riskOff leg means cash.
import { describe, expect, it } from "vitest";
import { bookTrade } from "@/server/engine/simulation/loop/accounting";
import { rebalance } from "@/server/engine/simulation/loop/rebalance";
import { leg, weekdays } from "../tinyPanel";
import { fixture } from "./fixture";

const DATES = weekdays("2024-05-06", 2);
const FLAT = { A: [10, 10], B: [10, 10], C: [10, 10] };
const fixed = (weight: Record<string, number>, leverage = 1) =>
  leg("fixed_weights", { settings: { weight }, leverage });

describe("rebalance", () => {
  it("sells A and B down before buying C, and records the holdings after the trades", () => {
    const spec = { riskOn: fixed({ A: 0.25, B: 0.25, C: 0.5 }) };
    const { ctx, state } = fixture(DATES, FLAT, { spec, variant: { costs: true } });
    bookTrade(ctx, state, 0, 1, 400, "rebalance"); // B first, so the Map holds B before A
    bookTrade(ctx, state, 0, 0, 600, "rebalance");
    state.cash = 0;
    rebalance(ctx, state, 1);
    // V = 1000; trades are sized on V' = V - costs. Below B's breakpoint (400 / 0.25) and above C's (0)
    // the traded amounts are (600 - V'/4) + (400 - V'/4) + V'/2 = 1000 whatever V' is, so
    // V' = 1000 - 0.001 x 1000 = 999: A 600 -> 249.75 (sell 350.25), B 400 -> 249.75 (sell 150.25),
    // then C 0 -> 499.5; cash 0 + 350.25 + 150.25 - 499.5 - 1 = 0 (the costs are not borrowed).
    const orders = state.trades.slice(2);
    expect(orders.map((t) => t.ticker)).toEqual(["A", "B", "C"]);
    [-350.25, -150.25, 499.5].forEach((value, k) => expect(orders[k].value).toBeCloseTo(value, 12));
    [0.35025, 0.15025, 0.4995].forEach((cost, k) => expect(orders[k].cost).toBeCloseTo(cost, 15));
    expect(state.cash).toBeCloseTo(0, 12);
    // Weights of V after the trades, 999: in the Map's order B, A, C.
    const [record] = state.rebalances;
    expect(record.holdings.map((h) => h.ticker)).toEqual(["B", "A", "C"]);
    [0.25, 0.25, 0.5].forEach((w, k) => expect(record.holdings[k].weight).toBeCloseTo(w, 14));
  });

  it("does not trade differences within 1e-12 of V", () => {
    const { ctx, state } = fixture(DATES, FLAT, { spec: { riskOn: fixed({ A: 0.5, B: 0.5 }) } });
    bookTrade(ctx, state, 0, 0, 500 + 4e-10, "rebalance");
    bookTrade(ctx, state, 0, 1, 500 - 4e-10, "rebalance");
    rebalance(ctx, state, 1); // dust = 1000 x 1e-12 = 1e-9 > 4e-10
    expect(state.trades).toHaveLength(2);
    expect(state.rebalances).toHaveLength(1);
  });

  it("applies leverage to the targets: 1.5 x 1000 invested, cash -500", () => {
    const { ctx, state } = fixture(DATES, FLAT, { spec: { riskOn: fixed({ A: 1 }, 1.5) } });
    rebalance(ctx, state, 1);
    expect(state.positions.get(0)!.value).toBe(1500);
    expect(state.cash).toBe(-500);
  });

  it("keeps a holding without today's bar out of V and trades around it", () => {
    // A has no bar on day 1 but trades again on day 2 (a gap, not a delisting).
    const dates = weekdays("2024-05-06", 3);
    const { ctx, state } = fixture(dates, { A: [10, NaN, 10], B: [10, 10, 10] });
    bookTrade(ctx, state, 0, 0, 400, "rebalance");
    bookTrade(ctx, state, 0, 1, 400, "rebalance");
    rebalance(ctx, state, 1);
    // Candidates: B only; V = 1000 - 400 (A) = 600, all of it in B: buy 200; A stays at 400.
    expect(state.trades.slice(2).map((t) => [t.ticker, t.value])).toEqual([["B", 200]]);
    const holdings = [
      { ticker: "A", weight: 0.4 },
      { ticker: "B", weight: 0.6 },
    ];
    expect(state.rebalances[0].holdings).toEqual(holdings);
  });

  it("sells everything into cash while risk is off without a riskOff leg", () => {
    const { ctx, state } = fixture(DATES, FLAT);
    bookTrade(ctx, state, 0, 0, 300, "rebalance");
    state.riskState = 1;
    rebalance(ctx, state, 1);
    expect(state.positions.size).toBe(0);
    expect(state.cash).toBe(1000);
    expect(state.rebalances).toEqual([{ date: DATES[1], leg: "riskOff", fallback: null, holdings: [] }]);
  });
});
