"use client";
// A record kind's landing page (strategies, screeners): the title with a New button, the person's records
// as a sortable table (name, the kind's own columns, state, last change) and the service's public ones as
// cards, each opening in the builder. Both lists are web reads, not research calls.
import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { Plus } from "lucide-react";
import { StateBadge, type BadgeState } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { DataTable } from "@/components/ui/DataTable";
import { EmptyState } from "@/components/ui/EmptyState";
import { formatDate } from "@/components/ui/format";
import { Loading, Skeleton } from "@/components/ui/Skeleton";
import { CallError } from "@/components/ui/CallError";
import { plainSortButtons } from "@/components/screener/tableStyle";

/** What both listings return per record. */
export interface ListedRecord {
  id: string;
  name: string;
  description: string | null;
  state: BadgeState;
  draft: { folder: string; expiresAt: string } | null;
  updatedAt: string;
}

interface Listing<R> {
  data?: R[];
  error: unknown;
}

interface Props<R extends ListedRecord> {
  /** The records' path segment: /portfolios/<id> or /screeners/<id>. */
  kind: "portfolios" | "screeners";
  title: string;
  intro: string;
  newLabel: string;
  /** The heading (and table label) of the person's records, and of the public ones. */
  yours: string;
  publicOnes: string;
  empty: { icon: React.ReactNode; title: string; text: string };
  /** The kind's own columns, between the name and the state. */
  columns: ColumnDef<R, unknown>[];
  /** A public record's card ends with this line. */
  footer: (record: R) => React.ReactNode;
  mine: Listing<R>;
  examples: Listing<R>;
}

function Placeholder({ label }: { label: string }) {
  return (
    <Loading label={label}>
      <Skeleton className="h-40 w-full" />
    </Loading>
  );
}

function columnsOf<R extends ListedRecord>(kind: Props<R>["kind"], own: ColumnDef<R, unknown>[]) {
  const head: ColumnDef<R, unknown> = {
    id: "name",
    header: "Name",
    accessorKey: "name",
    cell: ({ row }) => (
      <span className="block min-w-48">
        <Link href={`/${kind}/${row.original.id}`} className="font-medium">
          {row.original.name}
        </Link>
        {row.original.description && (
          <span className="block text-xs text-muted">{row.original.description}</span>
        )}
      </span>
    ),
  };
  const tail: ColumnDef<R, unknown>[] = [
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
  return [head, ...own, ...tail];
}

export function RecordsPage<R extends ListedRecord>(props: Props<R>) {
  const { kind, mine, examples, empty } = props;
  const newButton = (
    <Button asChild icon={<Plus />}>
      <Link href={`/${kind}/new`}>{props.newLabel}</Link>
    </Button>
  );
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-2xl sm:text-3xl">{props.title}</h1>
          <p className="mt-1 text-muted">{props.intro}</p>
        </div>
        {newButton}
      </div>
      <Card title={props.yours}>
        <CallError error={mine.error} />
        {mine.data ? (
          <DataTable
            label={props.yours}
            columns={columnsOf(kind, props.columns)}
            data={mine.data}
            getRowId={(r) => r.id}
            className={plainSortButtons}
            empty={
              <EmptyState icon={empty.icon} title={empty.title} action={newButton}>
                {empty.text}
              </EmptyState>
            }
          />
        ) : (
          !mine.error && <Placeholder label={`Loading ${props.yours.toLowerCase()}`} />
        )}
      </Card>
      <section aria-labelledby="public-records" className="flex flex-col gap-3">
        <h2 id="public-records" className="text-lg">
          {props.publicOnes}
        </h2>
        <CallError error={examples.error} />
        {!examples.data && !examples.error && (
          <Placeholder label={`Loading ${props.publicOnes.toLowerCase()}`} />
        )}
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {examples.data?.map((r) => (
            <li key={r.id} className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
              <Link href={`/${kind}/${r.id}`} className="font-medium">
                {r.name}
              </Link>
              {r.description && <p className="text-sm text-muted">{r.description}</p>}
              <p className="mt-auto text-xs text-muted">{props.footer(r)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
