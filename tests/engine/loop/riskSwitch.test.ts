// The risk switch by hand: it follows a series condition's precomputed states (risk off while any
// condition is off) and asks for an immediate rebalance only on a change of a switchRebalances
// condition; a strategy-based drawdown rule reads the values recorded so far, with hysteresis.
import { describe, expect, it } from "vitest";
import type { SeriesCondition, StrategyCondition } from "@/server/engine/simulation/loop/context";
import { strategyState, switchRisk } from "@/server/engine/simulation/loop/riskSwitch";
import { series, weekdays } from "../tinyPanel";
import { fixture } from "./fixture";

const DATES = weekdays("2024-01-01", 5);
const flat = { A: [1, 1, 1, 1, 1] };

function withSeriesStates(states: number[], switchRebalances: boolean) {
  const f = fixture(DATES, flat);
  // Any series condition: its states are set by hand instead of computed from the series.
  const condition: SeriesCondition = {
    type: "hidden_markov",
    series: series("x", DATES, states),
    weeksOfDelay: 0,
    switchRebalances,
  };
  f.ctx.seriesConditions = [condition];
  f.ctx.seriesStates = [Uint8Array.from(states)];
  return f;
}

describe("switchRisk with a series condition", () => {
  it("follows the states and asks for a rebalance on each change with switchRebalances", () => {
    const { ctx, state } = withSeriesStates([0, 0, 1, 1, 0], true);
    expect(DATES.map((_, t) => switchRisk(ctx, state, t))).toEqual([false, false, true, false, true]);
    expect(Array.from(state.riskOff)).toEqual([0, 0, 1, 1, 0]);
  });

  it("switches state without a rebalance when switchRebalances is off", () => {
    const { ctx, state } = withSeriesStates([0, 1, 1, 0, 0], false);
    expect(DATES.map((_, t) => switchRisk(ctx, state, t))).toEqual([false, false, false, false, false]);
    expect(Array.from(state.riskOff)).toEqual([0, 1, 1, 0, 0]);
  });
});

const drawdown: StrategyCondition = {
  type: "strategy_based",
  measure: "drawdown",
  months: 0,
  switchRebalances: true,
  riskOff: { operator: "below", value: -0.1 },
  riskOn: { operator: "above", value: -0.05 },
};

describe("switchRisk with a strategy-based drawdown rule (off below -10%, on again above -5%)", () => {
  it("reads V up to the previous close against its running peak", () => {
    const { ctx, state } = fixture(DATES, flat, { spec: { riskConditions: [drawdown] } });
    const day = (t: number, v: number) => {
      const due = switchRisk(ctx, state, t);
      state.values.push(v);
      state.peak = Math.max(state.peak, v);
      return [due, state.riskState];
    };
    expect(day(0, 100)).toEqual([false, 0]); // no value yet: stays on
    expect(day(1, 110)).toEqual([false, 0]); // 100 / 100 - 1 = 0
    expect(day(2, 95)).toEqual([false, 0]); // 110 / 110 - 1 = 0
    expect(day(3, 103)).toEqual([true, 1]); // 95 / 110 - 1 = -0.136 < -0.1: off, rebalance now
    expect(day(4, 106)).toEqual([false, 1]); // 103 / 110 - 1 = -0.064: not above -0.05, stays off
    expect(switchRisk(ctx, state, 4)).toBe(true); // 106 / 110 - 1 = -0.036 > -0.05: on again
    expect(state.riskState).toBe(0);
  });
});

describe("strategyState trailing_return over 1 month", () => {
  const dates = weekdays("2024-01-01", 30); // 1 Jan .. 9 Feb
  const c: StrategyCondition = { ...drawdown, measure: "trailing_return", months: 1 };

  it("keeps the state until a month of history, then compares with V a month before", () => {
    const values = dates.map((_, k) => 100 - k); // 100 on 1 Jan down to 71 on 9 Feb
    // On 31 Jan (row 22) a month back is 31 Dec, before the first value: kept.
    expect(strategyState(values.slice(0, 23), 100, dates, 0, c, 0)).toBe(0);
    // On 1 Feb (row 23) a month back is 1 Jan (row 0): 77 / 100 - 1 = -0.23 < -0.1: off.
    expect(strategyState(values.slice(0, 24), 100, dates, 0, c, 0)).toBe(1);
  });
});
