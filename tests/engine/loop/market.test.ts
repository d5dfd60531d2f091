// The market step by hand: cash accrues the previous day's cash rate, a position takes its total return
// with the dividend taxed (reinvest on) or paid out (reinvest off), a position past its last bar turns
// into cash, and one in a data gap waits.
import { describe, expect, it } from "vitest";
import { bookTrade } from "@/server/engine/simulation/loop/accounting";
import { moveMarket } from "@/server/engine/simulation/loop/market";
import { series, weekdays } from "../tinyPanel";
import { fixture } from "./fixture";

const DATES = weekdays("2024-03-04", 3);
// A: adjusted close 10 -> 10.5 on day 1, raw close 10 -> 10.3 and a 0.2 dividend (ex-date day 1).
const A = { A: [10, 10.5, 10.5] };
const withDividend = { close: { A: [10, 10.3, 10.3] }, dividend: { A: [0, 0.2, 0] } };

describe("moveMarket", () => {
  it("accrues cash at the previous day's annual rate / 100 / 252", () => {
    const cashRate = series("cash_rate", DATES, [2.52, 5, 5]);
    const { ctx, state } = fixture(DATES, A, { cashRate });
    moveMarket(ctx, state, 1);
    // 2.52% / 100 / 252 = 0.0001 a day: 1000 -> 1000.1.
    expect(state.cash).toBeCloseTo(1000.1, 12);
  });

  it("reinvest on: total return on the value, 15% tax on the dividend cash from cash", () => {
    const { ctx, state } = fixture(DATES, A, { ...withDividend, variant: { taxes: true } });
    bookTrade(ctx, state, 0, 0, 500, "rebalance");
    moveMarket(ctx, state, 1);
    const p = state.positions.get(0)!;
    // 500 x 10.5 / 10 = 525; shares 500 / 10 = 50 get 50 x 0.2 = 10 of dividend, taxed 1.5: cash 500 - 1.5.
    expect(p.value).toBeCloseTo(525, 12);
    expect(state.cash).toBeCloseTo(498.5, 12);
    expect([p.lastAdj, p.lastClose]).toEqual([10.5, 10.3]);
  });

  it("reinvest off: the dividend cash leaves the portfolio, untaxed here", () => {
    const { ctx, state } = fixture(DATES, A, { ...withDividend, variant: { reinvest: false, taxes: true } });
    bookTrade(ctx, state, 0, 0, 500, "rebalance");
    moveMarket(ctx, state, 1);
    // 525 - 10 = 515; cash stays 500.
    expect(state.positions.get(0)!.value).toBeCloseTo(515, 12);
    expect(state.cash).toBe(500);
  });

  it("turns a position past its last bar into cash at its last value, realising the gain", () => {
    const { ctx, state } = fixture(DATES, { A: [10, 12, NaN] });
    bookTrade(ctx, state, 0, 0, 400, "rebalance");
    moveMarket(ctx, state, 1); // 400 x 1.2 = 480
    moveMarket(ctx, state, 2); // A has no bar after row 1: delisted
    expect(state.positions.size).toBe(0);
    expect(state.cash).toBeCloseTo(1080, 12); // 600 + 480
    expect(state.realised).toBeCloseTo(80, 12);
    expect(state.trades[1]).toMatchObject({ date: DATES[2], ticker: "A", cost: 0, reason: "delisted" });
    expect(state.trades[1].value).toBeCloseTo(-480, 12);
  });

  it("leaves a position in a data gap as it is", () => {
    const { ctx, state } = fixture(DATES, { A: [10, NaN, 11] });
    bookTrade(ctx, state, 0, 0, 400, "rebalance");
    moveMarket(ctx, state, 1);
    expect(state.positions.get(0)!.value).toBe(400);
    moveMarket(ctx, state, 2); // 400 x 11 / 10 = 440
    expect(state.positions.get(0)!.value).toBeCloseTo(440, 12);
  });
});
