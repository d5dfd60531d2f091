"use client";
// The underwater chart: how far below its previous high the strategy (and its benchmark) stood each day.
import { TimeSeriesChart } from "@/components/charts/TimeSeriesChart";
import { SERIES_COLOURS } from "@/components/charts/chartStyle";
import { formatPercent } from "@/components/ui/format";
import type { DrawdownRow } from "@/components/simulation/series";

export function DrawdownChart({
  rows,
  benchmarkName,
}: {
  rows: DrawdownRow[];
  benchmarkName: string | null;
}) {
  const series = [{ key: "value", name: "Strategy", colour: "var(--bad)" }];
  if (benchmarkName) series.push({ key: "benchmark", name: benchmarkName, colour: SERIES_COLOURS[1] });
  return (
    <TimeSeriesChart
      title="Drawdown"
      description="Fall below the previous high, in % of that high."
      rows={rows}
      series={series}
      kind="area"
      format={(v) => formatPercent(v)}
      tick={(v) => formatPercent(v, 0)}
      minTickStep={0.01}
      height="h-56"
    />
  );
}
