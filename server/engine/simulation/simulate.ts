// The daily loop for one strategy. Each trading day t from the start, in this order, each phase a step
// in loop/ whose header says what it reads and sets in the LoopContext (fixed for the run) and the
// LoopState (passed from step to step and day to day):
//   1. decide on data up to close t-1: position exits (exits.ts dueExits), the risk state and whether
//      it asks for a rebalance outside the schedule (riskSwitch.ts);
//   2. the market moves to close t (market.ts): cash accrues the cash rate, positions take their total
//      return (with reinvest off the dividend cash leaves the portfolio), delisted positions turn into
//      cash;
//   3. trades at close t: exits (exits.ts closeExits), then the rebalance (rebalance.ts: selection.ts
//      candidates -> allocation -> leverage -> orders, sells before buys; valueGaps.ts notes cash held
//      for want of screen values);
//   4. accounting (accounting.ts): trades book their costs as they happen; the day's cash flow, a trade
//      (flows.ts); realised-gains tax at each
//      year end, then V_t.
// Positions are tracked as values in USD, priced by the panel's adjusted close; the result is converted
// to the base currency at the end (simulation/currency.ts). See docs/methodology.md for every choice.
// simulationSteps yields the share of days done at each simulated year end, so a caller can report
// progress (and let its event loop run) during a long run; simulateStrategy runs it straight through.
import { YEAR_END } from "@/server/engine/simulation/calendar";
import { closeDay, taxYearEnd } from "@/server/engine/simulation/loop/accounting";
import { loopContext, type LoopContext } from "@/server/engine/simulation/loop/context";
import { closeExits, dueExits } from "@/server/engine/simulation/loop/exits";
import { moveMarket } from "@/server/engine/simulation/loop/market";
import { rebalance } from "@/server/engine/simulation/loop/rebalance";
import { applyCashFlow, cashFlowReport } from "@/server/engine/simulation/loop/flows";
import { switchRisk } from "@/server/engine/simulation/loop/riskSwitch";
import { initialState, type LoopState } from "@/server/engine/simulation/loop/state";
import { valueGapsAtEnd } from "@/server/engine/simulation/loop/valueGaps";
import { toBaseCurrency } from "@/server/engine/simulation/currency";
import type { SimulationResult, StrategyInput } from "@/server/engine/simulation/result";

/** The run, yielding the fraction of its days done (0 < f <= 1) after each simulated year end. */
export function* simulationSteps(input: StrategyInput): Generator<number, SimulationResult> {
  const ctx = loopContext(input);
  const state = initialState(ctx, input.variant.startingCapital);
  const days = ctx.T - ctx.s0;
  for (let t = ctx.s0; t < ctx.T; t++) {
    simulateDay(ctx, state, t);
    if (ctx.ends[t] & YEAR_END) yield (t - ctx.s0 + 1) / days;
  }
  return resultOf(ctx, state);
}

export const simulateStrategy = (input: StrategyInput): SimulationResult =>
  runThrough(simulationSteps(input));

/** A stepped run to its end, its progress ignored. */
export function runThrough<R>(steps: Generator<number, R>): R {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** One day: the four phases in the header's order. */
function simulateDay(ctx: LoopContext, state: LoopState, t: number) {
  const first = t === ctx.s0;
  // 1. Decisions on data up to close t - 1.
  const exits = dueExits(ctx, state, t); // none on the first day: nothing is held yet
  const immediate = switchRisk(ctx, state, t);
  const due = ctx.scheduled[t] === 1 || immediate;
  // 2. Market moves to close t.
  if (!first) moveMarket(ctx, state, t);
  // 3. Trades at close t.
  if (exits.length > 0) closeExits(ctx, state, t, exits);
  if (due) rebalance(ctx, state, t);
  // 4. Accounting: the day's cash flow (a trade), the year-end tax, V_t.
  applyCashFlow(ctx, state, t);
  taxYearEnd(ctx, state, t);
  closeDay(ctx, state, t);
}

function resultOf(ctx: LoopContext, state: LoopState): SimulationResult {
  const { s0, monthlyRows, fx } = ctx;
  const { dates } = ctx.panel;
  const result: SimulationResult = {
    dates: dates.slice(s0),
    values: new Float64Array(state.values),
    cashReturns: ctx.cashReturns.slice(s0).fill(0, 0, 1),
    exposure: state.exposure,
    riskOff: state.riskOff,
    rebalances: state.rebalances,
    trades: state.trades,
    taxes: state.taxes,
    lossCarriedForward: ctx.gainsTax > 0 ? Math.max(0, -(state.carriedLoss + state.realised)) : 0,
    monthlyPeriods: s0 < monthlyRows ? [{ from: dates[s0], to: dates[monthlyRows - 1] }] : [],
    valueGaps: valueGapsAtEnd(ctx, state),
    ...(ctx.cashFlows ? { cashFlows: cashFlowReport(ctx, state) } : {}),
  };
  return fx ? toBaseCurrency(result, fx.subarray(s0)) : result;
}
