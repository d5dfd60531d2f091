// The exits step by hand: stop-loss, take-profit and max-hold as of the previous close, in that order;
// closing sells the whole position and blocks the column for a day or reinvestDelayMonths.
import { describe, expect, it } from "vitest";
import { bookTrade } from "@/server/engine/simulation/loop/accounting";
import { closeExits, dueExits, exitReason } from "@/server/engine/simulation/loop/exits";
import type { Position } from "@/server/engine/simulation/loop/state";
import { NO_EXITS, weekdays } from "../tinyPanel";
import { fixture } from "./fixture";

const held = (lastAdj: number): Position => ({
  col: 0,
  value: 1,
  basis: 1,
  lastAdj,
  lastClose: lastAdj,
  entryAdj: 100,
  entryDate: "2024-01-15",
});

describe("exitReason", () => {
  const exits = { ...NO_EXITS, stopLoss: -0.25, takeProfit: 0.25, maxHoldMonths: 1 };

  // Thresholds exact in binary, so the comparison is at the threshold itself.
  it("fires at the thresholds themselves: 75 / 100 - 1 = -0.25, 125 / 100 - 1 = 0.25", () => {
    expect(exitReason(exits, held(75), "2024-01-20")).toBe("stop_loss");
    expect(exitReason(exits, held(75.01), "2024-01-20")).toBe(null);
    expect(exitReason(exits, held(125), "2024-01-20")).toBe("take_profit");
    expect(exitReason(exits, held(124.99), "2024-01-20")).toBe(null);
  });

  it("max-hold from the entry date plus whole months (15 Jan + 1 month = 15 Feb)", () => {
    expect(exitReason(exits, held(100), "2024-02-14")).toBe(null);
    expect(exitReason(exits, held(100), "2024-02-15")).toBe("max_hold");
    // A stop-loss is checked first.
    expect(exitReason(exits, held(70), "2024-02-15")).toBe("stop_loss");
  });

  it("never fires with no rules", () => {
    expect(exitReason(NO_EXITS, held(1), "2099-01-01")).toBe(null);
  });
});

describe("dueExits and closeExits", () => {
  const DATES = weekdays("2024-01-29", 4); // 29, 30, 31 Jan, 1 Feb
  const prices = { A: [100, 80, 79, 79], B: [100, 110, NaN, 120] };

  it("decides on the previous close, sells all at today's and blocks the column until tomorrow", () => {
    const { ctx, state } = fixture(DATES, prices, { spec: { exits: { ...NO_EXITS, stopLoss: -0.1 } } });
    bookTrade(ctx, state, 0, 0, 500, "rebalance");
    expect(dueExits(ctx, state, 1)).toEqual([]); // as of 29 Jan A is at its entry
    state.positions.get(0)!.lastAdj = 80; // the market step on 30 Jan
    const exits = dueExits(ctx, state, 2); // as of 30 Jan: 80 / 100 - 1 = -0.2
    expect(exits).toEqual([[0, "stop_loss"]]);
    closeExits(ctx, state, 2, exits);
    expect(state.positions.size).toBe(0);
    const sold = { date: "2024-01-31", ticker: "A", value: -500, cost: 0, reason: "stop_loss" };
    expect(state.trades[1]).toEqual(sold);
    expect(state.blockedUntil.get(0)).toBe("2024-02-01");
  });

  it("blocks for reinvestDelayMonths, and drops an exit on a day without a bar", () => {
    const exits = { ...NO_EXITS, takeProfit: 0.05, reinvestDelayMonths: 2 };
    const { ctx, state } = fixture(DATES, prices, { spec: { exits } });
    bookTrade(ctx, state, 0, 0, 300, "rebalance");
    bookTrade(ctx, state, 0, 1, 300, "rebalance");
    state.positions.get(1)!.lastAdj = 110; // B +10% as of 30 Jan
    const due = dueExits(ctx, state, 2);
    expect(due).toEqual([[1, "take_profit"]]);
    closeExits(ctx, state, 2, due); // B has no bar on 31 Jan: kept
    expect(state.positions.has(1)).toBe(true);
    closeExits(ctx, state, 3, due);
    expect(state.positions.has(1)).toBe(false);
    expect(state.blockedUntil.get(1)).toBe("2024-04-01"); // 1 Feb + 2 months
  });
});
