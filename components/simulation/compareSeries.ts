// compare_simulations' growth (cumulative returns on one grid of dates, in one currency) as chart rows:
// the value of 10,000 at each one's start (and its benchmark's, under `<id>:benchmark`), and each one's
// deepest daily fall below its previous high in each grid period (the service's `drawdown`).
import { timeOf } from "@/components/simulation/series";

export const COMPARED_CAPITAL = 10_000;

type Point = { date: string; value: number };
interface Growth {
  simulationId: string;
  points: Point[];
  benchmark: Point[] | null;
  drawdown: Point[];
}

export const benchmarkKey = (simulationId: string) => `${simulationId}:benchmark`;

export type CompareRow = { t: number; date: string } & Record<string, number | string | null>;

function rowsOf(lines: { key: string; points: Point[]; value(p: Point): number }[]): CompareRow[] {
  const rows = new Map<string, CompareRow>();
  for (const line of lines) {
    for (const p of line.points) {
      const row = rows.get(p.date) ?? { t: timeOf(p.date), date: p.date };
      row[line.key] = line.value(p);
      rows.set(p.date, row);
    }
  }
  return [...rows.values()].sort((a, b) => a.t - b.t);
}

const money = (p: Point) => COMPARED_CAPITAL * (1 + p.value);

/** The runs' growth, with the benchmarks of `benchmarks` (simulation ids) beside them. */
export const compareGrowthRows = (growth: Growth[], benchmarks: string[] = []) =>
  rowsOf([
    ...growth.map((g) => ({ key: g.simulationId, points: g.points, value: money })),
    ...growth
      .filter((g) => g.benchmark && benchmarks.includes(g.simulationId))
      .map((g) => ({ key: benchmarkKey(g.simulationId), points: g.benchmark!, value: money })),
  ]);
export const compareDrawdownRows = (growth: Growth[]) =>
  rowsOf(growth.map((g) => ({ key: g.simulationId, points: g.drawdown, value: (p: Point) => p.value })));

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
