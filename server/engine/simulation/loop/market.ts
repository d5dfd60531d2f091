// The market moves from close t-1 to close t (t after the first simulated row).
//   reads   cashReturns, reinvest, dividendTax, the panel's prices, dividends and last rows;
//   sets    cash (its daily return, dividend tax, delisted positions' value), positions (value, lastAdj,
//           lastClose; delisted ones removed), realised, trades (delistings) and taxes (dividend tax).
// Positions move in their opening order; a delisting removes its own entry on the way.
import type { LoopContext } from "@/server/engine/simulation/loop/context";
import type { LoopState, Position } from "@/server/engine/simulation/loop/state";

export function moveMarket(ctx: LoopContext, state: LoopState, t: number) {
  state.cash += state.cash * ctx.cashReturns[t];
  if (state.positions.size === 0) return;
  const { adjClose, close, dividend, tickers, last } = ctx.panel;
  const row = t * tickers.length;
  const held = state.positions.list;
  for (let k = 0; k < held.length; k++) {
    const p = held[k];
    const a = adjClose[row + p.col];
    if (Number.isFinite(a)) takeTotalReturn(ctx, state, t, p, a, close[row + p.col], dividend[row + p.col]);
    else if (t > last[p.col]) {
      delist(ctx, state, t, p);
      k--; // the next position has moved into slot k
    }
  }
}

/**
 * Shares = value / previous raw close; their dividend is the cash the total return includes. With
 * reinvest off it leaves the portfolio; with it on, only its tax is paid from cash. `a`, `c` and `dps`
 * are row t's adjusted close, close and dividend per share.
 */
function takeTotalReturn(
  ctx: LoopContext,
  state: LoopState,
  t: number,
  p: Position,
  a: number,
  c: number,
  dps: number,
) {
  const dividendCash = dps > 0 && p.lastClose > 0 ? (p.value / p.lastClose) * dps : 0;
  p.value *= a / p.lastAdj;
  if (!ctx.reinvest) p.value -= dividendCash;
  else if (dividendCash > 0 && ctx.dividendTax > 0) {
    const amount = dividendCash * ctx.dividendTax;
    state.cash -= amount;
    state.taxes.push({
      date: ctx.panel.dates[t],
      kind: "dividend_tax",
      ticker: ctx.panel.tickers[p.col],
      amount,
    });
  }
  p.lastAdj = a;
  if (Number.isFinite(c)) p.lastClose = c;
}

/** Past its last bar a position turns into cash at its last value, without costs. */
function delist(ctx: LoopContext, state: LoopState, t: number, p: Position) {
  const { dates, tickers } = ctx.panel;
  state.trades.push({ date: dates[t], ticker: tickers[p.col], value: -p.value, cost: 0, reason: "delisted" });
  state.realised += p.value - p.basis;
  state.cash += p.value;
  state.positions.delete(p.col);
}
