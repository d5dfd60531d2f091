// One date grid for the growth series of a comparison (spec: at most 1000 points each, one point per
// month beyond five years, all on one grid). The grid spans the union of the simulations' dates: every
// date when that span is five years or less, else the first date and each month's last date; then
// thinned by an even stride to at most 1000, first and last kept. Each simulation gets the grid dates
// from its own first date on, valued as of that date (its last point on or before it).
import { years } from "@/server/engine/metrics/headline";
import { MAX_POINTS } from "@/server/engine/metrics/growth";
import type { Card } from "@/server/domain/simulations/summary";

export interface GrowthSeries {
  points: { date: string; value: number }[];
}

export function gridOf(cards: Card[]): string[] {
  const all = [...new Set(cards.flatMap((c) => c.points.dates))].sort();
  if (all.length < 2) return all;
  let grid =
    years([all[0], all[all.length - 1]]) <= 5
      ? all
      : all.filter((d, k) => k === 0 || k === all.length - 1 || all[k + 1].slice(0, 7) !== d.slice(0, 7));
  if (grid.length > MAX_POINTS) {
    const stride = Math.ceil((grid.length - 1) / (MAX_POINTS - 1));
    const last = grid[grid.length - 1];
    grid = grid.filter((_, k) => k % stride === 0);
    if (grid[grid.length - 1] !== last) grid.push(last);
  }
  return grid;
}

export function alignGrowth(cards: Card[]): GrowthSeries[] {
  const grid = gridOf(cards);
  return cards.map(({ points: { dates, values } }) => {
    const points: { date: string; value: number }[] = [];
    let k = -1;
    for (const date of grid) {
      while (k + 1 < dates.length && dates[k + 1] <= date) k++;
      if (k >= 0) points.push({ date, value: values[k] });
    }
    return { points };
  });
}
