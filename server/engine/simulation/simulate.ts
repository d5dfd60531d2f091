// The daily loop for one strategy. Each trading day t after the start, in this order:
//   1. decide on data up to close t-1: position exits, risk state, whether to rebalance;
//   2. market moves to close t: cash accrues the cash rate, positions take their total return (with
//      reinvest off the dividend cash leaves the portfolio), delisted positions turn into cash;
//   3. trades at close t: exits, then the rebalance (selection -> allocation -> leverage -> orders);
//   4. accounting: costs and dividend taxes from cash, realised-gains tax at each year end, V_t.
// Positions are tracked as values in USD, priced by the panel's adjusted close; the result is converted
// to the base currency at the end (simulation/currency.ts). See docs/methodology.md for every choice.
import { allocate } from "@/server/engine/allocation/registry";
import type { Fallback } from "@/server/engine/allocation/types";
import type { PricePanel, Series } from "@/server/engine/data/panel";
import { conditionStates, nextState } from "@/server/engine/risk/schedule";
import { addDays, addMonths, alignAsOf, firstIndexOnOrAfter, isYearEnd, lastIndexOnOrBefore, monthNumber, rebalanceRows } from "@/server/engine/simulation/calendar";
import { toBaseCurrency } from "@/server/engine/simulation/currency";
import type { LongRun } from "@/server/engine/simulation/longRun";
import { lookbackWindow } from "@/server/engine/simulation/window";
import {
  DEFAULT_COST_BPS, DEFAULT_DIVIDEND_TAX, DEFAULT_GAINS_TAX, TRADING_DAYS_PER_MONTH, TRADING_DAYS_PER_YEAR,
  type LegSpec, type RiskConditionSpec, type StrategySpec, type Variant,
} from "@/server/engine/simulation/spec";

export type TradeReason = "rebalance" | "max_hold" | "take_profit" | "stop_loss" | "delisted" | "exit_screener";

export interface Trade { date: string; ticker: string; value: number; cost: number; reason: TradeReason }

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
  monthlyPeriods: { from: string; to: string }[];
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

interface Position { col: number; value: number; basis: number; lastAdj: number; lastClose: number; entryAdj: number; entryDate: string }

/**
 * Cash return credited on each row: on a daily row the previous row's annual percent rate / 100 / 252;
 * on a monthly row (long-run history) that month's T-bill return (a fraction); 0 where unknown.
 */
export function cashReturnsPerRow(dates: string[], cashRate: Series | null, longRun?: LongRun): Float64Array {
  const out = new Float64Array(dates.length);
  const monthly = longRun?.monthlyRows ?? 0;
  if (cashRate) {
    const rate = alignAsOf(dates, cashRate.dates, cashRate.values);
    for (let t = Math.max(1, monthly); t < dates.length; t++) out[t] = Number.isNaN(rate[t - 1]) ? 0 : rate[t - 1] / 100 / TRADING_DAYS_PER_YEAR;
  }
  const bills = longRun?.monthlyCash;
  if (bills) {
    const byMonth = new Map(bills.dates.map((d, k) => [monthNumber(d), bills.values[k]]));
    for (let t = 1; t < monthly; t++) out[t] = byMonth.get(monthNumber(dates[t])) ?? 0;
  }
  return out;
}

/**
 * strategy_based state for the decision after the last recorded value: values[k] is V on dates[s0 + k];
 * drawdown = V / running peak - 1; trailing_return = V / V as of `months` earlier - 1 (kept until the
 * history is that long).
 */
function strategyState(values: number[], peak: number, dates: string[], s0: number, c: Extract<RiskConditionSpec, { type: "strategy_based" }>, state: number): number {
  const n = values.length;
  if (n === 0) return state;
  const lastValue = values[n - 1];
  if (c.measure === "drawdown") return nextState(state, lastValue / peak - 1, c.riskOff, c.riskOn);
  const k = lastIndexOnOrBefore(dates, addMonths(dates[s0 + n - 1], -c.months)) - s0;
  if (k < 0) return state;
  return nextState(state, lastValue / values[k] - 1, c.riskOff, c.riskOn);
}

export function simulateStrategy({ panel, cashRate, spec, variant, longRun }: StrategyInput): SimulationResult {
  const { dates, tickers, adjClose, close, dividend, last } = panel;
  const N = tickers.length;
  const T = dates.length;
  const s0 = firstIndexOnOrAfter(dates, variant.startDate);
  if (s0 >= T) throw new Error(`no trading day on or after ${variant.startDate}`);
  const cost = variant.costs ? (variant.costBps ?? DEFAULT_COST_BPS) / 10_000 : 0;
  const divTax = variant.taxes ? (variant.dividendTaxRate ?? DEFAULT_DIVIDEND_TAX) : 0;
  const gainsTax = variant.taxes ? (variant.gainsTaxRate ?? DEFAULT_GAINS_TAX) : 0;
  const rf = cashReturnsPerRow(dates, cashRate, longRun);
  const monthlyRows = longRun?.monthlyRows ?? 0;
  const scheduled = rebalanceRows(dates, s0, spec.rebalanceEveryMonths);
  const seriesConditions = spec.riskConditions.filter((c) => c.type !== "strategy_based");
  const strategyConditions = spec.riskConditions.filter((c) => c.type === "strategy_based");
  const seriesStates = seriesConditions.map((c) => conditionStates(c, dates, scheduled));
  const strategyStates = strategyConditions.map(() => 0);

  const positions = new Map<number, Position>();
  const blockedUntil = new Map<number, string>();
  const fx = variant.fx ? alignAsOf(dates, variant.fx.dates, variant.fx.values) : null;
  if (fx && !(fx[s0] > 0)) throw new Error(`no ${variant.fx!.id} rate on or before ${dates[s0]}`);
  let cash = fx ? variant.startingCapital / fx[s0] : variant.startingCapital;
  let realised = 0;
  let carriedLoss = 0;
  let riskState = 0;
  const values: number[] = [];
  let peak = -Infinity;
  const exposure = new Float64Array(T - s0);
  const riskOff = new Uint8Array(T - s0);
  const trades: Trade[] = [];
  const rebalances: RebalanceRecord[] = [];
  const price = (t: number, col: number) => adjClose[t * N + col];

  const trade = (t: number, col: number, amount: number, reason: TradeReason) => {
    if (amount === 0) return;
    let p = positions.get(col);
    if (!p) {
      p = { col, value: 0, basis: 0, lastAdj: price(t, col), lastClose: close[t * N + col], entryAdj: price(t, col), entryDate: dates[t] };
      positions.set(col, p);
    }
    if (amount > 0) p.basis += amount;
    else {
      const fraction = Math.min(1, -amount / p.value);
      realised += -amount - p.basis * fraction;
      p.basis -= p.basis * fraction;
    }
    p.value += amount;
    cash -= amount;
    const paid = Math.abs(amount) * cost;
    cash -= paid;
    trades.push({ date: dates[t], ticker: tickers[col], value: amount, cost: paid, reason });
    if (amount < 0 && p.value <= Math.abs(amount) * 1e-12) positions.delete(col);
  };

  const total = () => {
    let v = cash;
    for (const p of positions.values()) v += p.value;
    return v;
  };

  // Candidates in selection order; a fixed_weights leg holds the tickers its weight map names (so a
  // riskOff leg can move into instruments outside the riskOn selection).
  const candidates = (t: number, leg: LegSpec): number[] => {
    const tradable = (col: number | undefined): col is number =>
      col !== undefined && Number.isFinite(price(t - 1, col)) && Number.isFinite(price(t, col)) && !((blockedUntil.get(col) ?? "") > dates[t]);
    let list: number[];
    if (leg.method === "fixed_weights") list = Object.keys(leg.settings.weight ?? {}).map((s) => panel.column.get(s)).filter(tradable);
    else if ("instruments" in spec.selection) list = spec.selection.instruments.map((s) => panel.column.get(s)).filter(tradable);
    else {
      const entry = spec.selection.select(t - 1).map((s) => panel.column.get(s));
      if (spec.selection.exit) {
        const leaving = new Set(spec.selection.exit(t - 1));
        const kept = [...positions.keys()].filter((col) => !leaving.has(tickers[col]) && tradable(col));
        const keptSet = new Set(kept);
        list = [...kept, ...entry.filter((col): col is number => tradable(col) && !keptSet.has(col) && !leaving.has(tickers[col!]))];
      } else list = entry.filter(tradable);
    }
    const unique = [...new Set(list)];
    return spec.exits.maxPositions === null ? unique : unique.slice(0, spec.exits.maxPositions);
  };

  const rebalance = (t: number, leg: LegSpec | null, legName: "riskOn" | "riskOff") => {
    const cols = leg ? candidates(t, leg) : [];
    const monthly = t - 1 < monthlyRows;
    const window = lookbackWindow(adjClose, N, cols, t - 1, leg?.lookbackMonths ?? 0, monthly ? 1 : TRADING_DAYS_PER_MONTH, monthly ? 1 : monthlyRows + 1);
    const periodsPerYear = monthly ? 12 : TRADING_DAYS_PER_YEAR;
    const result = leg
      ? allocate(leg.method, {
          returns: window.returns, L: window.L, K: cols.length, tickers: cols.map((c) => tickers[c]), settings: leg.settings,
          estimator: leg, cashRate: rf[t] * periodsPerYear, periodsPerYear,
        })
      : { weights: new Float64Array(0), fallback: null };
    // A holding without a bar today (a data gap before its last bar) cannot trade: it stays as it is and
    // the rest is allocated around it.
    const frozen = [...positions.values()].filter((p) => !Number.isFinite(price(t, p.col)) && t <= last[p.col]);
    const V = total() - frozen.reduce((sum, p) => sum + p.value, 0);
    const target = new Map<number, number>();
    cols.forEach((col, k) => { if (result.weights[k] > 0) target.set(col, result.weights[k] * (leg?.leverage ?? 1) * V); });
    // Sells first (by column order), then buys, so each trade sees the position it changes. Differences
    // below 1e-12 of V are rounding, not trades.
    const dust = Math.abs(V) * 1e-12;
    for (const col of [...positions.keys()].sort((a, b) => a - b)) {
      if (frozen.some((p) => p.col === col)) continue;
      const want = target.get(col) ?? 0;
      const have = positions.get(col)!.value;
      if (want < have - dust || (want === 0 && have > 0)) trade(t, col, want - have, "rebalance");
    }
    for (const [col, want] of target) {
      const have = positions.get(col)?.value ?? 0;
      if (want > have + dust) trade(t, col, want - have, "rebalance");
    }
    const after = total();
    rebalances.push({
      date: dates[t], leg: legName, fallback: result.fallback,
      holdings: [...positions.values()].map((p) => ({ ticker: tickers[p.col], weight: p.value / after })),
    });
  };

  const exitReason = (p: Position, t: number): TradeReason | null => {
    const { maxHoldMonths, takeProfit, stopLoss } = spec.exits;
    const gain = p.lastAdj / p.entryAdj - 1;
    if (stopLoss !== null && gain <= stopLoss) return "stop_loss";
    if (takeProfit !== null && gain >= takeProfit) return "take_profit";
    if (maxHoldMonths !== null && dates[t - 1] >= addMonths(p.entryDate, maxHoldMonths)) return "max_hold";
    return null;
  };

  for (let t = s0; t < T; t++) {
    // 1. Decisions on data up to close t - 1.
    let due = scheduled[t] === 1;
    const exits: [number, TradeReason][] = [];
    if (t > s0) {
      for (const p of positions.values()) {
        const reason = exitReason(p, t);
        if (reason) exits.push([p.col, reason]);
      }
    }
    let nextRisk = 0;
    let immediate = false;
    seriesConditions.forEach((c, k) => {
      nextRisk |= seriesStates[k][t];
      if (t > 0 && seriesStates[k][t] !== seriesStates[k][t - 1] && c.switchRebalances) immediate = true;
    });
    strategyConditions.forEach((c, k) => {
      if (c.type !== "strategy_based") return;
      const state = strategyState(values, peak, dates, s0, c, strategyStates[k]);
      if (state !== strategyStates[k] && c.switchRebalances) immediate = true;
      strategyStates[k] = state;
      nextRisk |= state;
    });
    if (nextRisk !== riskState) {
      riskState = nextRisk;
      if (immediate) due = true;
    }
    riskOff[t - s0] = riskState;

    // 2. Market moves to close t.
    if (t > s0) {
      cash += cash * rf[t];
      for (const p of [...positions.values()]) {
        const a = price(t, p.col);
        if (Number.isFinite(a)) {
          const dps = dividend[t * N + p.col];
          // Shares = value / previous raw close; their dividend is the cash the total return includes.
          const dividendCash = dps > 0 && p.lastClose > 0 ? (p.value / p.lastClose) * dps : 0;
          p.value *= a / p.lastAdj;
          if (!variant.reinvest) p.value -= dividendCash;
          else cash -= dividendCash * divTax;
          p.lastAdj = a;
          if (Number.isFinite(close[t * N + p.col])) p.lastClose = close[t * N + p.col];
        } else if (t > last[p.col]) {
          trades.push({ date: dates[t], ticker: tickers[p.col], value: -p.value, cost: 0, reason: "delisted" });
          realised += p.value - p.basis;
          cash += p.value;
          positions.delete(p.col);
        }
      }
    }

    // 3. Trades at close t.
    for (const [col, reason] of exits) {
      const p = positions.get(col);
      if (!p || !Number.isFinite(price(t, col))) continue;
      trade(t, col, -p.value, reason);
      blockedUntil.set(col, spec.exits.reinvestDelayMonths === null ? addDays(dates[t], 1) : addMonths(dates[t], spec.exits.reinvestDelayMonths));
    }
    if (due) rebalance(t, riskState ? spec.riskOff : spec.riskOn, riskState ? "riskOff" : "riskOn");

    // 4. Year-end tax on net realised gains (losses carried forward), then V_t.
    if (gainsTax > 0 && isYearEnd(dates, t) && t < T - 1) {
      const taxable = realised + carriedLoss;
      if (taxable > 0) { cash -= taxable * gainsTax; carriedLoss = 0; } else carriedLoss = taxable;
      realised = 0;
    }
    const V = total();
    values.push(V);
    peak = Math.max(peak, V);
    exposure[t - s0] = V !== 0 ? (V - cash) / V : 0;
  }

  const result: SimulationResult = {
    dates: dates.slice(s0), values: Float64Array.from(values), cashReturns: rf.slice(s0).fill(0, 0, 1), exposure, riskOff,
    rebalances, trades, monthlyPeriods: s0 < monthlyRows ? [{ from: dates[s0], to: dates[monthlyRows - 1] }] : [],
  };
  return fx ? toBaseCurrency(result, fx.subarray(s0)) : result;
}
