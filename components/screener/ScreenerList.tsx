"use client";
// The screeners page: the person's screeners as a sortable table (name, universe, rows, state, last
// change) and the service's examples as cards, each opening in the builder. Page reads, not counted.
import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { Filter, Plus } from "lucide-react";
import type { Outputs } from "@/components/providers/operations";
import { useTRPC } from "@/components/providers/TRPCProvider";
import { StateBadge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { DataTable } from "@/components/ui/DataTable";
import { EmptyState } from "@/components/ui/EmptyState";
import { formatDate } from "@/components/ui/format";
import { Loading, Skeleton } from "@/components/ui/Skeleton";
import { CallError } from "@/components/screener/CallError";
import { plainSortButtons } from "@/components/screener/tableStyle";
import { ASSET_TYPE_NAMES } from "@/components/screener/words";

type Listed = Outputs["web"]["list_screeners"]["data"]["result"]["screeners"][number];

const rows = (n: number) => `${n} ${n === 1 ? "row" : "rows"}`;

const columns: ColumnDef<Listed, unknown>[] = [
  {
    id: "name",
    header: "Name",
    accessorKey: "name",
    cell: ({ row }) => (
      <span className="block min-w-48">
        <Link href={`/screeners/${row.original.id}`} className="font-medium">
          {row.original.name}
        </Link>
        {row.original.description && (
          <span className="block text-xs text-muted">{row.original.description}</span>
        )}
      </span>
    ),
  },
  { id: "universe", header: "Universe", accessorFn: (s) => ASSET_TYPE_NAMES[s.assetType] },
  { id: "rows", header: "Rows", accessorKey: "rowCount", meta: { numeric: true } },
  {
    id: "state",
    header: "State",
    accessorKey: "state",
    cell: ({ row }) => (
      <span className="flex flex-col items-start gap-0.5">
        <StateBadge state={row.original.state} />
        {row.original.draft && (
          <span className="whitespace-nowrap text-xs text-muted">
            until {formatDate(row.original.draft.expiresAt)}
          </span>
        )}
      </span>
    ),
  },
  {
    id: "updated",
    header: "Changed",
    accessorKey: "updatedAt",
    cell: (c) => formatDate(String(c.getValue())),
  },
];

function Placeholder({ label }: { label: string }) {
  return (
    <Loading label={label}>
      <Skeleton className="h-40 w-full" />
    </Loading>
  );
}

export function ScreenerList() {
  const trpc = useTRPC();
  const mine = useQuery(trpc.web.list_screeners.queryOptions({ limit: 100 }));
  const examples = useQuery(trpc.web.list_screeners.queryOptions({ state: "public", limit: 100 }));
  const newButton = (
    <Button asChild icon={<Plus />}>
      <Link href="/screeners/new">New screener</Link>
    </Button>
  );
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-2xl sm:text-3xl">Screeners</h1>
          <p className="mt-1 text-muted">
            Filter stocks and ETFs by returns, valuation, volatility and more, as of any day in the data, then
            use a screener to pick what a strategy buys.
          </p>
        </div>
        {newButton}
      </div>
      <Card title="Your screeners">
        <CallError error={mine.error} />
        {mine.data ? (
          <DataTable
            label="Your screeners"
            columns={columns}
            data={mine.data.data.result.screeners}
            getRowId={(s) => s.id}
            className={plainSortButtons}
            empty={
              <EmptyState icon={<Filter />} title="No screeners yet" action={newButton}>
                Build one from rows such as “12-month return is in the highest 50”, or open an example below.
              </EmptyState>
            }
          />
        ) : (
          !mine.error && <Placeholder label="Loading your screeners" />
        )}
      </Card>
      <section aria-labelledby="examples" className="flex flex-col gap-3">
        <h2 id="examples" className="text-lg">
          Examples
        </h2>
        <CallError error={examples.error} />
        {!examples.data && !examples.error && <Placeholder label="Loading the examples" />}
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {examples.data?.data.result.screeners.map((s) => (
            <li key={s.id} className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
              <Link href={`/screeners/${s.id}`} className="font-medium">
                {s.name}
              </Link>
              {s.description && <p className="text-sm text-muted">{s.description}</p>}
              <p className="mt-auto text-xs text-muted">
                {ASSET_TYPE_NAMES[s.assetType]} · {rows(s.rowCount)}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
