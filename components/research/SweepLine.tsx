"use client";
// One axis of a sweep as a line: the chosen metric at each value of the setting, the best marked; a click
// on a point opens its variant, as a grid cell does (the ranked list below it opens them from the
// keyboard; the ChartCard's "Show data" repeats it).
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceDot,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { ChartCard } from "@/components/charts/ChartCard";
import { ChartTooltip } from "@/components/charts/ChartTooltip";
import { AXIS, GRID, NO_ANIMATION, SERIES_COLOURS } from "@/components/charts/chartStyle";
import { niceTicks } from "@/components/charts/axes";
import { valueWords } from "@/components/research/axisValues";
import { formatMetric, type RankMetric } from "@/components/research/metrics";
import type { SweepAxis, SweepCell } from "@/components/research/types";
import { DataTable } from "@/components/ui/DataTable";

interface Props {
  axis: SweepAxis;
  cells: SweepCell[];
  metric: RankMetric;
  best: number | null;
  onOpen(index: number): void;
}

export function SweepLine({ axis, cells, metric, best, onOpen }: Props) {
  const rows = axis.values.map((v) => {
    const cell = cells.find((c) => c.values[0] === v);
    return {
      label: valueWords(axis, v),
      index: cell?.index,
      value: cell?.metrics ? cell.metrics[metric.key] : null,
      best: cell?.index === best,
    };
  });
  const bestRow = rows.find((r) => r.best);
  const known = rows.flatMap((r) => (r.value === null ? [] : [r.value]));
  // Round steps (0.3/0.4/0.5), with room for the best's ring.
  const ticks = niceTicks(Math.min(...known), Math.max(...known), { minStep: metric.percent ? 0.001 : 0.01 });
  const format = (x: number) => formatMetric(metric, x);
  return (
    <ChartCard
      title={`${metric.label} by ${axis.label.toLowerCase()}`}
      description={`${metric.label}${metric.percent ? " in %" : ""} of each variant; the best is ringed. Click a point to open it as a backtest.`}
      legend={[{ name: metric.label, colour: SERIES_COLOURS[0] }]}
      table={() => (
        <DataTable
          label={`${metric.label} by ${axis.label}: data`}
          data={rows}
          columns={[
            { accessorKey: "label", header: axis.label },
            {
              accessorKey: "value",
              header: metric.label,
              cell: (c) => formatMetric(metric, c.getValue() as number | null),
              meta: { numeric: true },
            },
          ]}
        />
      )}
    >
      <ResponsiveContainer>
        <LineChart data={rows} margin={{ top: 12, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid {...GRID} />
          <XAxis {...AXIS} dataKey="label" interval="preserveStartEnd" />
          <YAxis
            {...AXIS}
            width={60}
            tickFormatter={format}
            domain={[ticks[0], ticks.at(-1)!]}
            ticks={ticks}
          />
          <Tooltip content={<ChartTooltip formatLabel={(l) => String(l)} formatValue={format} />} />
          <Line
            dataKey="value"
            name={metric.label}
            stroke={SERIES_COLOURS[0]}
            strokeWidth={2}
            dot={pointsOf(3, onOpen)}
            activeDot={pointsOf(5, onOpen)}
            connectNulls={false}
            {...NO_ANIMATION}
          />
          {bestRow && bestRow.value !== null && (
            <ReferenceDot
              x={bestRow.label}
              y={bestRow.value}
              r={7}
              fill="none"
              stroke="var(--fg)"
              strokeWidth={2}
              ifOverflow="extendDomain"
            />
          )}
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

/** Points that open their variant on click, each with a 12 px target for a finger; larger under the pointer. */
function pointsOf(r: number, onOpen: (index: number) => void) {
  function SweepPoint({ cx, cy, payload }: { cx?: number; cy?: number; payload?: { index?: number } }) {
    const variant = payload?.index;
    if (cx === undefined || cy === undefined || variant === undefined) return <g />;
    return (
      <g className="cursor-pointer" data-testid="sweep-point" onClick={() => onOpen(variant)}>
        <circle cx={cx} cy={cy} r={12} fill="transparent" />
        <circle cx={cx} cy={cy} r={r} fill="var(--surface)" stroke={SERIES_COLOURS[0]} strokeWidth={2} />
      </g>
    );
  }
  return SweepPoint;
}
