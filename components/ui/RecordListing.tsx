"use client";
// One list_portfolios / list_screeners call shown as a record table, with the server's error if refused.
import { skipToken, useQuery } from "@tanstack/react-query";
import type { RecordView } from "@/components/catalogue/types";
import { useTRPC } from "@/components/providers/TRPCProvider";
import type { Inputs } from "@/components/providers/operations";
import { ErrorNote } from "@/components/ui/ErrorNote";
import { RecordTable } from "@/components/ui/RecordTable";

interface Props {
  kind: "portfolios" | "screeners";
  /** The two listings take the same filters and paging. */
  input: Inputs["list_portfolios"] & Inputs["list_screeners"];
  label: string;
  action?: (record: RecordView) => React.ReactNode;
}

export function RecordListing({ kind, input, label, action }: Props) {
  const trpc = useTRPC();
  // One procedure per kind: the other query is skipped.
  const portfolios = useQuery(trpc.list_portfolios.queryOptions(kind === "portfolios" ? input : skipToken));
  const screeners = useQuery(trpc.list_screeners.queryOptions(kind === "screeners" ? input : skipToken));
  const list = kind === "portfolios" ? portfolios : screeners;
  if (list.error) return <ErrorNote error={list.error} />;
  if (!list.data) return <p className="muted">Loading…</p>;
  const result = list.data.data.result;
  const records: RecordView[] = "portfolios" in result ? result.portfolios : result.screeners;
  return (
    <>
      <RecordTable records={records} kind={kind} label={label} action={action} />
      {result.total > records.length && (
        <p className="muted">
          Showing {records.length} of {result.total}.
        </p>
      )}
    </>
  );
}
