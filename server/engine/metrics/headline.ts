// Headline metrics, exactly as product.md defines them, on the daily value series V (one value per
// trading day after that day's trades) and the daily cash return credited each day.
//   totalReturn = V_end / V_0 - 1
//   cagr        = (V_end / V_0)^(1 / years) - 1, years = calendar days first -> last date / 365.25
//   volatility  = sample std (n - 1) of daily simple returns x sqrt(252)
//   sharpe      = mean of daily excess returns (r_t - cash_t) / their sample std x sqrt(252)
//   maxDrawdown = min_t V_t / max(V_0..V_t) - 1 (0 when none)
// Figures that cannot be computed (fewer than two values, zero dispersion) are null.
import { daysBetween } from "@/server/engine/simulation/calendar";

export interface Headline { totalReturn: number | null; cagr: number | null; volatility: number | null; sharpe: number | null; maxDrawdown: number | null }

export function dailyReturns(values: Float64Array): Float64Array {
  const r = new Float64Array(Math.max(values.length - 1, 0));
  for (let t = 1; t < values.length; t++) r[t - 1] = values[t] / values[t - 1] - 1;
  return r;
}

export function mean(x: ArrayLike<number>): number {
  let s = 0;
  for (let k = 0; k < x.length; k++) s += x[k];
  return s / x.length;
}

export function sampleStd(x: ArrayLike<number>): number {
  const m = mean(x);
  let v = 0;
  for (let k = 0; k < x.length; k++) v += (x[k] - m) ** 2;
  return Math.sqrt(v / (x.length - 1));
}

/** Excess returns r_t - cash_t, with cashReturns[t] the cash return of day t (index 0 unused). */
export function excessReturns(returns: Float64Array, cashReturns: Float64Array): Float64Array {
  return returns.map((r, k) => r - cashReturns[k + 1]);
}

export function maxDrawdown(values: Float64Array): number {
  let peak = -Infinity;
  let worst = 0;
  for (const v of values) {
    peak = Math.max(peak, v);
    worst = Math.min(worst, v / peak - 1);
  }
  return worst;
}

export function years(dates: string[]): number {
  return daysBetween(dates[0], dates[dates.length - 1]) / 365.25;
}

export function headline(dates: string[], values: Float64Array, cashReturns: Float64Array): Headline {
  const n = values.length;
  if (n < 2) return { totalReturn: null, cagr: null, volatility: null, sharpe: null, maxDrawdown: null };
  const growth = values[n - 1] / values[0];
  const y = years(dates);
  const r = dailyReturns(values);
  const ex = excessReturns(r, cashReturns);
  const vol = r.length > 1 ? sampleStd(r) : NaN;
  const exStd = ex.length > 1 ? sampleStd(ex) : NaN;
  return {
    totalReturn: growth - 1,
    cagr: y > 0 && growth > 0 ? growth ** (1 / y) - 1 : null,
    volatility: Number.isFinite(vol) ? vol * Math.sqrt(252) : null,
    sharpe: exStd > 0 ? (mean(ex) / exStd) * Math.sqrt(252) : null,
    maxDrawdown: maxDrawdown(values),
  };
}
