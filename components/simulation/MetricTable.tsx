// Every metric of the result beside the benchmark's (which has the headline ones), each with its unit
// and one line on what it says (metricGlossary.ts).
import type { ColumnDef } from "@tanstack/react-table";
import { Card } from "@/components/ui/Card";
import { DataTable } from "@/components/ui/DataTable";
import {
  formatMetric,
  METRIC_GLOSSARY,
  UNIT_WORDS,
  type Headline,
  type MetricEntry,
  type Metrics,
} from "@/components/simulation/metricGlossary";

interface Props {
  metrics: Metrics;
  benchmark: Headline | null;
  benchmarkName: string | null;
}

export function MetricTable({ metrics, benchmark, benchmarkName }: Props) {
  const benchmarkValue = (m: MetricEntry) =>
    m.headline && benchmark ? formatMetric(m, benchmark[m.key as keyof Headline]) : "—";
  const columns: ColumnDef<MetricEntry, unknown>[] = [
    {
      id: "metric",
      header: "Metric",
      enableSorting: false,
      cell: ({ row }) => (
        <>
          <span className="font-medium">{row.original.label}</span>
          <span className="block text-xs text-muted">{row.original.explanation}</span>
        </>
      ),
    },
    {
      id: "strategy",
      header: "Strategy",
      enableSorting: false,
      cell: ({ row }) => formatMetric(row.original, metrics[row.original.key]),
      meta: { numeric: true },
    },
    ...(benchmarkName
      ? [
          {
            id: "benchmark",
            header: benchmarkName,
            enableSorting: false,
            cell: ({ row }) => benchmarkValue(row.original),
            meta: { numeric: true },
          } satisfies ColumnDef<MetricEntry, unknown>,
        ]
      : []),
    { id: "unit", header: "Unit", enableSorting: false, cell: ({ row }) => UNIT_WORDS[row.original.unit] },
  ];
  return (
    <Card title="Metrics" description="Every figure of the backtest; the benchmark has the headline ones.">
      <DataTable label="Metrics" columns={columns} data={METRIC_GLOSSARY} getRowId={(m) => m.key} />
    </Card>
  );
}
