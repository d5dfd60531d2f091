"use client";
// Allocation over time: the weights after each rebalance, held until the next, stacked to 100 %.
import { TimeSeriesChart } from "@/components/charts/TimeSeriesChart";
import { NEUTRAL_COLOURS, SERIES_COLOURS } from "@/components/charts/chartStyle";
import { formatPercent } from "@/components/ui/format";
import { allocationRows, CASH, OTHER, type Rebalance } from "@/components/simulation/series";

const colourOf = (key: string, i: number) =>
  key === CASH ? NEUTRAL_COLOURS.cash : key === OTHER ? NEUTRAL_COLOURS.other : SERIES_COLOURS[i];

export function AllocationChart({ rebalances, lastDate }: { rebalances: Rebalance[]; lastDate: string }) {
  if (rebalances.length === 0) return null;
  const { keys, rows } = allocationRows(rebalances, lastDate);
  return (
    <TimeSeriesChart
      title="Allocation over time"
      description="Weight of each holding after each rebalance, in % of the portfolio."
      rows={rows}
      series={keys.map((key, i) => ({ key, name: key, colour: colourOf(key, i) }))}
      kind="stacked"
      format={(v) => formatPercent(v)}
      tick={(v) => formatPercent(v, 0)}
    />
  );
}
