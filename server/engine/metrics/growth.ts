// Growth series for charts: cumulative return V_t / V_0 - 1. Up to five years: daily points (thinned
// by an even stride to at most 1000). Beyond five years: one point per month (the month's last trading
// day), thinned the same way if still above 1000. The first and last points are always kept.
import { years } from "@/server/engine/metrics/headline";
import { MONTH_END, periodEnds } from "@/server/engine/simulation/calendar";

export const MAX_POINTS = 1000;

export function growthPoints(dates: string[], values: Float64Array): { date: string; value: number }[] {
  if (values.length === 0) return [];
  let rows: number[] = [];
  if (years(dates) > 5) {
    rows.push(0);
    const ends = periodEnds(dates);
    for (let t = 1; t < dates.length; t++) if (ends[t] & MONTH_END) rows.push(t);
  } else rows = dates.map((_, t) => t);
  if (rows.length > MAX_POINTS) {
    const stride = Math.ceil((rows.length - 1) / (MAX_POINTS - 1));
    const thinned = rows.filter((_, k) => k % stride === 0);
    if (thinned[thinned.length - 1] !== rows[rows.length - 1]) thinned.push(rows[rows.length - 1]);
    rows = thinned;
  }
  return rows.map((t) => ({ date: dates[t], value: values[t] / values[0] - 1 }));
}
