// Headline metrics, exactly as product.md defines them, on the daily value series V (one value per
// trading day after that day's trades) and the daily cash return credited each day.
//   totalReturn = V_end / V_0 - 1
//   cagr        = (V_end / V_0)^(1 / years) - 1, years = calendar days first -> last date / 365.25
//   volatility  = sample std (n - 1) of daily simple returns x sqrt(252)
//   sharpe      = mean of daily excess returns (r_t - cash_t) / their sample std x sqrt(252)
//   maxDrawdown = min_t V_t / max(V_0..V_t) - 1 (0 when none)
// Figures that cannot be computed (fewer than two values, zero dispersion) are null.
// Long-run monthly rows (monthlyPeriods): a return ending on a monthly row is a monthly return. With both
// kinds, each group keeps its own mean and sample variance and they are combined weighted by the years
// each covers: annual variance = (n_m var_m + n_d var_d) / (n_m / 12 + n_d / 252), annual mean =
// (sum_m + sum_d) / (n_m / 12 + n_d / 252); sharpe = annual mean excess / sqrt(annual excess variance),
// volatility = sqrt(annual variance). With no monthly rows this is exactly the daily formula above.
import { daysBetween } from "@/server/engine/simulation/calendar";
import { maxDrawdown, MONTHS_PER_YEAR, sampleStd, TRADING_DAYS_PER_YEAR } from "@/server/engine/statistics";

export interface Headline {
  totalReturn: number | null;
  cagr: number | null;
  volatility: number | null;
  sharpe: number | null;
  maxDrawdown: number | null;
}

export function dailyReturns(values: Float64Array): Float64Array {
  const r = new Float64Array(Math.max(values.length - 1, 0));
  for (let t = 1; t < values.length; t++) r[t - 1] = values[t] / values[t - 1] - 1;
  return r;
}

/** Excess returns r_t - cash_t, with cashReturns[t] the cash return of day t (index 0 unused). */
export function excessReturns(returns: Float64Array, cashReturns: Float64Array): Float64Array {
  const out = new Float64Array(returns.length);
  for (let k = 0; k < returns.length; k++) out[k] = returns[k] - cashReturns[k + 1];
  return out;
}

export function years(dates: string[]): number {
  return daysBetween(dates[0], dates[dates.length - 1]) / 365.25;
}

/** Annualised mean and variance of returns whose first `monthly` entries are monthly, the rest daily. */
export function annualMoments(x: Float64Array, monthly: number): { mean: number; variance: number } {
  const groups = [
    { part: x.subarray(0, monthly), perYear: MONTHS_PER_YEAR },
    { part: x.subarray(monthly), perYear: TRADING_DAYS_PER_YEAR },
  ];
  let yearsCovered = 0;
  let sum = 0;
  let squares = 0;
  for (const { part, perYear } of groups) {
    if (part.length === 0) continue;
    yearsCovered += part.length / perYear;
    for (const v of part) sum += v;
    if (part.length > 1) squares += part.length * sampleStd(part) ** 2;
  }
  return { mean: sum / yearsCovered, variance: squares / yearsCovered };
}

/** monthlyRows: how many leading values are on long-run monthly rows (0 = all daily). */
export function headline(
  dates: string[],
  values: Float64Array,
  cashReturns: Float64Array,
  monthlyRows = 0,
): Headline {
  const r = dailyReturns(values);
  return headlineOf(dates, values, r, excessReturns(r, cashReturns), monthlyRows);
}

/** headline() from the daily returns `r` of `values` and their excess `ex`, made once by the caller. */
export function headlineOf(
  dates: string[],
  values: Float64Array,
  r: Float64Array,
  ex: Float64Array,
  monthlyRows: number,
): Headline {
  const n = values.length;
  if (n < 2) return { totalReturn: null, cagr: null, volatility: null, sharpe: null, maxDrawdown: null };
  const growth = values[n - 1] / values[0];
  const y = years(dates);
  const monthly = Math.max(0, monthlyRows - 1);
  const vol = r.length > 1 ? Math.sqrt(annualMoments(r, monthly).variance) : NaN;
  const exMoments = annualMoments(ex, monthly);
  return {
    totalReturn: growth - 1,
    cagr: y > 0 && growth > 0 ? growth ** (1 / y) - 1 : null,
    volatility: Number.isFinite(vol) ? vol : null,
    sharpe: ex.length > 1 && exMoments.variance > 0 ? exMoments.mean / Math.sqrt(exMoments.variance) : null,
    maxDrawdown: maxDrawdown(values),
  };
}

/** Leading values of a result that sit on long-run monthly rows. */
export function monthlyRowCount(dates: string[], periods: { from: string; to: string }[]): number {
  if (periods.length === 0) return 0;
  const to = periods[periods.length - 1].to;
  let k = 0;
  while (k < dates.length && dates[k] <= to) k++;
  return k;
}
