"use client";
// Series over dates on one time axis (Recharts): lines, shaded areas (a drawdown) or stacked steps (an
// allocation held until the next rebalance), optionally on a log scale, with spans shaded (long-run
// monthly history). Every chart is a ChartCard: title, units, legend, tooltip and its data table.
import type { ColumnDef } from "@tanstack/react-table";
import {
  Area,
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceArea,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { ChartCard } from "@/components/charts/ChartCard";
import { ChartTooltip } from "@/components/charts/ChartTooltip";
import { AXIS, GRID, NO_ANIMATION } from "@/components/charts/chartStyle";
import { logTicks, niceTicks, timeTick, timeTicks, valueRange } from "@/components/charts/axes";
import { DataTable } from "@/components/ui/DataTable";
import { formatDate } from "@/components/ui/format";

export interface Series {
  key: string;
  name: string;
  colour: string;
  /** Drawn dashed (a benchmark beside the runs). */
  dashed?: boolean;
}

export interface TimeRow {
  t: number;
  date: string;
}

interface Props<Row extends TimeRow> {
  title: string;
  /** The units, in words. */
  description: React.ReactNode;
  rows: Row[];
  series: Series[];
  /** Room for the value axis's labels (px); wider for "USD 100,000". */
  axisWidth?: number;
  /** A value in the tooltip and the table ("$12,345", "−12.3 %"). */
  format(value: number): string;
  /** A value on the axis, shorter ("$12K", "−10 %"). */
  tick(value: number): string;
  kind?: "line" | "area" | "stacked";
  log?: boolean;
  /** Spans drawn shaded, with what they mean said in the description. */
  shaded?: { from: string; to: string }[];
  actions?: React.ReactNode;
  height?: string;
  className?: string;
  /** The smallest step between value ticks, so `tick` never shows one label twice (0.01 for whole %). */
  minTickStep?: number;
}

/** Weights stack to 100 %, more only with leverage. */
const STACKED_DOMAIN = [0, (top: number) => Math.max(1, top)] as const;

/** A series' value on a row: rows carry one number (or null) per series key beside t and date. */
const valueOf = (row: TimeRow, key: string): number | null => {
  const value: unknown = Reflect.get(row, key);
  return typeof value === "number" ? value : null;
};

/** The lowest and highest positive values of the series, widened a little, for a log axis. */
function positiveRange(rows: TimeRow[], series: Series[]): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const row of rows) {
    for (const s of series) {
      const v = valueOf(row, s.key);
      if (v !== null && v > 0) [lo, hi] = [Math.min(lo, v), Math.max(hi, v)];
    }
  }
  return lo === Infinity ? [1, 10] : [lo * 0.95, hi * 1.05];
}

export function TimeSeriesChart<Row extends TimeRow>(props: Props<Row>) {
  const {
    title,
    description,
    rows,
    series,
    format,
    tick,
    kind = "line",
    log = false,
    axisWidth = 68,
  } = props;
  const first = rows[0]?.t ?? 0;
  const last = rows.at(-1)?.t ?? 0;
  const range = log ? positiveRange(rows, series) : undefined;
  // Round steps on a linear value axis (drawdown 0/−10/−20 %); stacked weights keep their 0–100 %.
  const linear =
    !log && kind !== "stacked"
      ? niceTicks(
          ...valueRange(
            rows,
            series.map((s) => s.key),
          ),
          { minStep: props.minTickStep },
        )
      : undefined;
  const columns: ColumnDef<Row, unknown>[] = [
    { id: "date", header: "Date", accessorFn: (r) => r.t, cell: (c) => formatDate(c.row.original.date) },
    ...series.map((s): ColumnDef<Row, unknown> => ({
      id: s.key,
      header: s.name,
      accessorFn: (r) => valueOf(r, s.key),
      cell: (c) => {
        const v = c.getValue() as number | null;
        return v === null || v === undefined ? "—" : format(v);
      },
      meta: { numeric: true },
    })),
  ];
  return (
    <ChartCard
      title={title}
      description={description}
      legend={series.map((s) => ({ name: s.name, colour: s.colour }))}
      actions={props.actions}
      height={props.height}
      className={props.className}
      table={() => (
        <DataTable
          label={`${title}: data`}
          columns={columns}
          data={rows}
          className="max-h-80 overflow-y-auto"
        />
      )}
    >
      <ResponsiveContainer>
        <ComposedChart data={rows} title={title} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid {...GRID} />
          <XAxis
            {...AXIS}
            dataKey="t"
            type="number"
            scale="time"
            domain={[first, last]}
            ticks={timeTicks(first, last)}
            tickFormatter={timeTick}
          />
          <YAxis
            {...AXIS}
            width={axisWidth}
            tickFormatter={tick}
            scale={log ? "log" : "auto"}
            domain={range ?? (linear ? [linear[0], linear.at(-1)!] : STACKED_DOMAIN)}
            ticks={range ? logTicks(...range) : linear}
            allowDataOverflow={log}
          />
          {props.shaded?.map((p) => (
            <ReferenceArea
              key={p.from}
              x1={Date.parse(`${p.from}T00:00:00Z`)}
              x2={Date.parse(`${p.to}T00:00:00Z`)}
              fill="var(--muted)"
              fillOpacity={0.12}
              ifOverflow="hidden"
            />
          ))}
          <Tooltip
            content={
              <ChartTooltip formatLabel={(t) => formatDate(new Date(Number(t)))} formatValue={format} />
            }
          />
          {series.map((s) =>
            kind === "line" ? (
              <Line
                key={s.key}
                dataKey={s.key}
                name={s.name}
                stroke={s.colour}
                strokeWidth={1.75}
                strokeDasharray={s.dashed ? "5 4" : undefined}
                dot={false}
                connectNulls
                {...NO_ANIMATION}
              />
            ) : (
              <Area
                key={s.key}
                dataKey={s.key}
                name={s.name}
                type={kind === "stacked" ? "stepAfter" : "linear"}
                stackId={kind === "stacked" ? "stack" : undefined}
                stroke={s.colour}
                fill={s.colour}
                fillOpacity={kind === "stacked" ? 0.8 : 0.2}
                strokeWidth={kind === "stacked" ? 0 : 1.5}
                connectNulls
                {...NO_ANIMATION}
              />
            ),
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
