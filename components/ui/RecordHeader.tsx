"use client";
// The head of one portfolio or screener page: name, description, state and, for a draft, its folder
// and expiry, with "Save to Lodestar" (save_to_lodestar) for a draft beside the record's own actions.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RecordView } from "@/components/catalogue/types";
import { useTRPC } from "@/components/providers/TRPCProvider";
import { ErrorNote } from "@/components/ui/ErrorNote";

interface Props {
  kind: "portfolio" | "screener";
  record: RecordView;
  /** The record's own actions (Backtest, Run), after the Save button; a block, as they show errors. */
  children?: React.ReactNode;
}

export function RecordHeader({ kind, record, children }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Saving changes the record's state and the listing it appears in.
  const stale =
    kind === "portfolio"
      ? [trpc.get_portfolio.pathFilter(), trpc.list_portfolios.pathFilter()]
      : [trpc.get_screener.pathFilter(), trpc.list_screeners.pathFilter()];
  const refresh = () => Promise.all(stale.map((filter) => queryClient.invalidateQueries(filter)));
  const save = useMutation(trpc.save_to_lodestar.mutationOptions({ onSuccess: refresh }));
  const saveNow = () =>
    save.mutate(kind === "portfolio" ? { portfolioId: record.id } : { screenerId: record.id });
  return (
    <section className="card">
      <h1>{record.name}</h1>
      {record.description && <p>{record.description}</p>}
      <p className="muted">
        State: <strong>{record.state}</strong>
        {record.draft && (
          <>
            {" "}
            · draft in folder “{record.draft.folder}”, deleted {record.draft.expiresAt.slice(0, 10)} unless
            used or saved
          </>
        )}
      </p>
      <div>
        {record.state === "draft" && (
          <button type="button" onClick={saveNow} disabled={save.isPending}>
            Save to Lodestar
          </button>
        )}{" "}
        {children}
      </div>
      {save.data && <p className="ok">{save.data.data.summary}</p>}
      <ErrorNote error={save.error} />
    </section>
  );
}
