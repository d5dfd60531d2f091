"use client";
// A finished walk-forward test: one sentence comparing what it earned on years it had not seen with
// what the best variant earned in hindsight (the efficiency), the growth of both on one chart, their
// metrics side by side, and every window: its training and testing spans, the variant it picked in
// words, and how that variant did in and out of sample.
import { useState } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { LogScaleToggle } from "@/components/charts/LogScaleToggle";
import { SERIES_COLOURS } from "@/components/charts/chartStyle";
import { TimeSeriesChart } from "@/components/charts/TimeSeriesChart";
import { variantWords } from "@/components/research/axisValues";
import { rankMetric } from "@/components/research/metrics";
import type { CellMetrics, Sweep, WalkForwardResult, WalkWindow } from "@/components/research/types";
import { Card } from "@/components/ui/Card";
import { DataTable } from "@/components/ui/DataTable";
import { InfoButton } from "@/components/ui/Tooltip";
import {
  formatDate,
  formatMoney,
  formatMoneyShort,
  formatNumber,
  formatPercent,
} from "@/components/ui/format";

const EFFICIENCY =
  "The annual return out of sample divided by the annual return of the chosen variants in their training windows. Near 1: what was learnt held up on unseen years; near 0 or below: the picks were fitted to the past.";

const ROWS: { key: keyof CellMetrics; label: string; percent: boolean }[] = [
  { key: "cagr", label: "CAGR", percent: true },
  { key: "volatility", label: "Volatility", percent: true },
  { key: "sharpe", label: "Sharpe ratio", percent: false },
  { key: "sortino", label: "Sortino ratio", percent: false },
  { key: "maxDrawdown", label: "Max drawdown", percent: true },
  { key: "calmar", label: "Calmar ratio", percent: false },
];

export function WalkForwardView({ sweep, result }: { sweep: Sweep; result: WalkForwardResult }) {
  const [log, setLog] = useState(false);
  const currency = sweep.settings.baseCurrency;
  const rows = result.growth.dates.map((date, i) => ({
    t: Date.parse(`${date}T00:00:00Z`),
    date,
    outOfSample: result.growth.outOfSample[i],
    inSample: result.growth.inSample[i],
  }));
  const figure = (percent: boolean, x: number | null) => (percent ? formatPercent(x) : formatNumber(x, 2));
  const chosenWords = (w: WalkWindow) => variantWords(sweep.axes, w.values);
  const columns: ColumnDef<WalkWindow, unknown>[] = [
    {
      id: "test",
      header: "Tested on",
      accessorFn: (w) => w.testStart,
      cell: (c) => `${formatDate(c.row.original.testStart)} – ${formatDate(c.row.original.testEnd)}`,
    },
    {
      id: "train",
      header: "Picked on",
      accessorFn: (w) => w.trainStart,
      cell: (c) => `${formatDate(c.row.original.trainStart)} – ${formatDate(c.row.original.trainEnd)}`,
      meta: { wide: true },
    },
    { id: "chosen", header: "Variant picked", accessorFn: chosenWords },
    {
      id: "in",
      header: "CAGR picked on",
      accessorFn: (w) => w.inSample.cagr,
      cell: (c) => formatPercent(c.getValue() as number),
      meta: { numeric: true, wide: true },
    },
    {
      id: "out",
      header: "CAGR tested",
      accessorFn: (w) => w.outOfSample.cagr,
      cell: (c) => formatPercent(c.getValue() as number),
      meta: { numeric: true },
    },
  ];
  return (
    <div className="grid gap-4">
      <section
        aria-label="How the picks held up"
        data-testid="walk-forward-summary"
        className="rounded-xl border border-accent/40 bg-accent-soft px-4 py-3"
      >
        <p className="text-base font-medium">
          On years it had not seen, picking the best variant by {rankMetric(sweep.rankBy).label} earned{" "}
          {formatPercent(result.outOfSample.cagr)} a year; the variant best in hindsight earned{" "}
          {formatPercent(result.inSample.cagr)}.
        </p>
        <p className="mt-1 flex items-center gap-1 text-sm text-muted">
          Walk-forward efficiency{" "}
          <strong className="tabular-nums text-fg">{formatNumber(result.efficiency, 2)}</strong>
          <InfoButton label="About walk-forward efficiency" content={EFFICIENCY} /> · {result.windows.length}{" "}
          windows of {sweep.variantCount} variants
        </p>
      </section>
      <TimeSeriesChart
        title="Out of sample against in sample"
        description={`Value in ${currency}, ${log ? "log" : "linear"} scale: the walk-forward's picks, each run on the window after it was picked, and the variant best over the whole span, on the same dates.`}
        rows={rows}
        series={[
          { key: "outOfSample", name: "Walk-forward (out of sample)", colour: SERIES_COLOURS[0] },
          { key: "inSample", name: "Best in hindsight (in sample)", colour: SERIES_COLOURS[1], dashed: true },
        ]}
        format={(v) => formatMoney(v, currency)}
        tick={(v) => formatMoneyShort(v, currency)}
        log={log}
        height="h-80"
        actions={<LogScaleToggle log={log} onChange={setLog} />}
      />
      <Card title="Out of sample and in sample">
        <table
          className="w-full max-w-xl border-collapse text-sm"
          aria-label="Metrics out of sample and in sample"
        >
          <thead>
            <tr className="text-muted">
              <th scope="col" className="px-2 py-1.5 text-left font-medium">
                Metric
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">
                Out of sample
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">
                In sample
              </th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((r) => (
              <tr key={r.key} className="border-t border-border">
                <th scope="row" className="px-2 py-1.5 text-left font-medium">
                  {r.label}
                </th>
                <td className="px-2 py-1.5 text-right tabular-nums">
                  {figure(r.percent, result.outOfSample[r.key])}
                </td>
                <td className="px-2 py-1.5 text-right tabular-nums">
                  {figure(r.percent, result.inSample[r.key])}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <Card
        title="Windows"
        description="Each window's pick, made on its training years, then run on the years after."
      >
        <DataTable label="Walk-forward windows" columns={columns} data={result.windows} />
      </Card>
    </div>
  );
}
