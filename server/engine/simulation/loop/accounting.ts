// Accounting: trades booked at close t, the year-end tax on realised gains, and the day's closing value.
//   bookTrade   reads positions, cost, prices on row t (a new position's entry); sets positions (value,
//               basis; opens and closes them), cash (the amount and its cost), realised, trades.
//   taxYearEnd  reads gainsTax, ends (year ends), realised, carriedLoss; sets cash, realised, carriedLoss,
//               taxes.
//   closeDay    reads cash, positions, units, depletedAt; sets values (V / units), peak, exposure, and
//               with cash flows balances (V).
// Sums run cash first, then positions in their opening order: the same order on every run, so results
// are bit-identical.
import { YEAR_END } from "@/server/engine/simulation/calendar";
import { priceAt, type LoopContext } from "@/server/engine/simulation/loop/context";
import type { LoopState } from "@/server/engine/simulation/loop/state";
import type { TradeReason } from "@/server/engine/simulation/result";

/** Cash plus every position's value. */
export function totalValue(state: LoopState): number {
  const held = state.positions.list;
  let v = state.cash;
  for (let k = 0; k < held.length; k++) v += held[k].value;
  return v;
}

/**
 * Buys (amount > 0) or sells (amount < 0) `amount` USD of column `col` at close t; the cost is a
 * fraction of the traded value, paid from cash. A sell realises the gain over the sold part of the
 * basis; a position sold down to rounding is closed.
 */
export function bookTrade(
  ctx: LoopContext,
  state: LoopState,
  t: number,
  col: number,
  amount: number,
  reason: TradeReason,
) {
  if (amount === 0) return;
  const { dates, tickers, close } = ctx.panel;
  let p = state.positions.get(col);
  if (!p) {
    const adj = priceAt(ctx, t, col);
    const lastClose = close[t * tickers.length + col];
    p = { col, value: 0, basis: 0, lastAdj: adj, lastClose, entryAdj: adj, entryDate: dates[t] };
    state.positions.set(col, p);
  }
  if (amount > 0) p.basis += amount;
  else {
    const fraction = Math.min(1, -amount / p.value);
    state.realised += -amount - p.basis * fraction;
    p.basis -= p.basis * fraction;
  }
  p.value += amount;
  state.cash -= amount;
  const paid = Math.abs(amount) * ctx.cost;
  state.cash -= paid;
  if (ctx.records)
    state.trades.push({ date: dates[t], ticker: tickers[col], value: amount, cost: paid, reason });
  if (amount < 0 && p.value <= Math.abs(amount) * 1e-12) state.positions.delete(col);
}

/** At each year end but the last row: tax on net realised gains; a net loss is carried forward. */
export function taxYearEnd(ctx: LoopContext, state: LoopState, t: number) {
  if (!(ctx.gainsTax > 0 && ctx.ends[t] & YEAR_END && t < ctx.T - 1)) return;
  const taxable = state.realised + state.carriedLoss;
  if (taxable > 0) {
    const amount = taxable * ctx.gainsTax;
    state.cash -= amount;
    state.taxes.push({ date: ctx.panel.dates[t], kind: "gains_tax", ticker: null, amount });
    state.carriedLoss = 0;
  } else state.carriedLoss = taxable;
  state.realised = 0;
}

/** V_t after the day's trades: recorded with its running peak and the invested fraction. */
export function closeDay(ctx: LoopContext, state: LoopState, t: number) {
  const V = totalValue(state);
  // V / 1 is V: without cash flows the series is the value, bit for bit. Once the money has run out
  // the time-weighted series stays at its last value.
  const unit = state.depletedAt >= 0 ? state.values[state.values.length - 1] : V / state.units;
  if (ctx.cashFlows) state.balances.push(V);
  state.values.push(unit);
  state.peak = Math.max(state.peak, unit);
  state.exposure[t - ctx.s0] = V !== 0 ? (V - state.cash) / V : 0;
}
