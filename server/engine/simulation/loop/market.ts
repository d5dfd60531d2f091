// The market moves from close t-1 to close t (t after the first simulated row).
//   reads   cashReturns, reinvest, dividendTax, adjusted closes (adjColumns, else the panel's), the
//           panel's last rows, and with dividendCash its raw closes and dividends;
//   sets    cash (its daily return, dividend tax, delisted positions' value), positions (value, lastAdj,
//           lastClose; delisted ones removed), realised, trades (delistings) and taxes (dividend tax).
// Positions move in their opening order; a delisting removes its own entry on the way.
import type { LoopContext } from "@/server/engine/simulation/loop/context";
import type { LoopState, Position } from "@/server/engine/simulation/loop/state";

export function moveMarket(ctx: LoopContext, state: LoopState, t: number) {
  state.cash += state.cash * ctx.cashReturns[t];
  const { adjClose, tickers, last } = ctx.panel;
  const row = t * tickers.length;
  const held = state.positions.list;
  for (let k = 0; k < held.length; k++) {
    const p = held[k];
    const column = ctx.adjColumns[p.col];
    const a = column !== null ? column[t] : adjClose[row + p.col];
    if (!Number.isFinite(a)) {
      if (t > last[p.col]) {
        delist(ctx, state, t, p);
        k--; // the next position has moved into slot k
      }
      continue;
    }
    // The total return; the dividend is cash it includes, read only where dividends move cash.
    const cash = ctx.dividendCash ? dividendCash(ctx, t, p) : 0;
    p.value *= a / p.lastAdj;
    p.lastAdj = a;
    if (cash > 0) payDividend(ctx, state, t, p, cash);
  }
}

/**
 * Row t's dividend on the shares held (value / previous raw close); moves lastClose to row t's close.
 * Each field of a wide panel's row costs a cache miss, hence dividendCash.
 */
function dividendCash(ctx: LoopContext, t: number, p: Position): number {
  const k = t * ctx.panel.tickers.length + p.col;
  const dps = ctx.panel.dividend[k];
  const c = ctx.panel.close[k];
  const cash = dps > 0 && p.lastClose > 0 ? (p.value / p.lastClose) * dps : 0;
  if (Number.isFinite(c)) p.lastClose = c;
  return cash;
}

/** With reinvest off the dividend leaves the portfolio; with it on, only its tax is paid from cash. */
function payDividend(ctx: LoopContext, state: LoopState, t: number, p: Position, cash: number) {
  if (!ctx.reinvest) p.value -= cash;
  else if (ctx.dividendTax > 0) {
    const amount = cash * ctx.dividendTax;
    state.cash -= amount;
    state.taxes.push({
      date: ctx.panel.dates[t],
      kind: "dividend_tax",
      ticker: ctx.panel.tickers[p.col],
      amount,
    });
  }
}

/** Past its last bar a position turns into cash at its last value, without costs. */
function delist(ctx: LoopContext, state: LoopState, t: number, p: Position) {
  const { dates, tickers } = ctx.panel;
  if (ctx.records)
    state.trades.push({
      date: dates[t],
      ticker: tickers[p.col],
      value: -p.value,
      cost: 0,
      reason: "delisted",
    });
  state.realised += p.value - p.basis;
  state.cash += p.value;
  state.positions.delete(p.col);
}
