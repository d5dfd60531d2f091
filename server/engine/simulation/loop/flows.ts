// A cash flow at close t (simulation/cashFlows.ts), after the day's trades and before the year-end tax.
//   reads   cashFlows, fx, cost, positions, cash, units, depletedAt;
//   sets    what bookTrade sets (reasons contribution / withdrawal), cash, units, flows, depletedAt.
import {
  flowDue,
  moneyWeightedReturn,
  scheduledAmount,
  type CashFlowReport,
} from "@/server/engine/simulation/cashFlows";
import { bookTrade, totalValue } from "@/server/engine/simulation/loop/accounting";
import type { LoopContext } from "@/server/engine/simulation/loop/context";
import type { LoopState } from "@/server/engine/simulation/loop/state";

export function applyCashFlow(ctx: LoopContext, state: LoopState, t: number) {
  const { cashFlows, panel } = ctx;
  if (
    !cashFlows ||
    state.depletedAt >= 0 ||
    !flowDue(cashFlows.schedule, panel.dates, cashFlows.rows, ctx.s0, t)
  )
    return;
  const { schedule } = cashFlows;
  const V = totalValue(state);
  const amount =
    schedule.kind === "fraction"
      ? schedule.value * V
      : scheduledAmount(schedule, panel.dates[ctx.s0], panel.dates[t]) / (ctx.fx ? ctx.fx[t] : 1);
  if (amount === 0 || !(V > 0)) return;
  const perUnit = V / state.units;
  const moved = amount > 0 ? contribute(ctx, state, t, amount) : -withdraw(ctx, state, t, -amount);
  state.units += moved / perUnit;
  state.flows.push({ t, amount: moved });
}

/** Each holding, in opening order (a copy: the trades on them may close some). */
const holdings = (state: LoopState) => [...state.positions.list];

/** Adds the amount to cash and buys the holdings with it in proportion (cash when nothing is held). */
function contribute(ctx: LoopContext, state: LoopState, t: number, amount: number): number {
  state.cash += amount;
  const held = holdings(state);
  const invested = held.reduce((s, p) => s + p.value, 0);
  if (invested > 0) {
    // Buys plus their cost spend exactly the amount.
    const spend = amount / (1 + ctx.cost);
    for (const p of held) bookTrade(ctx, state, t, p.col, (spend * p.value) / invested, "contribution");
  }
  return amount;
}

/** Pays `amount` out of cash, selling holdings in proportion for what cash lacks; returns what was paid. */
function withdraw(ctx: LoopContext, state: LoopState, t: number, amount: number): number {
  const short = amount - Math.max(state.cash, 0);
  if (short > 0) {
    const held = holdings(state);
    const invested = held.reduce((s, p) => s + p.value, 0);
    // Sales net of their cost cover the shortfall; if the holdings cannot, all of them are sold.
    const sell = Math.min(short / (1 - ctx.cost), invested);
    for (const p of held) {
      const part = sell >= invested ? p.value : (sell * p.value) / invested;
      bookTrade(ctx, state, t, p.col, -part, "withdrawal");
    }
  }
  if (state.cash < amount * (1 - 1e-12)) {
    const paid = Math.max(state.cash, 0);
    state.cash -= paid;
    state.depletedAt = t;
    return paid;
  }
  state.cash -= amount;
  return amount;
}

/**
 * The run's flows in the base currency (each at its day's rate, as every money figure of the result):
 * balances, the flows, their totals, the end balance, when the money ran out, and the money-weighted
 * return of the starting capital, the flows and the end balance.
 */
export function cashFlowReport(ctx: LoopContext, state: LoopState): CashFlowReport {
  const { s0, fx, panel } = ctx;
  const { startingCapital } = ctx.cashFlows!;
  const rate = (t: number) => (fx ? fx[t] : 1);
  const balances = Float64Array.from(state.balances, (v, k) => v * rate(s0 + k));
  const flows = state.flows.map((f) => ({ date: panel.dates[f.t], amount: f.amount * rate(f.t) }));
  const endBalance = balances[balances.length - 1];
  const dated = [
    { date: panel.dates[s0], amount: -startingCapital },
    ...flows.map((f) => ({ date: f.date, amount: -f.amount })),
    { date: panel.dates[ctx.T - 1], amount: endBalance },
  ];
  return {
    balances,
    flows,
    contributions: flows.reduce((s, f) => s + Math.max(f.amount, 0), 0),
    withdrawals: flows.reduce((s, f) => s - Math.min(f.amount, 0), 0),
    endBalance,
    depletedOn: state.depletedAt >= 0 ? panel.dates[state.depletedAt] : null,
    moneyWeightedReturn: moneyWeightedReturn(dated),
  };
}
