// Rebalance at close t: the leg of the current risk state allocates over its candidates, then the
// orders bring the holdings to the targets.
//   reads   riskState, spec.riskOn / spec.riskOff, candidates (selection.ts), prices up to row t-1 for
//           the lookback window, cashReturns[t], positions and cash (V), cost (sizing.ts), the panel's
//           last rows;
//   sets    what bookTrade sets, rebalances (the holdings after the trades), and what valueGaps.ts sets.
// Without a riskOff leg, risk off holds cash.
import { allocate, needsHistory } from "@/server/engine/allocation/registry";
import type { AllocatorResult } from "@/server/engine/allocation/types";
import { bookTrade, totalValue } from "@/server/engine/simulation/loop/accounting";
import { annualCashRate, priceAt, type LoopContext } from "@/server/engine/simulation/loop/context";
import { returnsColumn } from "@/server/engine/simulation/loop/columns";
import { postCostValue, type Sized } from "@/server/engine/simulation/loop/sizing";
import { candidates, type Candidates } from "@/server/engine/simulation/loop/selection";
import { noteValueGap } from "@/server/engine/simulation/loop/valueGaps";
import type { LoopState, Position } from "@/server/engine/simulation/loop/state";
import type { RebalanceRecord } from "@/server/engine/simulation/result";
import { TRADING_DAYS_PER_MONTH, TRADING_DAYS_PER_YEAR, type LegSpec } from "@/server/engine/simulation/spec";
import { lookbackWindow } from "@/server/engine/simulation/window";

export function rebalance(ctx: LoopContext, state: LoopState, t: number) {
  const leg = state.riskState ? ctx.spec.riskOff : ctx.spec.riskOn;
  const picked = leg ? candidates(ctx, state, t, leg) : NO_CANDIDATES;
  const cols = picked.cols;
  noteValueGap(ctx, state, t, picked);
  const result = leg ? allocation(ctx, t, leg, cols) : NO_ALLOCATION;
  const held = state.positions.list;
  // A holding without a bar today (a data gap before its last bar) cannot trade: it stays as it is and
  // the rest is allocated around it. (Loops, not callbacks: this runs at every rebalance.)
  const frozen: Position[] = [];
  let frozenValue = 0;
  for (const p of held)
    if (!Number.isFinite(priceAt(ctx, t, p.col)) && t <= ctx.panel.last[p.col]) frozen.push(p);
  for (const p of frozen) frozenValue += p.value;
  const V = totalValue(state) - frozenValue;
  // The targets: each candidate with a positive weight, in candidate order (targetOf: column -> k).
  const targetCols: number[] = [];
  const targetOf = new Map<number, number>();
  const weights: number[] = [];
  for (let k = 0; k < cols.length; k++) {
    if (!(result.weights[k] > 0)) continue;
    targetOf.set(cols[k], targetCols.length);
    targetCols.push(cols[k]);
    weights.push(result.weights[k] * (leg?.leverage ?? 1));
  }
  const sized: Sized[] = [];
  for (const p of held)
    if (!frozen.includes(p) && !targetOf.has(p.col)) sized.push({ have: p.value, weight: 0 });
  for (let k = 0; k < targetCols.length; k++)
    sized.push({ have: state.positions.get(targetCols[k])?.value ?? 0, weight: weights[k] });
  // Sized on the value net of the trades' own costs, so cash ends at V'(1 - leverage), >= 0 unleveraged.
  const net = postCostValue(V, sized, ctx.cost);
  const targets: number[] = [];
  for (const weight of weights) targets.push(weight * net);
  placeOrders(ctx, state, t, { cols: targetCols, of: targetOf, values: targets }, frozen, V);
  if (!ctx.records) return;
  const after = totalValue(state);
  const holdings: RebalanceRecord["holdings"] = [];
  for (const p of held) holdings.push({ ticker: ctx.panel.tickers[p.col], weight: p.value / after });
  state.rebalances.push({
    date: ctx.panel.dates[t],
    leg: state.riskState ? "riskOff" : "riskOn",
    fallback: result.fallback,
    holdings,
  });
}

const NO_CANDIDATES: Candidates = { cols: [], coverage: [] };
const NO_ALLOCATION: AllocatorResult = { weights: new Float64Array(0), fallback: null };
const NO_WINDOW = { returns: new Float64Array(0), L: 0 };

/** The leg's weights for `cols` from their returns up to close t-1 (monthly returns on long-run rows). */
function allocation(ctx: LoopContext, t: number, leg: LegSpec, cols: number[]): AllocatorResult {
  const { tickers } = ctx.panel;
  const monthly = t - 1 < ctx.monthlyRows;
  const rowsPerMonth = monthly ? 1 : TRADING_DAYS_PER_MONTH;
  const firstRow = monthly ? 1 : ctx.monthlyRows + 1;
  const window = needsHistory(leg.method)
    ? lookbackWindow(
        cols.map((col) => returnsColumn(ctx.panel, col)),
        t - 1,
        leg.lookbackMonths,
        rowsPerMonth,
        firstRow,
        ctx.scratch,
      )
    : NO_WINDOW;
  const periodsPerYear = monthly ? 12 : TRADING_DAYS_PER_YEAR;
  const names: string[] = [];
  for (const col of cols) names.push(tickers[col]);
  return allocate(leg.method, {
    returns: window.returns,
    L: window.L,
    K: cols.length,
    tickers: names,
    settings: leg.settings,
    estimator: leg,
    cashRate: annualCashRate(ctx, t),
    periodsPerYear,
  });
}

/**
 * Sells first (by column order), then buys (in target order), so each trade sees the position it
 * changes. Differences below 1e-12 of V are rounding, not trades; frozen holdings are left alone.
 * target.values[k] is the value wanted in column target.cols[k] (target.of: column -> k); a holding not
 * among them is sold out.
 */
function placeOrders(
  ctx: LoopContext,
  state: LoopState,
  t: number,
  target: { cols: number[]; of: Map<number, number>; values: number[] },
  frozen: Position[],
  V: number,
) {
  const dust = Math.abs(V) * 1e-12;
  const sells: Position[] = [];
  for (const p of state.positions.list) if (!frozen.includes(p)) sells.push(p);
  sells.sort(byColumn);
  for (const p of sells) {
    const k = target.of.get(p.col);
    const want = k !== undefined ? target.values[k] : 0;
    const have = p.value;
    const sell = want < have - dust || (want === 0 && have > 0);
    if (sell) bookTrade(ctx, state, t, p.col, want - have, "rebalance");
  }
  for (let k = 0; k < target.cols.length; k++) {
    const col = target.cols[k];
    const want = target.values[k];
    const have = state.positions.get(col)?.value ?? 0;
    if (!(want > have + dust)) continue;
    bookTrade(ctx, state, t, col, payable(state.cash, want - have, ctx.cost, dust), "rebalance");
  }
}

const byColumn = (a: Position, b: Position) => a.col - b.col;

/**
 * A buy sized net of costs can overdraw cash by the rounding of its last digits (1e-13 on 1000): such a
 * buy spends exactly the cash there is, so an unleveraged portfolio never shows cash below 0. A real
 * shortfall (leverage) is bought in full.
 */
function payable(cash: number, amount: number, cost: number, dust: number): number {
  const left = cashLeft(cash, amount, cost);
  if (left >= 0 || left < -dust) return amount;
  let x = cash / (1 + cost);
  while (cashLeft(cash, x, cost) < 0) x -= x * Number.EPSILON;
  return x;
}

/** Cash left after buying `x` and paying its cost, as bookTrade books it. */
const cashLeft = (cash: number, x: number, cost: number) => cash - x - x * cost;
