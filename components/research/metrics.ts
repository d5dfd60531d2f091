// The headline metrics a sweep ranks and colours by: their names, how each reads, and which way is
// better (run_sweep's rankBy: the highest, except volatility the lowest; a drawdown is negative, so
// the highest is the one closest to 0).
import type { CellMetrics, RankBy } from "@/components/research/types";
import { formatNumber, formatPercent } from "@/components/ui/format";

export interface RankMetric {
  key: RankBy;
  label: string;
  /** As the ranking reads it in the form ("Highest Sharpe ratio"). */
  rankWords: string;
  percent: boolean;
  better: 1 | -1;
}

export const RANK_BY: RankMetric[] = [
  { key: "sharpe", label: "Sharpe ratio", rankWords: "Highest Sharpe ratio", percent: false, better: 1 },
  { key: "cagr", label: "CAGR", rankWords: "Highest CAGR", percent: true, better: 1 },
  { key: "sortino", label: "Sortino ratio", rankWords: "Highest Sortino ratio", percent: false, better: 1 },
  { key: "calmar", label: "Calmar ratio", rankWords: "Highest Calmar ratio", percent: false, better: 1 },
  {
    key: "maxDrawdown",
    label: "Max drawdown",
    rankWords: "Smallest max drawdown",
    percent: true,
    better: 1,
  },
  { key: "volatility", label: "Volatility", rankWords: "Lowest volatility", percent: true, better: -1 },
];

export const rankMetric = (key: RankBy) => RANK_BY.find((m) => m.key === key)!;

/** A metric's value as the result page shows it: "7.2 %" or "0.84". */
export const formatMetric = (m: RankMetric, x: number | null | undefined) =>
  m.percent ? formatPercent(x) : formatNumber(x, 2);

/**
 * Each done cell's goodness from −1 (the worst) to 1 (the best), measured from the median variant:
 * the better half scaled to the best, the worse half to the worst, so both ends get the deepest tint.
 */
export function goodness(values: (CellMetrics | undefined)[], m: RankMetric): (number | null)[] {
  const xs = values.map((v) => {
    const x = v?.[m.key];
    return x === null || x === undefined || !Number.isFinite(x) ? null : x * m.better;
  });
  const known = xs.filter((x): x is number => x !== null).sort((a, b) => a - b);
  if (!known.length) return xs.map(() => null);
  const median = known[Math.floor(known.length / 2)];
  const up = known.at(-1)! - median || 1;
  const down = median - known[0] || 1;
  return xs.map((x) => (x === null ? null : x >= median ? (x - median) / up : (x - median) / down));
}
