// compare_simulations' growth (cumulative returns on one grid of dates) as chart rows: the value of
// 10,000 at each one's start, and each one's fall below its previous high.
import { timeOf, underwater } from "@/components/simulation/series";

export const COMPARED_CAPITAL = 10_000;

interface Growth {
  simulationId: string;
  points: { date: string; value: number }[];
}

export type CompareRow = { t: number; date: string } & Record<string, number | string | null>;

function rowsOf(growth: Growth[], valueOf: (values: number[]) => (number | null)[]): CompareRow[] {
  const rows = new Map<string, CompareRow>();
  for (const g of growth) {
    const values = valueOf(g.points.map((p) => COMPARED_CAPITAL * (1 + p.value)));
    g.points.forEach((p, i) => {
      const row = rows.get(p.date) ?? { t: timeOf(p.date), date: p.date };
      row[g.simulationId] = values[i];
      rows.set(p.date, row);
    });
  }
  return [...rows.values()].sort((a, b) => a.t - b.t);
}

export const compareGrowthRows = (growth: Growth[]) => rowsOf(growth, (v) => v);
export const compareDrawdownRows = (growth: Growth[]) => rowsOf(growth, underwater);

/** The index of the best value (highest or lowest), or null when fewer than two can be compared. */
export function bestIndex(values: (number | null)[], better: "higher" | "lower" | null): number | null {
  if (!better || values.filter((v) => v !== null).length < 2) return null;
  let best: number | null = null;
  values.forEach((v, i) => {
    if (v === null) return;
    if (best === null || (better === "higher" ? v > values[best]! : v < values[best]!)) best = i;
  });
  return best;
}
