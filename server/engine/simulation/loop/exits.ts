// Position exits: stop-loss, take-profit and maximum holding period.
//   dueExits    (decision, data up to close t-1) reads positions (entry and last adjusted close, entry
//               date), spec.exits; sets nothing.
//   closeExits  (trades at close t) reads positions, prices on row t, spec.exits.reinvestDelayMonths;
//               sets what bookTrade sets, and blockedUntil for each column sold.
// An exit decided on a day a holding has no bar (or is gone by then) is dropped.
import {
  addDays,
  addMonths,
  dayKey,
  monthsAfterKey,
  reachedMonthsAfter,
} from "@/server/engine/simulation/calendar";
import { bookTrade } from "@/server/engine/simulation/loop/accounting";
import { priceAt, type LoopContext } from "@/server/engine/simulation/loop/context";
import type { LoopState, Position } from "@/server/engine/simulation/loop/state";
import type { TradeReason } from "@/server/engine/simulation/result";
import type { PositionExits } from "@/server/engine/simulation/spec";

export type Exit = [col: number, reason: TradeReason];

/** The first rule a position meets, checked in this order, as of close t-1 (`dateBefore`). */
export function exitReason(exits: PositionExits, p: Position, dateBefore: string): TradeReason | null {
  const { maxHoldMonths, takeProfit, stopLoss } = exits;
  const gain = p.lastAdj / p.entryAdj - 1;
  if (stopLoss !== null && gain <= stopLoss) return "stop_loss";
  if (takeProfit !== null && gain >= takeProfit) return "take_profit";
  if (maxHoldMonths !== null && reachedMonthsAfter(dateBefore, p.entryDate, maxHoldMonths)) return "max_hold";
  return null;
}

const NONE: readonly Exit[] = Object.freeze([]);

export function dueExits(ctx: LoopContext, state: LoopState, t: number): readonly Exit[] {
  const { maxHoldMonths, takeProfit, stopLoss } = ctx.spec.exits;
  if (maxHoldMonths === null && takeProfit === null && stopLoss === null) return NONE;
  // exitReason's checks in its order, the maximum hold as numbers: the date it is reached is worked
  // out once per entry date (positions bought at one rebalance share it), and reachedMonthsAfter(d,
  // from, m) is dayKey(d) >= monthsAfterKey(from, m). Nothing is allocated on a day without exits.
  const list = state.positions.list;
  if (list.length === 0) return NONE;
  const before = maxHoldMonths !== null ? dayKey(ctx.panel.dates[t - 1]) : 0;
  let out: Exit[] | null = null;
  let from = "";
  let until = 0;
  for (let i = 0; i < list.length; i++) {
    const p = list[i];
    const gain = p.lastAdj / p.entryAdj - 1;
    let reason: TradeReason | null = null;
    if (stopLoss !== null && gain <= stopLoss) reason = "stop_loss";
    else if (takeProfit !== null && gain >= takeProfit) reason = "take_profit";
    else if (maxHoldMonths !== null) {
      if (p.entryDate !== from) {
        from = p.entryDate;
        until = monthsAfterKey(from, maxHoldMonths);
      }
      if (before >= until) reason = "max_hold";
    }
    if (reason !== null) (out ??= []).push([p.col, reason]);
  }
  return out ?? NONE;
}

/** Sells each exit whole; the column may be bought again the next day, or after reinvestDelayMonths. */
export function closeExits(ctx: LoopContext, state: LoopState, t: number, exits: readonly Exit[]) {
  const { reinvestDelayMonths } = ctx.spec.exits;
  const today = ctx.panel.dates[t];
  for (const [col, reason] of exits) {
    const p = state.positions.get(col);
    if (!p || !Number.isFinite(priceAt(ctx, t, col))) continue;
    bookTrade(ctx, state, t, col, -p.value, reason);
    const until = reinvestDelayMonths === null ? addDays(today, 1) : addMonths(today, reinvestDelayMonths);
    state.blockedUntil.set(col, until);
  }
}
