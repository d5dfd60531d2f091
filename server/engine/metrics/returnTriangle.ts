// "Did I just pick a lucky start date?": the return of every (start year, end year) pair of a value
// series, and rolling 1/3/5/10-year returns over month ends. A pair's base is the previous year's last
// value (V_0 for the first year), as the calendar-year returns (periods.ts) measure, so the triangle's
// diagonal is the yearly returns; CAGR annualises by calendar days / 365.25, as the headline does.
import { maxDrawdown } from "@/server/engine/statistics";
import { daysBetween, MONTH_END, periodEnds, YEAR_END } from "@/server/engine/simulation/calendar";

export interface TriangleCell {
  startYear: number;
  endYear: number;
  totalReturn: number;
  cagr: number;
  maxDrawdown: number;
}

export interface RollingWindow {
  years: number;
  windows: number;
  worst: number | null;
  median: number | null;
  best: number | null;
  worstEnd: string | null;
  bestEnd: string | null;
}

export const ROLLING_YEARS = [1, 3, 5, 10] as const;

const annualised = (growth: number, days: number) => growth ** (365.25 / days) - 1;

/** Rows ending a period (YEAR_END or MONTH_END); row 0 counts only as a base, as in periodReturns. */
function endRows(dates: string[], flag: number): number[] {
  const ends = periodEnds(dates);
  const out: number[] = [];
  for (let t = 1; t < dates.length; t++) if (ends[t] & flag) out.push(t);
  return out;
}

export function returnTriangle(dates: string[], values: Float64Array): TriangleCell[] {
  const yearEnds = endRows(dates, YEAR_END);
  const cells: TriangleCell[] = [];
  yearEnds.forEach((_, i) => {
    const base = i === 0 ? 0 : yearEnds[i - 1];
    for (let j = i; j < yearEnds.length; j++) {
      const end = yearEnds[j];
      const growth = values[end] / values[base];
      cells.push({
        startYear: Number(dates[yearEnds[i]].slice(0, 4)),
        endYear: Number(dates[end].slice(0, 4)),
        totalReturn: growth - 1,
        cagr: annualised(growth, daysBetween(dates[base], dates[end])),
        maxDrawdown: maxDrawdown(values, base, end),
      });
    }
  });
  return cells;
}

/**
 * Annualised returns of every window of `years` years between month ends (the first value counts as the
 * first month end). The series' last row is left out: its month may not be complete in the data.
 */
export function rollingReturns(dates: string[], values: Float64Array): RollingWindow[] {
  const anchors = [0, ...endRows(dates, MONTH_END).filter((t) => t < dates.length - 1)];
  return ROLLING_YEARS.map((years) => {
    const months = years * 12;
    const returns: { value: number; end: string }[] = [];
    for (let k = months; k < anchors.length; k++) {
      const [from, to] = [anchors[k - months], anchors[k]];
      returns.push({
        value: annualised(values[to] / values[from], daysBetween(dates[from], dates[to])),
        end: dates[to],
      });
    }
    if (!returns.length)
      return { years, windows: 0, worst: null, median: null, best: null, worstEnd: null, bestEnd: null };
    const sorted = [...returns].sort((a, b) => a.value - b.value);
    const mid = sorted.length >> 1;
    const median = sorted.length % 2 ? sorted[mid].value : (sorted[mid - 1].value + sorted[mid].value) / 2;
    return {
      years,
      windows: sorted.length,
      worst: sorted[0].value,
      median,
      best: sorted[sorted.length - 1].value,
      worstEnd: sorted[0].end,
      bestEnd: sorted[sorted.length - 1].end,
    };
  });
}
