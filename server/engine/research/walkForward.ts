// Walk-forward optimisation over variants already simulated on one calendar (issue 24 item 3).
// Windows: training [start_k, B_k) then testing [B_k, B_k + testMonths), B_k = first date + trainMonths
// + k x testMonths; rolling: start_k = B_k - trainMonths, anchored: start_k = the first date. A window's
// rows are the calendar rows whose dates fall in its span; the last test window may be cut short by the
// end of the data.
// Choice: in each window the variant best by `rankBy` on its training rows only (values up to the
// training window's last row), so nothing from the test window can move it. Out of sample: the chosen
// variant's own daily returns on the test rows (its first return is from the training window's last
// close), stitched into one growth series from `startingCapital`. Each variant's value series is its run
// over the whole span, so a chosen variant enters a test window with the positions and rebalancing
// calendar it had been keeping (docs/decisions.md "Walk-forward slices whole-span runs").
// Efficiency = annualised out-of-sample return / mean annualised in-sample return of the chosen variants.
import { riskAdjusted, type RiskAdjusted } from "@/server/engine/metrics/report";
import type { SimulationResult } from "@/server/engine/simulation/simulate";
import { addDays, addMonths, firstIndexOnOrAfter } from "@/server/engine/simulation/calendar";

export type RankMetric = "cagr" | "sharpe" | "sortino" | "calmar" | "maxDrawdown" | "volatility";

export interface WindowMetrics extends RiskAdjusted {
  /** Value at the span's last row of startingCapital invested at its first row. */
  endValue: number;
}

/** Row spans on the calendar: training rows trainFrom..trainTo, test returns on rows testFrom..testTo. */
export interface WindowRows {
  trainFrom: number;
  trainTo: number;
  testFrom: number;
  testTo: number;
}

export interface WalkForwardInput {
  /** The shared calendar, n rows. */
  dates: string[];
  /** Per variant: its value series on `dates` (n values), or null when the variant failed. */
  values: (Float64Array | null)[];
  /** Daily cash return of each row (index 0 unused), n values, the risk-free rate for ratios. */
  cashReturns: Float64Array;
  /** The long-run monthly spans of the runs (SimulationResult.monthlyPeriods); empty = all rows daily. */
  monthlyPeriods?: { from: string; to: string }[];
  trainMonths: number;
  testMonths: number;
  anchored: boolean;
  rankBy: RankMetric;
  startingCapital: number;
}

export interface WalkForwardWindow extends WindowRows {
  chosen: number;
  inSample: WindowMetrics;
  outOfSample: WindowMetrics;
}

export interface WalkForwardOutcome {
  windows: WalkForwardWindow[];
  /** Growth dates: the first training window's last row, then every test row. */
  dates: string[];
  /** The stitched out-of-sample daily returns, one per growth date after the first. */
  returns: Float64Array;
  outOfSampleGrowth: Float64Array;
  /** The variant best over the whole span, from startingCapital on the same dates. */
  inSampleGrowth: Float64Array;
  bestOverall: number;
  outOfSample: WindowMetrics;
  inSample: WindowMetrics;
  efficiency: number | null;
}

/** A test span counts as whole when the data ends at most this many days before its end. */
export const WHOLE_WITHIN_DAYS = 7;

/** The windows on `dates`; empty when not even one full training and testing span fits. */
export function walkForwardWindows(
  dates: string[],
  trainMonths: number,
  testMonths: number,
  anchored: boolean,
): WindowRows[] {
  const out: WindowRows[] = [];
  const n = dates.length;
  if (n < 2 || trainMonths < 1 || testMonths < 1) return out;
  const first = dates[0];
  const last = dates[n - 1];
  // The first window must be whole: the data reaches its test span's last week (weekends, holidays).
  if (addMonths(first, trainMonths + testMonths) > addDays(last, WHOLE_WITHIN_DAYS)) return out;
  for (let k = 0; ; k++) {
    const boundary = addMonths(first, trainMonths + k * testMonths);
    const testFrom = firstIndexOnOrAfter(dates, boundary);
    if (testFrom >= n) break;
    const trainFrom = anchored ? 0 : firstIndexOnOrAfter(dates, addMonths(first, k * testMonths));
    const testTo = firstIndexOnOrAfter(dates, addMonths(first, trainMonths + (k + 1) * testMonths)) - 1;
    const trainTo = testFrom - 1;
    if (trainTo - trainFrom < 1 || testTo < testFrom) continue;
    out.push({ trainFrom, trainTo, testFrom, testTo });
  }
  return out;
}

/**
 * Metrics of `values` over rows from..to (inclusive) by metricsReport's own code (riskAdjusted on the
 * span as if it were a run of its own), and the end value of `capital` invested at row `from`.
 */
export function spanMetrics(
  dates: string[],
  values: Float64Array,
  cashReturns: Float64Array,
  from: number,
  to: number,
  monthlyPeriods: { from: string; to: string }[],
  capital: number,
): WindowMetrics {
  const span: SimulationResult = {
    dates: dates.slice(from, to + 1),
    values: values.subarray(from, to + 1),
    cashReturns: cashReturns.subarray(from, to + 1),
    monthlyPeriods,
    exposure: new Float64Array(0),
    riskOff: new Uint8Array(0),
    rebalances: [],
    trades: [],
    taxes: [],
    lossCarriedForward: 0,
    valueGaps: [],
  };
  return { ...riskAdjusted(span), endValue: capital * (values[to] / values[from]) };
}

/** Larger is better for every metric but volatility; maxDrawdown (<= 0) is best closest to 0. */
export function rankScore(m: WindowMetrics, rankBy: RankMetric): number {
  const x = m[rankBy];
  if (x === null || !Number.isFinite(x)) return -Infinity;
  return rankBy === "volatility" ? -x : x;
}

/** The best variant over rows from..to; ties go to the lower index; -1 when none ran. */
export function bestVariant(
  input: WalkForwardInput,
  from: number,
  to: number,
): { index: number; metrics: WindowMetrics | null } {
  let index = -1;
  let metrics: WindowMetrics | null = null;
  let best = -Infinity;
  const periods = input.monthlyPeriods ?? [];
  input.values.forEach((v, i) => {
    if (!v) return;
    const m = spanMetrics(input.dates, v, input.cashReturns, from, to, periods, input.startingCapital);
    const score = rankScore(m, input.rankBy);
    if (index < 0 || score > best) [index, best, metrics] = [i, score, m];
  });
  return { index, metrics };
}

/** Runs the walk-forward; null when no window fits or no variant ran. */
export function walkForward(input: WalkForwardInput): WalkForwardOutcome | null {
  const { dates, startingCapital: capital } = input;
  const rows = walkForwardWindows(dates, input.trainMonths, input.testMonths, input.anchored);
  if (rows.length === 0) return null;
  // The growth series' row k is calendar row origin + k.
  const origin = rows[0].trainTo;
  const span = rows[rows.length - 1].testTo - origin;
  const growthDates = dates.slice(origin, origin + span + 1);
  const cash = input.cashReturns.subarray(origin);
  const monthly = input.monthlyPeriods ?? [];
  const returns = new Float64Array(span);
  const oos = new Float64Array(span + 1);
  oos[0] = capital;
  const picks: { index: number; metrics: WindowMetrics }[] = [];
  for (const w of rows) {
    const pick = bestVariant(input, w.trainFrom, w.trainTo);
    if (!pick.metrics) return null;
    picks.push({ index: pick.index, metrics: pick.metrics });
    const v = input.values[pick.index]!;
    for (let t = w.testFrom; t <= w.testTo; t++) {
      const k = t - origin;
      returns[k - 1] = v[t] / v[t - 1] - 1;
      oos[k] = oos[k - 1] * (1 + returns[k - 1]);
    }
  }
  const windows = rows.map((w, i) => {
    const [from, to] = [w.trainTo - origin, w.testTo - origin];
    const outOfSample = spanMetrics(growthDates, oos, cash, from, to, monthly, oos[from]);
    return { ...w, chosen: picks[i].index, inSample: picks[i].metrics, outOfSample };
  });
  const overall = bestVariant(input, 0, dates.length - 1);
  const best = input.values[overall.index]!;
  const ins = new Float64Array(span + 1);
  for (let k = 0; k <= span; k++) ins[k] = capital * (best[origin + k] / best[origin]);
  const outOfSample = spanMetrics(growthDates, oos, cash, 0, span, monthly, capital);
  const inSample = spanMetrics(growthDates, ins, cash, 0, span, monthly, capital);
  return {
    windows,
    dates: growthDates,
    returns,
    outOfSampleGrowth: oos,
    inSampleGrowth: ins,
    bestOverall: overall.index,
    outOfSample,
    inSample,
    efficiency: efficiency(
      outOfSample.cagr,
      picks.map((p) => p.metrics.cagr),
    ),
  };
}

/**
 * Annualised out-of-sample return / the mean annualised in-sample return of the chosen variants;
 * null when either is missing or the in-sample mean is not positive (the ratio then reads backwards).
 */
export function efficiency(oosCagr: number | null, inSampleCagrs: (number | null)[]): number | null {
  const known = inSampleCagrs.filter((c): c is number => c !== null);
  if (oosCagr === null || known.length === 0) return null;
  const mean = known.reduce((a, c) => a + c, 0) / known.length;
  return mean > 0 ? oosCagr / mean : null;
}
