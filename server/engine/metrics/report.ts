// All metrics of one simulation (get_simulation_metrics): headline figures plus
//   sortino       mean daily excess return / downside deviation x sqrt(252), downside deviation =
//                 sqrt(sum of min(excess, 0)^2 / n); with long-run monthly rows both are annualised per
//                 group and weighted by years covered, as headline.ts does
//   headline, sortino and beta-free figures use every row; beta, correlation, alpha and tracking
//   error compare same-dated returns (both series simulated on the same rows)
//   calmar        cagr / |maxDrawdown|
//   best/worst year and month from calendar-period returns (periods.ts)
//   beta, correlation to the benchmark on daily returns of the same dates; alpha = annualised Jensen's
//   alpha (mean excess_p - beta x mean excess_b) x 252; trackingError = sample std of r_p - r_b x sqrt(252)
//   timeInMarket  share of days with any invested exposure
//   turnover      average yearly one-way turnover: sum over trades after the first day of |value| / V
//                 on the trade date, halved, divided by years
//   longest drawdown (calendar days peak -> recovery or last date) and its recovery date
//   taxesPaid     every tax paid (taxes.ts); lossCarriedForward as the simulation reports it
import {
  dailyReturns,
  excessReturns,
  headlineOf,
  monthlyRowCount,
  years,
  type Headline,
} from "@/server/engine/metrics/headline";
import {
  comoments,
  mean,
  MONTHS_PER_YEAR,
  sampleStd,
  TRADING_DAYS_PER_YEAR,
} from "@/server/engine/statistics";
import {
  drawdownPeriods,
  periodReturns,
  type DrawdownPeriod,
  type PeriodReturn,
} from "@/server/engine/metrics/periods";
import { growthPoints } from "@/server/engine/metrics/growth";
import { taxesPaid } from "@/server/engine/metrics/taxes";
import { firstIndexOnOrAfter } from "@/server/engine/simulation/calendar";
import type { SimulationResult } from "@/server/engine/simulation/result";

export interface MetricsReport extends Headline {
  years: number | null;
  sortino: number | null;
  calmar: number | null;
  bestYear: PeriodReturn | null;
  worstYear: PeriodReturn | null;
  bestMonth: PeriodReturn | null;
  worstMonth: PeriodReturn | null;
  beta: number | null;
  correlation: number | null;
  alpha: number | null;
  trackingError: number | null;
  timeInMarket: number;
  turnover: number | null;
  numberOfTrades: number;
  longestDrawdownDays: number;
  recoveryDate: string | null;
  taxesPaid: number;
  lossCarriedForward: number;
  yearly: PeriodReturn[];
  drawdowns: DrawdownPeriod[];
  growth: { date: string; value: number }[];
}

function extreme(periods: PeriodReturn[], sign: 1 | -1): PeriodReturn | null {
  let best: PeriodReturn | null = null;
  for (const p of periods) if (!best || sign * p.totalReturn > sign * best.totalReturn) best = p;
  return best;
}

function relative(sim: SimulationResult, benchmark: SimulationResult | null) {
  if (
    !benchmark ||
    benchmark.values.length !== sim.values.length ||
    benchmark.dates[0] !== sim.dates[0] ||
    sim.values.length < 3
  ) {
    return { beta: null, correlation: null, alpha: null, trackingError: null };
  }
  const rp = dailyReturns(sim.values);
  const rb = dailyReturns(benchmark.values);
  // Sample moments divided by n - 1 before the ratios, as the stored results were computed.
  const s = comoments(rp, rb);
  const [cov, varP, varB] = [s.rm, s.rr, s.mm].map((x) => x / (rp.length - 1));
  const beta = varB > 0 ? cov / varB : null;
  const ep = excessReturns(rp, sim.cashReturns);
  const eb = excessReturns(rb, sim.cashReturns);
  return {
    beta,
    correlation: varB > 0 && varP > 0 ? cov / Math.sqrt(varB * varP) : null,
    alpha: beta === null ? null : (mean(ep) - beta * mean(eb)) * TRADING_DAYS_PER_YEAR,
    trackingError: sampleStd(rp.map((r, k) => r - rb[k])) * Math.sqrt(TRADING_DAYS_PER_YEAR),
  };
}

/** The risk-adjusted part of the report: headline figures with sortino and calmar (run_sweep's cells). */
export interface RiskAdjusted extends Headline {
  sortino: number | null;
  calmar: number | null;
}

export function riskAdjusted(sim: SimulationResult): RiskAdjusted {
  const r = dailyReturns(sim.values);
  return riskAdjustedOf(sim, r, excessReturns(r, sim.cashReturns));
}

/** riskAdjusted() given the run's daily returns `r` (dailyReturns) and their excess `ex`, made once. */
export function riskAdjustedOf(sim: SimulationResult, r: Float64Array, ex: Float64Array): RiskAdjusted {
  const { dates, values } = sim;
  const monthlyRows = monthlyRowCount(dates, sim.monthlyPeriods);
  const head = headlineOf(dates, values, r, ex, monthlyRows);
  const monthlyReturns = Math.max(0, monthlyRows - 1);
  let downside = 0;
  for (const e of ex) downside += Math.min(e, 0) ** 2;
  const dailyCount = ex.length - monthlyReturns;
  const yearsCovered = monthlyReturns / MONTHS_PER_YEAR + dailyCount / TRADING_DAYS_PER_YEAR;
  const meanExcess = ex.reduce((a, e) => a + e, 0) / yearsCovered;
  downside = Math.sqrt(downside / yearsCovered);
  return {
    ...head,
    sortino: downside > 0 ? meanExcess / downside : null,
    calmar: head.cagr !== null && head.maxDrawdown ? head.cagr / Math.abs(head.maxDrawdown) : null,
  };
}

export function metricsReport(sim: SimulationResult, benchmark: SimulationResult | null): MetricsReport {
  const { dates, values } = sim;
  const { sortino, calmar, ...head } = riskAdjusted(sim);
  const y = values.length > 1 ? years(dates) : null;
  const yearly = periodReturns(dates, values, 4);
  const monthly = periodReturns(dates, values, 7);
  const drawdowns = drawdownPeriods(dates, values);
  let longest: DrawdownPeriod | null = null;
  for (const d of drawdowns) if (!longest || d.days > longest.days) longest = d;
  let traded = 0;
  for (const tr of sim.trades)
    if (tr.date !== dates[0]) traded += Math.abs(tr.value) / values[firstIndexOnOrAfter(dates, tr.date)];
  let invested = 0;
  for (const e of sim.exposure) if (e > 1e-12) invested++;
  return {
    ...head,
    years: y,
    sortino,
    calmar,
    bestYear: extreme(yearly, 1),
    worstYear: extreme(yearly, -1),
    bestMonth: extreme(monthly, 1),
    worstMonth: extreme(monthly, -1),
    ...relative(sim, benchmark),
    timeInMarket: values.length ? invested / values.length : 0,
    turnover: y ? traded / 2 / y : null,
    numberOfTrades: sim.trades.length,
    longestDrawdownDays: longest?.days ?? 0,
    recoveryDate: longest?.recoveryDate ?? null,
    taxesPaid: taxesPaid(sim.taxes),
    lossCarriedForward: sim.lossCarriedForward,
    yearly,
    drawdowns,
    growth: growthPoints(dates, values),
  };
}
