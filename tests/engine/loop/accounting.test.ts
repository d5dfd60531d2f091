// The accounting step by hand: a trade books value, basis, realised gain and its cost; the year-end tax
// takes net gains and carries a net loss; closeDay records V, the peak and the invested fraction.
import { describe, expect, it } from "vitest";
import { bookTrade, closeDay, taxYearEnd, totalValue } from "@/server/engine/simulation/loop/accounting";
import { weekdays } from "../tinyPanel";
import { fixture } from "./fixture";

const DATES = weekdays("2024-12-30", 4); // 30 Dec, 31 Dec (the year's last row), 1 Jan, 2 Jan

describe("bookTrade", () => {
  it("books a buy and two sells with 10 bps costs", () => {
    const { ctx, state } = fixture(DATES, { A: [10, 15, 15, 15] }, { variant: { costs: true } });
    bookTrade(ctx, state, 0, 0, 600, "rebalance");
    const p = state.positions.get(0)!;
    // cash 1000 - 600 - 600 x 0.001 = 399.4; basis = value = 600; entry at 10 on 30 Dec.
    expect([p.value, p.basis, state.cash]).toEqual([600, 600, 399.4]);
    expect([p.entryAdj, p.entryDate, p.lastAdj]).toEqual([10, "2024-12-30", 10]);
    const booked = { date: "2024-12-30", ticker: "A", value: 600, cost: 0.6, reason: "rebalance" };
    expect(state.trades).toEqual([booked]);

    p.value = 900; // A went from 10 to 15
    bookTrade(ctx, state, 1, 0, -450, "take_profit");
    // Half sold: realised 450 - 600 x 0.5 = 150, basis 300 left; cash 399.4 + 450 - 0.45 = 848.95.
    expect([p.value, p.basis, state.realised]).toEqual([450, 300, 150]);
    expect(state.cash).toBeCloseTo(848.95, 12);
    bookTrade(ctx, state, 1, 0, -450, "rebalance");
    // All sold: the position closes; realised 150 + 450 - 300 = 300; cash 848.95 + 450 - 0.45 = 1298.5.
    expect(state.positions.has(0)).toBe(false);
    expect(state.realised).toBe(300);
    expect(state.cash).toBeCloseTo(1298.5, 12);
    expect(state.trades.map((t) => t.cost)).toEqual([0.6, 0.45, 0.45]);
  });

  it("books nothing for a zero amount", () => {
    const { ctx, state } = fixture(DATES, { A: [10, 10, 10, 10] });
    bookTrade(ctx, state, 0, 0, 0, "rebalance");
    expect([state.positions.size, state.trades.length, state.cash]).toEqual([0, 0, 1000]);
  });
});

describe("taxYearEnd (15%)", () => {
  it("taxes net gains at the year's last row only, after the carried loss", () => {
    const { ctx, state } = fixture(DATES, { A: [10, 10, 10, 10] }, { variant: { taxes: true } });
    state.realised = 150;
    state.carriedLoss = -50;
    taxYearEnd(ctx, state, 0); // 30 Dec: not a year end
    expect([state.cash, state.realised]).toEqual([1000, 150]);
    taxYearEnd(ctx, state, 1); // 31 Dec: (150 - 50) x 0.15 = 15
    expect([state.cash, state.realised, state.carriedLoss]).toEqual([985, 0, 0]);
  });

  it("carries a net loss forward untaxed, and never taxes on the calendar's last row", () => {
    const { ctx, state } = fixture(DATES, { A: [10, 10, 10, 10] }, { variant: { taxes: true } });
    state.realised = -80;
    taxYearEnd(ctx, state, 1);
    expect([state.cash, state.realised, state.carriedLoss]).toEqual([1000, 0, -80]);
    state.realised = 200;
    taxYearEnd(ctx, state, 3); // 2 Jan is the last row (a year end for isYearEnd): left to the next run
    expect([state.cash, state.realised]).toEqual([1000, 200]);
  });

  it("does nothing with taxes off", () => {
    const { ctx, state } = fixture(DATES, { A: [10, 10, 10, 10] });
    state.realised = 150;
    taxYearEnd(ctx, state, 1);
    expect([state.cash, state.realised]).toEqual([1000, 150]);
  });
});

describe("closeDay", () => {
  it("records V = cash + positions, the running peak and the invested fraction", () => {
    const { ctx, state } = fixture(DATES, { A: [10, 10, 10, 10] });
    bookTrade(ctx, state, 0, 0, 600, "rebalance");
    closeDay(ctx, state, 0);
    state.positions.get(0)!.value = 500; // A falls 1/6
    closeDay(ctx, state, 1);
    // Day 0: 400 + 600 = 1000, exposure 0.6; day 1: 400 + 500 = 900, peak stays 1000, 500 / 900.
    expect(state.values).toEqual([1000, 900]);
    expect(state.peak).toBe(1000);
    expect(Array.from(state.exposure.subarray(0, 2))).toEqual([0.6, 500 / 900]);
    expect(totalValue(state)).toBe(900);
  });
});
