"use client";
// One list_portfolios / list_screeners call shown as a record table, with the server's error if refused.
import type { RecordView } from "@/components/catalogue/types";
import { useOperationQuery } from "@/components/providers/operations";
import { ErrorNote } from "@/components/ui/ErrorNote";
import { RecordTable } from "@/components/ui/RecordTable";

type Kind = "portfolios" | "screeners";
type Listing = Partial<Record<Kind, RecordView[]>> & { total: number };

interface Props {
  kind: Kind;
  input: Record<string, unknown>;
  label: string;
  action?: (record: RecordView) => React.ReactNode;
}

export function RecordListing({ kind, input, label, action }: Props) {
  const list = useOperationQuery<Listing>(`list_${kind}`, input);
  if (list.error) return <ErrorNote error={list.error} />;
  if (!list.data) return <p className="muted">Loading…</p>;
  const records = list.data.data.result[kind] ?? [];
  return (
    <>
      <RecordTable records={records} kind={kind} label={label} action={action} />
      {list.data.data.result.total > records.length && <p className="muted">Showing {records.length} of {list.data.data.result.total}.</p>}
    </>
  );
}
