// Kernels that read a second series beside the instrument's bars: SPY (beta, correlation) and the data
// build's cash rate (Sharpe, Sortino). Both are aligned once per instrument onto its own bars.
import type { MarketData } from "@/server/engine/data/panel";
import type { Kernel } from "@/server/engine/screening/kernels/kernel";
import { MARKET_INDEX } from "@/server/engine/screening/benchmarks";
import { barsOf, memoSeries, returnsOnBars } from "@/server/engine/indicators/bars";
import {
  betaCorrelation,
  sharpeRatio,
  sortinoRatio,
  TRADING_DAYS_PER_YEAR,
} from "@/server/engine/statistics";
import { seriesDays } from "@/server/engine/indicators/series";
import { monthsBase, ret } from "@/server/engine/indicators/windows";

/** SPY's adjusted close on each of instrument i's bars (its latest bar on or before that row). */
function marketOnBars(data: MarketData, i: number): Float64Array | null {
  const m = data.prices.column.get(MARKET_INDEX.stocks);
  if (m === undefined) return null;
  return memoSeries(data.prices, "market-on-bars", i, (bars) => {
    const spy = barsOf(data.prices, m);
    const out = new Float64Array(bars.rows.length).fill(NaN);
    let j = -1;
    for (let k = 0; k < out.length; k++) {
      while (j + 1 < spy.rows.length && spy.rows[j + 1] <= bars.rows[k]) j++;
      if (j >= 0) out[k] = spy.adjClose[j];
    }
    return out;
  });
}

/** Daily cash return (cash_rate percent / 100 / 252) on each of instrument i's bars. */
function cashOnBars(data: MarketData, i: number): Float64Array | null {
  const cash = data.series.get("cash_rate");
  if (!cash) return null;
  return memoSeries(data.prices, "cash-on-bars", i, (bars) => {
    // Both date lists ascend: walk them together (the rate on or before each bar, at most 10 days old).
    const days = seriesDays(cash);
    const out = new Float64Array(bars.days.length);
    let j = -1;
    for (let k = 0; k < out.length; k++) {
      while (j + 1 < days.length && days[j + 1] <= bars.days[k]) j++;
      out[k] = j >= 0 && bars.days[k] - days[j] <= 10 ? cash.values[j] / 100 / TRADING_DAYS_PER_YEAR : NaN;
    }
    return out;
  });
}

/**
 * A reused work buffer for a window of returns (a kernel runs per instrument and date, and finishes
 * with it before the next call), a view of length n.
 */
let work = new Float64Array(512);
function buffer(n: number): Float64Array {
  if (work.length < n) work = new Float64Array(2 * n);
  return work.subarray(0, n);
}

function marketStats(which: "beta" | "correlation"): Kernel {
  return (bars, b, p, data, i) => {
    const spy = marketOnBars(data, i);
    const base = monthsBase(bars.days, b, p.months);
    if (!spy || base < 0) return NaN;
    const m = buffer(b - base);
    for (let k = 0; k < m.length; k++) m[k] = ret(spy, base + 1 + k);
    return betaCorrelation(returnsOnBars(data.prices, i).subarray(base + 1, b + 1), m)[which];
  };
}

function excessStats(ratio: (e: Float64Array, periods: number) => number): Kernel {
  return (bars, b, p, data, i) => {
    const cash = cashOnBars(data, i);
    const base = monthsBase(bars.days, b, p.months);
    if (!cash || base < 0) return NaN;
    const r = returnsOnBars(data.prices, i);
    const e = buffer(b - base);
    for (let k = 0; k < e.length; k++) e[k] = r[base + 1 + k] - cash[base + 1 + k];
    return ratio(e, TRADING_DAYS_PER_YEAR);
  };
}

export const betaKernel = marketStats("beta");
export const correlationKernel = marketStats("correlation");
export const sharpeKernel = excessStats(sharpeRatio);
export const sortinoKernel = excessStats(sortinoRatio);
