"use client";
// Calendar-year returns as bars, the strategy's beside the benchmark's, with the year's deepest fall in
// the table.
import type { ColumnDef } from "@tanstack/react-table";
import {
  Bar,
  BarChart,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { ChartCard } from "@/components/charts/ChartCard";
import { ChartTooltip } from "@/components/charts/ChartTooltip";
import { AXIS, GRID, NO_ANIMATION, SERIES_COLOURS } from "@/components/charts/chartStyle";
import { DataTable } from "@/components/ui/DataTable";
import { formatPercent } from "@/components/ui/format";

interface YearRow {
  year: number;
  value: number | null;
  benchmark: number | null;
  maxDrawdown: number | null;
}

interface Props {
  yearly: { year: number; totalReturn: number | null; maxDrawdown: number | null }[];
  benchmarkYears: { period: string; benchmark: number | null }[];
  benchmarkName: string | null;
}

const percentCell = (v: unknown) => formatPercent(v as number | null, 2);

export function AnnualReturnsChart({ yearly, benchmarkYears, benchmarkName }: Props) {
  const benchmarkOf = new Map(benchmarkYears.map((b) => [Number(b.period), b.benchmark]));
  const rows: YearRow[] = yearly.map((y) => ({
    year: y.year,
    value: y.totalReturn,
    benchmark: benchmarkOf.get(y.year) ?? null,
    maxDrawdown: y.maxDrawdown,
  }));
  const columns: ColumnDef<YearRow, unknown>[] = [
    { accessorKey: "year", header: "Year" },
    {
      accessorKey: "value",
      header: "Strategy",
      cell: (c) => percentCell(c.getValue()),
      meta: { numeric: true },
    },
    ...(benchmarkName
      ? [
          {
            accessorKey: "benchmark",
            header: benchmarkName,
            cell: (c) => percentCell(c.getValue()),
            meta: { numeric: true },
          } satisfies ColumnDef<YearRow, unknown>,
        ]
      : []),
    {
      accessorKey: "maxDrawdown",
      header: "Max drawdown",
      cell: (c) => percentCell(c.getValue()),
      meta: { numeric: true },
    },
  ];
  const legend = [{ name: "Strategy", colour: SERIES_COLOURS[0] }];
  if (benchmarkName) legend.push({ name: benchmarkName, colour: SERIES_COLOURS[1] });
  return (
    <ChartCard
      title="Calendar years"
      description="Return in each calendar year, in %."
      legend={legend}
      table={() => <DataTable label="Calendar years: data" columns={columns} data={rows} />}
    >
      <ResponsiveContainer>
        <BarChart data={rows} title="Calendar years" margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid {...GRID} />
          <XAxis {...AXIS} dataKey="year" minTickGap={8} />
          <YAxis {...AXIS} width={56} tickFormatter={(v: number) => formatPercent(v, 0)} />
          <ReferenceLine y={0} stroke="var(--border-strong)" />
          <Tooltip
            cursor={{ fill: "var(--surface-2)" }}
            content={<ChartTooltip formatLabel={String} formatValue={(v) => formatPercent(v)} />}
          />
          <Bar dataKey="value" name="Strategy" fill={SERIES_COLOURS[0]} {...NO_ANIMATION} />
          {benchmarkName && (
            <Bar dataKey="benchmark" name={benchmarkName} fill={SERIES_COLOURS[1]} {...NO_ANIMATION} />
          )}
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
