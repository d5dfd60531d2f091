"use client";
// Every variant of a sweep as a sortable table, ranked by the chosen metric (failed ones last, with
// their reason): the axis values in words, the headline metrics, and Open, which runs that variant as a
// backtest. It is the whole grid for three axes, and the list behind the heatmap or line for fewer.
import type { ColumnDef } from "@tanstack/react-table";
import { ExternalLink } from "lucide-react";
import { valueWords, variantWords } from "@/components/research/axisValues";
import { RANK_BY, formatMetric, type RankMetric } from "@/components/research/metrics";
import type { SweepAxis, SweepCell } from "@/components/research/types";
import { Button } from "@/components/ui/Button";
import { DataTable } from "@/components/ui/DataTable";

interface Props {
  axes: SweepAxis[];
  cells: SweepCell[];
  metric: RankMetric;
  best: number | null;
  opening: number | null;
  onOpen(index: number): void;
}

export function VariantsTable({ axes, cells, metric, best, opening, onOpen }: Props) {
  const ranked = [...cells].sort((a, b) => score(b, metric) - score(a, metric));
  const shown = [
    metric,
    ...RANK_BY.filter((m) => m.key !== metric.key && ["cagr", "maxDrawdown"].includes(m.key)),
  ];
  const columns: ColumnDef<SweepCell, unknown>[] = [
    {
      // One column for the variant (the values carry their units), so a phone still shows the metric.
      id: "variant",
      header: "Variant",
      accessorFn: (c) => c.index,
      cell: (c) => (
        <span>
          {c.row.original.values.map((v, i) => (
            <span key={i} className="whitespace-nowrap">
              {i > 0 && " · "}
              {valueWords(axes[i], v)}
            </span>
          ))}
          {c.row.original.index === best && <strong className="ml-1 text-accent">· best</strong>}
        </span>
      ),
    },
    ...shown.map((m, i): ColumnDef<SweepCell, unknown> => ({
      id: m.key,
      header: m.label,
      accessorFn: (c) => c.metrics?.[m.key] ?? null,
      cell: (c) =>
        c.row.original.state === "failed" ? (
          i === 0 ? (
            <span className="text-bad">Failed: {c.row.original.reason}</span>
          ) : (
            ""
          )
        ) : (
          formatMetric(m, c.getValue() as number)
        ),
      meta: { numeric: true, wide: i > 0 },
    })),
    {
      id: "open",
      // In words, not screen-reader-only: an absolutely placed label would leave the table's scroll frame.
      header: "Backtest",
      cell: (c) =>
        c.row.original.state === "done" && (
          <Button
            variant="ghost"
            size="sm"
            icon={<ExternalLink aria-hidden />}
            loading={opening === c.row.original.index}
            onClick={() => onOpen(c.row.original.index)}
            aria-label={`Open ${variantWords(axes, c.row.original.values)} as a backtest`}
          >
            Open
          </Button>
        ),
      enableSorting: false,
    },
  ];
  return (
    <DataTable
      label="All variants, best first"
      columns={columns}
      data={ranked}
      getRowId={(c) => String(c.index)}
      className="max-h-[28rem] overflow-y-auto"
    />
  );
}

/** Higher is better; a failed cell ranks last. */
const score = (c: SweepCell, m: RankMetric) => {
  const x = c.metrics?.[m.key];
  return x === null || x === undefined ? -Infinity : x * m.better;
};
