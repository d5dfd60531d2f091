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
import type { Fallback } from "@/server/engine/allocation/types";
import type { PricePanel, Series } from "@/server/engine/data/panel";
import { YEAR_END } from "@/server/engine/simulation/calendar";
import { closeDay, taxYearEnd } from "@/server/engine/simulation/loop/accounting";
import { loopContext, type LoopContext } from "@/server/engine/simulation/loop/context";
import { closeExits, dueExits } from "@/server/engine/simulation/loop/exits";
import { moveMarket } from "@/server/engine/simulation/loop/market";
import { rebalance } from "@/server/engine/simulation/loop/rebalance";
import { applyCashFlow, cashFlowReport } from "@/server/engine/simulation/loop/flows";
import type { CashFlowReport } from "@/server/engine/simulation/cashFlows";
import { switchRisk } from "@/server/engine/simulation/loop/riskSwitch";
import { initialState, type LoopState } from "@/server/engine/simulation/loop/state";
import { valueGapsAtEnd, type ValueGapSpan } from "@/server/engine/simulation/loop/valueGaps";
import { toBaseCurrency } from "@/server/engine/simulation/currency";
import type { LongRun } from "@/server/engine/simulation/longRun";
import type { StrategySpec, Variant } from "@/server/engine/simulation/spec";

export type TradeReason =
  | "rebalance"
  | "max_hold"
  | "take_profit"
  | "stop_loss"
  | "delisted"
  | "exit_screener"
  | "contribution"
  | "withdrawal";

export interface Trade {
  date: string;
  ticker: string;
  value: number;
  cost: number;
  reason: TradeReason;
}

/**
 * A tax paid from cash: a reinvested dividend's tax on its ex-date (per instrument), or the year-end tax
 * on the year's net realised gains (ticker null).
 */
export interface TaxEvent {
  date: string;
  kind: "dividend_tax" | "gains_tax";
  ticker: string | null;
  amount: number;
}

export interface RebalanceRecord {
  date: string;
  leg: "riskOn" | "riskOff";
  /** Weight of each position after the trades, fraction of V_t (sum = leverage; cash is the rest). */
  holdings: { ticker: string; weight: number }[];
  fallback: Fallback | null;
}

export interface SimulationResult {
  /** Simulated rows: the start day to the panel's last day. */
  dates: string[];
  /** V_t in base currency after the day's trades. */
  values: Float64Array;
  /** Daily cash return credited on each day (0 on the first), the risk-free rate for metrics. */
  cashReturns: Float64Array;
  /** Gross invested value / V_t per day. */
  exposure: Float64Array;
  /** 1 where the strategy was risk off for the day's decision. */
  riskOff: Uint8Array;
  rebalances: RebalanceRecord[];
  trades: Trade[];
  /** Taxes paid, in date order (empty with taxes off). */
  taxes: TaxEvent[];
  /**
   * Net realised loss not yet set against gains at the end (>= 0): the loss carried from earlier years
   * netted with the last, untaxed year's realised result. 0 with taxes off.
   */
  lossCarriedForward: number;
  monthlyPeriods: { from: string; to: string }[];
  /**
   * Spans in which the strategy held cash, or fewer positions than it could, because its entry screens
   * had no values (loop/valueGaps.ts); empty when none, and at the Combined level.
   */
  valueGaps: ValueGapSpan[];
  /** With the variant's cash flows: balances, flows and the money-weighted return; else absent. */
  cashFlows?: CashFlowReport;
}

export interface StrategyInput {
  panel: PricePanel;
  /** Annual cash rate in percent (series id cash_rate); null = cash earns nothing. */
  cashRate: Series | null;
  spec: StrategySpec;
  variant: Variant;
  /** Leading monthly rows of the panel (simulation/longRun.ts); absent = all rows daily. */
  longRun?: LongRun;
}

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
