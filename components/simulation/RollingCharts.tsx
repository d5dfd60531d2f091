"use client";
// Rolling 12 months: the return over each 12-month window and its annualised volatility, at each
// month end, for the strategy and the benchmark.
import { TimeSeriesChart } from "@/components/charts/TimeSeriesChart";
import { SERIES_COLOURS } from "@/components/charts/chartStyle";
import { formatPercent } from "@/components/ui/format";
import type { RollingRow } from "@/components/simulation/series";

export function RollingCharts({ rows, benchmarkName }: { rows: RollingRow[]; benchmarkName: string | null }) {
  if (rows.length === 0) return null;
  const both = (own: string, bench: string) => [
    { key: own, name: "Strategy", colour: SERIES_COLOURS[0] },
    ...(benchmarkName ? [{ key: bench, name: benchmarkName, colour: SERIES_COLOURS[1] }] : []),
  ];
  const shared = {
    rows,
    format: (v: number) => formatPercent(v),
    tick: (v: number) => formatPercent(v, 0),
    minTickStep: 0.01,
  };
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-2">
      <TimeSeriesChart
        {...shared}
        title="Rolling 12-month return"
        description="Return over the 12 months to each month end, in %."
        series={both("value", "benchmark")}
        height="h-60"
      />
      <TimeSeriesChart
        {...shared}
        title="Rolling 12-month volatility"
        description="Annualised volatility of the 12 monthly returns to each month end, in %."
        series={both("volatility", "benchmarkVolatility")}
        height="h-60"
      />
    </div>
  );
}
