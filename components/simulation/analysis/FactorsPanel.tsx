"use client";
// Factor exposures of a finished backtest (get_factor_exposures: a research call, made on "Fit"): the
// model, then each factor's loading as a bar and in a table with its standard error, t-statistic and
// p-value, and the alpha and R² in words.
import { useState } from "react";
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
import { useTRPCClient } from "@/components/providers/TRPCProvider";
import { useQueryOnAction, type Outputs } from "@/components/providers/operations";
import { ChartCard } from "@/components/charts/ChartCard";
import { niceTicks, stepDigits, valueRange } from "@/components/charts/axes";
import { ChartTooltip } from "@/components/charts/ChartTooltip";
import { AXIS, GRID, NO_ANIMATION, SERIES_COLOURS } from "@/components/charts/chartStyle";
import { Button } from "@/components/ui/Button";
import { DataTable } from "@/components/ui/DataTable";
import { CallError } from "@/components/ui/CallError";
import { PlanLocked } from "@/components/ui/PlanLocked";
import { usePlan } from "@/components/providers/PlanProvider";
import { portfolioAnalysisRefusal } from "@/server/plans";
import { Field } from "@/components/ui/Field";
import { Select } from "@/components/ui/Select";
import { formatMonth, formatNumber, formatPercent } from "@/components/ui/format";

type Result = Outputs["get_factor_exposures"]["data"]["result"];
type Model = Result["model"];
type Loading = Result["loadings"][number];

const MODELS: { value: Model; label: string }[] = [
  { value: "capm", label: "Market only (CAPM)" },
  { value: "ff3", label: "Fama–French 3 factors" },
  { value: "ff5", label: "Fama–French 5 factors" },
];
const FACTOR_NAMES: Record<Loading["factor"], string> = {
  mkt_rf: "Market",
  smb: "Size (small minus big)",
  hml: "Value (high minus low)",
  rmw: "Profitability (robust minus weak)",
  cma: "Investment (conservative minus aggressive)",
};

const figure = (v: unknown, digits = 3) => (v === null ? "—" : formatNumber(v as number, digits));

export function FactorsPanel({ simulationId }: { simulationId: string }) {
  const fit = useQueryOnAction(useTRPCClient().get_factor_exposures);
  const [model, setModel] = useState<Model>("ff3");
  const plan = usePlan();
  const locked = plan && portfolioAnalysisRefusal(plan, "Factor exposure analysis");
  const result = fit.data?.data.result;
  if (locked) return <PlanLocked message={locked} />;
  return (
    <div>
      <form
        className="flex flex-wrap items-end gap-x-4"
        aria-label="Factor model"
        onSubmit={(e) => {
          e.preventDefault();
          fit.mutate({ simulationId, model });
        }}
      >
        <Field label="Model" className="w-full sm:w-72">
          {(p) => (
            <Select {...p} options={MODELS} value={model} onValueChange={(v) => setModel(v as Model)} />
          )}
        </Field>
        <Button type="submit" className="mb-3" disabled={fit.isPending}>
          {fit.isPending ? "Fitting…" : "Fit factors"}
        </Button>
      </form>
      <CallError error={fit.error} />
      {result && <Loadings result={result} />}
    </div>
  );
}

function Loadings({ result }: { result: Result }) {
  const rows = result.loadings.map((l) => ({ ...l, name: FACTOR_NAMES[l.factor] }));
  // Round ticks through 0, each label written with the digits its step needs, so none repeats.
  const [lo, hi] = valueRange(rows, ["loading"]);
  const ticks = niceTicks(Math.min(0, lo), Math.max(0, hi), { most: 5 });
  const tickDigits = stepDigits(ticks[1] - ticks[0]);
  const columns: ColumnDef<(typeof rows)[number], unknown>[] = [
    { accessorKey: "name", header: "Factor" },
    { accessorKey: "loading", header: "Loading", cell: (c) => figure(c.getValue()), meta: { numeric: true } },
    {
      accessorKey: "standardError",
      header: "Standard error",
      cell: (c) => figure(c.getValue()),
      meta: { numeric: true },
    },
    {
      accessorKey: "tStat",
      header: "t-statistic",
      cell: (c) => figure(c.getValue(), 2),
      meta: { numeric: true },
    },
    {
      accessorKey: "pValue",
      header: "p-value",
      cell: (c) => figure(c.getValue(), 4),
      meta: { numeric: true },
    },
  ];
  return (
    <div className="mt-2 grid gap-4">
      <p className="text-sm" data-testid="factor-summary">
        {result.monthsUsed} months ({formatMonth(result.from)} to {formatMonth(result.to)}): alpha{" "}
        {formatPercent(result.alphaAnnual, 2)} a year (t {figure(result.alphaTStat, 2)}), R²{" "}
        {figure(result.rSquared)}, adjusted {figure(result.adjustedRSquared)}. Factor data{" "}
        {formatMonth(result.factorData.from)} to {formatMonth(result.factorData.to)}.
      </p>
      <ChartCard
        title="Factor loadings"
        description="How much the monthly excess return moves with each factor (1 = one for one)."
        legend={[{ name: "Loading", colour: SERIES_COLOURS[0] }]}
        height="h-56"
        table={() => <DataTable label="Factor loadings: data" columns={columns} data={rows} />}
      >
        <ResponsiveContainer>
          <BarChart data={rows} title="Factor loadings" margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
            <CartesianGrid {...GRID} />
            <XAxis
              {...AXIS}
              dataKey="factor"
              tickFormatter={(f: Loading["factor"]) => FACTOR_NAMES[f].split(" ")[0]}
            />
            <YAxis
              {...AXIS}
              width={48}
              domain={[ticks[0], ticks.at(-1)!]}
              ticks={ticks}
              tickFormatter={(v: number) => formatNumber(v, tickDigits)}
            />
            <ReferenceLine y={0} stroke="var(--border-strong)" />
            <Tooltip
              cursor={{ fill: "var(--surface-2)" }}
              content={
                <ChartTooltip
                  formatLabel={(f) => FACTOR_NAMES[f as Loading["factor"]]}
                  formatValue={(v) => formatNumber(v, 3)}
                />
              }
            />
            <Bar dataKey="loading" name="Loading" fill={SERIES_COLOURS[0]} {...NO_ANIMATION} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
    </div>
  );
}
