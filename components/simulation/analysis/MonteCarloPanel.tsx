"use client";
// Monte Carlo of a finished backtest (run_monte_carlo: a research call, made on "Run"): years ahead, an
// optional monthly withdrawal raised with inflation, how months are drawn; then the fan chart of the
// balance's percentile bands per year, and how many paths still had money.
import { useState } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import {
  Area,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { useTRPCClient } from "@/components/providers/TRPCProvider";
import { useQueryOnAction, type Outputs } from "@/components/providers/operations";
import { ChartCard } from "@/components/charts/ChartCard";
import { ChartTooltip } from "@/components/charts/ChartTooltip";
import { AXIS, GRID, NO_ANIMATION, SERIES_COLOURS } from "@/components/charts/chartStyle";
import { Button } from "@/components/ui/Button";
import { DataTable } from "@/components/ui/DataTable";
import { CallError } from "@/components/ui/CallError";
import { Field } from "@/components/ui/Field";
import { NumberInput } from "@/components/ui/NumberInput";
import { Select } from "@/components/ui/Select";
import { formatMoney, formatMoneyShort, formatPercent } from "@/components/ui/format";

type Result = Outputs["run_monte_carlo"]["data"]["result"];
type Method = Result["method"];
type Row = Result["years"][number];

const METHODS: { value: Method; label: string }[] = [
  { value: "bootstrap_months", label: "Months drawn at random" },
  { value: "block_bootstrap", label: "Runs of 12 months drawn at random" },
  { value: "normal", label: "Normal model of monthly returns" },
];

export function MonteCarloPanel({ simulationId, currency }: { simulationId: string; currency: string }) {
  const run = useQueryOnAction(useTRPCClient().run_monte_carlo);
  const [years, setYears] = useState<number | null>(30);
  const [withdrawal, setWithdrawal] = useState<number | null>(null);
  const [method, setMethod] = useState<Method>("bootstrap_months");
  const yearsError = years === null || years < 1 || years > 50 || !Number.isInteger(years);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (yearsError) return;
    run.mutate({
      simulationId,
      years: years!,
      method,
      seed: 1,
      ...(withdrawal ? { cashFlows: { amount: -withdrawal, every: "month", inflationAdjusted: true } } : {}),
    });
  };
  const result = run.data?.data.result;
  return (
    <div>
      <form onSubmit={submit} className="grid gap-x-4 sm:grid-cols-3" aria-label="Monte Carlo settings">
        <Field label="Years ahead" error={yearsError ? "A whole number of years from 1 to 50." : undefined}>
          {(p) => (
            <NumberInput
              {...p}
              value={years}
              onValueChange={setYears}
              unit="years"
              min={1}
              max={50}
              step={1}
            />
          )}
        </Field>
        <Field label="Monthly withdrawal" hint={`In ${currency}, raised with inflation; empty for none.`}>
          {(p) => <NumberInput {...p} value={withdrawal} onValueChange={setWithdrawal} min={0} />}
        </Field>
        <Field label="Future months">
          {(p) => (
            <Select {...p} options={METHODS} value={method} onValueChange={(v) => setMethod(v as Method)} />
          )}
        </Field>
        <div className="sm:col-span-3">
          <Button type="submit" disabled={run.isPending}>
            {run.isPending ? "Running…" : "Run Monte Carlo"}
          </Button>
        </div>
      </form>
      <CallError error={run.error} />
      {result && <FanChart result={result} currency={currency} />}
    </div>
  );
}

function FanChart({ result, currency }: { result: Result; currency: string }) {
  const rows = [
    {
      year: 0,
      outer: [result.startBalance, result.startBalance],
      inner: [result.startBalance, result.startBalance],
      median: result.startBalance,
    },
    ...result.years.map((y) => ({
      year: y.year,
      outer: [y.nominal.p5, y.nominal.p95],
      inner: [y.nominal.p25, y.nominal.p75],
      median: y.nominal.p50,
    })),
  ];
  const money = (v: unknown) => formatMoney(v as number, currency);
  const columns: ColumnDef<Row, unknown>[] = [
    { accessorKey: "year", header: "Year" },
    ...(["p5", "p25", "p50", "p75", "p95"] as const).map((p): ColumnDef<Row, unknown> => ({
      id: p,
      header: `${p.slice(1)}th percentile`,
      accessorFn: (r) => r.nominal[p],
      cell: (c) => money(c.getValue()),
      meta: { numeric: true },
    })),
    {
      id: "real",
      header: "Median after inflation",
      accessorFn: (r) => r.real.p50,
      cell: (c) => money(c.getValue()),
      meta: { numeric: true },
    },
    {
      accessorKey: "survival",
      header: "Paths with money",
      cell: (c) => formatPercent(c.getValue() as number),
      meta: { numeric: true },
    },
  ];
  const last = result.years[result.years.length - 1];
  return (
    <div className="mt-4">
      <p className="mb-3 text-sm" data-testid="monte-carlo-summary">
        After {last.year} years, {formatPercent(result.survival)} of {result.paths.toLocaleString("en-US")}{" "}
        paths still have money; the median balance is {money(last.nominal.p50)} ({money(last.real.p50)} in
        today&apos;s money). A withdrawal of {formatPercent(result.safeWithdrawalRate, 2)} of the start a
        year, raised with inflation, lasted in 95 % of paths. Seed {result.seed}.
      </p>
      <ChartCard
        title="Monte Carlo: balance"
        description={`Balance in ${currency}: the 5th to 95th percentile (light), 25th to 75th (dark) and the median of ${result.paths.toLocaleString("en-US")} paths.`}
        legend={[
          { name: "5th – 95th percentile", colour: "color-mix(in srgb, var(--chart-1) 25%, transparent)" },
          { name: "25th – 75th percentile", colour: "color-mix(in srgb, var(--chart-1) 50%, transparent)" },
          { name: "Median", colour: SERIES_COLOURS[0] },
        ]}
        table={() => <DataTable label="Monte Carlo: data" columns={columns} data={result.years} />}
      >
        <ResponsiveContainer>
          <ComposedChart
            data={rows}
            title="Monte Carlo: balance"
            margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
          >
            <CartesianGrid {...GRID} />
            <XAxis
              {...AXIS}
              dataKey="year"
              type="number"
              domain={[0, last.year]}
              tickFormatter={(v: number) => `${v}y`}
            />
            <YAxis {...AXIS} width={68} tickFormatter={(v: number) => formatMoneyShort(v, currency)} />
            <Tooltip
              content={
                <ChartTooltip
                  formatLabel={(y) => `Year ${y}`}
                  formatValue={(v) => formatMoney(v, currency)}
                />
              }
            />
            <Area
              dataKey="outer"
              name="5th – 95th percentile"
              stroke="none"
              fill="var(--chart-1)"
              fillOpacity={0.2}
              {...NO_ANIMATION}
            />
            <Area
              dataKey="inner"
              name="25th – 75th percentile"
              stroke="none"
              fill="var(--chart-1)"
              fillOpacity={0.4}
              {...NO_ANIMATION}
            />
            <Line
              dataKey="median"
              name="Median"
              stroke={SERIES_COLOURS[0]}
              strokeWidth={2}
              dot={false}
              {...NO_ANIMATION}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </ChartCard>
    </div>
  );
}
