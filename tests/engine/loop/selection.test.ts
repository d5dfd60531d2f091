// The selection step by hand: candidates in selection order, only with bars on the decision row and
// today, not blocked after an exit, at most maxPositions; with an exit screener the holdings it does not
// name stay and come first; a fixed_weights leg takes the tickers of its weight map.
import { describe, expect, it } from "vitest";
import { bookTrade } from "@/server/engine/simulation/loop/accounting";
import { candidates } from "@/server/engine/simulation/loop/selection";
import { leg, NO_EXITS, weekdays } from "../tinyPanel";
import { fixture } from "./fixture";

const DATES = weekdays("2024-05-06", 2);
const PRICES = { A: [10, 10], B: [10, 10], C: [NaN, 10], D: [10, 10], E: [10, NaN] };
const tickersOf = ({ cols }: { cols: number[] }) => cols.map((c) => Object.keys(PRICES)[c]);
const EQUAL = leg("equal_weight");

describe("candidates", () => {
  it("drops columns without a bar on the decision row or today, and blocked ones", () => {
    const { ctx, state } = fixture(DATES, PRICES);
    expect(tickersOf(candidates(ctx, state, 1, EQUAL))).toEqual(["A", "B", "D"]);
    state.blockedUntil.set(1, "2024-05-08"); // B blocked after today (7 May)
    state.blockedUntil.set(3, "2024-05-07"); // D free again today
    expect(tickersOf(candidates(ctx, state, 1, EQUAL))).toEqual(["A", "D"]);
  });

  it("keeps the first maxPositions in selection order", () => {
    const { ctx, state } = fixture(DATES, PRICES, { spec: { exits: { ...NO_EXITS, maxPositions: 2 } } });
    expect(tickersOf(candidates(ctx, state, 1, EQUAL))).toEqual(["A", "B"]);
  });

  it("with an exit screener: unnamed holdings first, then new entries, on the previous row's data", () => {
    const asOf: number[] = [];
    const selection = {
      select: (t: number) => (asOf.push(t), { tickers: ["B", "A", "D", "B"], coverage: [] }),
      exit: (t: number) => (asOf.push(t), ["D", "E"]),
    };
    const { ctx, state } = fixture(DATES, PRICES, { spec: { selection } });
    bookTrade(ctx, state, 0, 3, 100, "rebalance"); // D, named by the exit screener: leaves
    bookTrade(ctx, state, 0, 0, 100, "rebalance"); // A: stays, first
    expect(tickersOf(candidates(ctx, state, 1, EQUAL))).toEqual(["A", "B"]);
    expect(asOf).toEqual([0, 0]);
  });

  it("takes a fixed_weights leg's own tickers, inside the selection or not", () => {
    const { ctx, state } = fixture(DATES, PRICES, { spec: { selection: { instruments: ["A"] } } });
    const riskOff = leg("fixed_weights", { settings: { weight: { D: 0.7, B: 0.3 } } });
    expect(tickersOf(candidates(ctx, state, 1, riskOff))).toEqual(["D", "B"]);
  });
});
