// compare_simulations' series beyond the spec's growth: every run's growth (and its benchmark's) in
// one currency, converted day by day with the build's FX series, and each run's drawdown on the same
// grid as the deepest *daily* fall in each grid period, so the chart's lowest point is the run's max
// drawdown (its own currency, as its metrics). All on the growth's grid (grid.ts).
import type { Db } from "@/server/db";
import type { MarketData, Series } from "@/server/engine/data/panel";
import { invalid } from "@/server/errors";
import { gridOf } from "@/server/domain/simulations/grid";
import { resultOf } from "@/server/domain/simulations/stored";
import { fxSeriesId } from "@/server/domain/simulations/settings";
import type { Card } from "@/server/domain/simulations/summary";

export interface Point {
  date: string;
  value: number;
}
export interface ComparedRun {
  id: string;
  card: Card;
  currency: string;
}
export interface ComparedSeries {
  growth: Point[];
  drawdown: Point[];
  benchmark: Point[] | null;
}

/** Units of `currency` per USD on a date: the last rate on or before it; null before the first. */
function rateOn(series: Series | null, date: string): number | null {
  if (!series) return 1;
  let lo = 0;
  let hi = series.dates.length - 1;
  if (hi < 0 || series.dates[0] > date) return null;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (series.dates[mid] <= date) lo = mid;
    else hi = mid - 1;
  }
  return series.values[lo];
}

const fxOf = (market: MarketData, currency: string) =>
  currency === "USD" ? null : (market.series.get(fxSeriesId(currency)) ?? null);

/** Daily values from one currency into another, through the USD rates of both. */
function converted(
  market: MarketData,
  dates: string[],
  values: number[],
  from: string,
  to: string,
): number[] {
  if (from === to) return values;
  const [a, b] = [fxOf(market, from), fxOf(market, to)];
  return values.map((v, k) => {
    const ra = rateOn(a, dates[k]);
    const rb = rateOn(b, dates[k]);
    if (ra === null || rb === null) {
      const missing = ra === null ? from : to;
      throw invalid(
        "/currency",
        `The data build has no ${missing} exchange rate on ${dates[k]}, where a compared run starts.`,
        `Compare in the currency of a run that starts after the ${missing} rates do, or leave currency out.`,
      );
    }
    return (v / ra) * rb;
  });
}

/** For each grid date, the value at the run's last day on or before it (from the run's first day on). */
function onGrid(grid: string[], dates: string[], pick: (from: number, to: number) => number): Point[] {
  const points: Point[] = [];
  let k = -1;
  for (const date of grid) {
    const from = k + 1;
    while (k + 1 < dates.length && dates[k + 1] <= date) k++;
    if (k >= 0) points.push({ date, value: pick(Math.min(from, k), k) });
  }
  return points;
}

export async function comparedSeries(
  db: Db,
  market: MarketData,
  runs: ComparedRun[],
  currency: string,
): Promise<ComparedSeries[]> {
  const grid = gridOf(runs.map((r) => r.card));
  const rows = await db.simulation.findMany({
    where: { id: { in: runs.map((r) => r.id) } },
    select: { id: true, result: true, resultData: true },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return runs.map((run) => {
    const { dates, values, benchmarkValues } = resultOf(byId.get(run.id)!);
    const growthOf = (own: number[]) => {
      const v = converted(market, dates, own, run.currency, currency);
      return onGrid(grid, dates, (_, k) => v[k] / v[0] - 1);
    };
    let peak = -Infinity;
    const fall = values.map((v) => ((peak = Math.max(peak, v)), v / peak - 1));
    const deepest = (from: number, to: number) => {
      let low = 0;
      for (let j = from; j <= to; j++) low = Math.min(low, fall[j]);
      return low;
    };
    return {
      growth: growthOf(values),
      drawdown: onGrid(grid, dates, deepest),
      benchmark: benchmarkValues ? growthOf(benchmarkValues) : null,
    };
  });
}
