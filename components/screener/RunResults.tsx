"use client";
// A run's answer: how many match as of which day, what the universe held and each row kept, the
// service's notes in words, then the matches in a sortable table with each row's value in its unit,
// and the same table as CSV.
import { Download, SearchX } from "lucide-react";
import type { ColumnDef } from "@tanstack/react-table";
import type { Outputs } from "@/components/providers/operations";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { DataTable } from "@/components/ui/DataTable";
import { EmptyState } from "@/components/ui/EmptyState";
import { formatDate, formatNumber } from "@/components/ui/format";
import { csvFileName, matchesCsv } from "@/components/screener/csv";
import { Problems } from "@/components/screener/Problems";
import { formatValue } from "@/components/screener/units";
import { plainSortButtons } from "@/components/screener/tableStyle";
import { useRowSubjects } from "@/components/screener/useRowSubjects";

type Run = Outputs["run_screener"];
type Match = Run["data"]["result"]["matches"][number];

interface Props {
  envelope: Run;
  rows: { filter: string; inputs?: Record<string, number | undefined> }[];
  name: string;
  /** The day the person asked for, when they picked one. */
  asked?: string;
}

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}

export function RunResults({ envelope, rows, name, asked }: Props) {
  const r = envelope.data.result;
  const subjects = useRowSubjects(rows);
  const ranked = r.matches.some((m) => m.rank !== null);
  const valueColumns: ColumnDef<Match, number | null>[] = r.rows.map((row, i) => ({
    id: `row${row.row}`,
    header: subjects[i],
    accessorFn: (m) => m.values[i],
    cell: (c) => formatValue(c.getValue(), row.unit),
    sortUndefined: "last",
    meta: { numeric: true },
  }));
  const columns: ColumnDef<Match, unknown>[] = [
    ...(ranked
      ? [{ id: "rank", header: "Rank", accessorFn: (m: Match) => m.rank, meta: { numeric: true } }]
      : []),
    {
      id: "ticker",
      header: "Ticker",
      accessorKey: "ticker",
      cell: (c) => <strong>{String(c.getValue())}</strong>,
    },
    { id: "name", header: "Name", accessorKey: "name" },
    ...(valueColumns as ColumnDef<Match, unknown>[]),
  ];
  const csv = () =>
    download(
      matchesCsv(
        r.rows.map((row, i) => ({ header: subjects[i], unit: row.unit })),
        r.matches,
        ranked,
      ),
      csvFileName(name, r.asOf),
    );
  const count = `${formatNumber(r.total, 0)} of ${formatNumber(r.universeSize, 0)}`;
  return (
    <Card
      title={`${count} match as of ${formatDate(r.asOf)}`}
      description={[
        `Universe ${formatNumber(r.universeSize, 0)}`,
        ...r.rows.map((row) => `row ${row.row} kept ${row.kept}`),
      ].join(" → ")}
      actions={
        <Button variant="secondary" icon={<Download />} onClick={csv} disabled={r.matches.length === 0}>
          Download CSV
        </Button>
      }
      aria-live="polite"
    >
      {asked && asked !== r.asOf && (
        <p className="mb-2 text-sm text-muted">
          {formatDate(asked)} is not a trading day in the data: the screen ran on the day before it.
        </p>
      )}
      <Problems warnings={r.warnings} className="mb-3" />
      <DataTable
        label="Matches"
        className={plainSortButtons}
        columns={columns}
        data={r.matches}
        getRowId={(m) => m.ticker}
        empty={
          <EmptyState icon={<SearchX />} title="Nothing matches on this day">
            Loosen a row (a lower threshold, more matches kept) or pick another date.
          </EmptyState>
        }
      />
      {r.total > r.matches.length && (
        <p className="mt-2 text-sm text-muted">
          Showing the first {formatNumber(r.matches.length, 0)} of {formatNumber(r.total, 0)} matches.
        </p>
      )}
    </Card>
  );
}
