"use client";
// The banner of a draft portfolio or screener (one an AI assistant or an API key made, reached through
// its openUrl): "Drafted by <folder> · expires <date>" and three actions. It shows nothing for saved
// and public records, so a page can always render it.
//
//   <DraftBanner kind="screener" record={record} editTarget="screener-editor"
//     beforeSave={writeEdits} backtest={<Button onClick={run}>Run</Button>} onSaved={...} />
//
// - Save to Lodestar: save_to_lodestar (not a research call). `beforeSave` runs first, so the builder's
//   unsaved edits are written (edit_*) and the saved record holds them; if it throws, the save stops
//   and the error's message shows as a toast.
// - Backtest: the page's own control (a slot), as a portfolio backtests and a screener runs.
// - Edit: scrolls to the element with id `editTarget` and focuses its first field.
// The record's title, state and other actions live in RecordHeader; this banner is the draft's part.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Bot, PencilLine, Save } from "lucide-react";
import type { RecordView } from "@/components/catalogue/types";
import { errorBodyOf } from "@/components/providers/errorBody";
import { useTRPC } from "@/components/providers/TRPCProvider";
import { Button } from "@/components/ui/Button";
import { formatDate } from "@/components/ui/format";
import { toast } from "@/components/ui/Toaster";

export type RecordKind = "portfolio" | "screener";

interface Props {
  kind: RecordKind;
  record: Pick<RecordView, "id" | "state" | "draft">;
  /** The id of the editor's element that Edit scrolls to and focuses. */
  editTarget: string;
  /** Writes what the person changed before saving; a throw stops the save. */
  beforeSave?(): Promise<unknown>;
  /** The page's Backtest (or, for a screener, Run) control. */
  backtest?: React.ReactNode;
  onSaved?(): void;
}

/** The record queries a save changes: the record itself and the lists it appears in. */
function useRefreshRecord(kind: RecordKind) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const filters =
    kind === "portfolio"
      ? [trpc.web.get_portfolio, trpc.get_portfolio, trpc.web.list_portfolios, trpc.list_portfolios]
      : [trpc.web.get_screener, trpc.get_screener, trpc.web.list_screeners, trpc.list_screeners];
  return () => Promise.all(filters.map((p) => queryClient.invalidateQueries(p.pathFilter())));
}

/** Scrolls the editor into view and puts the cursor in its first field. */
function focusEditor(id: string) {
  const editor = document.getElementById(id);
  if (!editor) return;
  editor.scrollIntoView({ behavior: "smooth", block: "start" });
  const first = editor.querySelector<HTMLElement>(
    "input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])",
  );
  (first ?? editor).focus({ preventScroll: true });
}

export function DraftBanner({ kind, record, editTarget, beforeSave, backtest, onSaved }: Props) {
  const trpc = useTRPC();
  const refresh = useRefreshRecord(kind);
  const save = useMutation(trpc.save_to_lodestar.mutationOptions());
  if (record.state !== "draft" || !record.draft) return null;

  const saveNow = async () => {
    try {
      await beforeSave?.();
    } catch (error) {
      toast.error(errorBodyOf(error).message, {
        description: "Your changes were not written; nothing was saved.",
      });
      return;
    }
    save.mutate(kind === "portfolio" ? { portfolioId: record.id } : { screenerId: record.id }, {
      onSuccess: async (reply) => {
        const { name, folder } = reply.data.result.record;
        toast(`Saved “${name}” in ${folder}`, { description: "It no longer expires." });
        await refresh();
        onSaved?.();
      },
      onError: (error) => toast.error(errorBodyOf(error).message),
    });
  };

  return (
    <section
      aria-label="Draft"
      className="flex flex-col gap-3 rounded-xl border border-warn/40 bg-warn-soft p-4 lg:flex-row lg:items-center lg:justify-between"
    >
      <div className="flex min-w-0 items-start gap-3">
        <Bot className="mt-0.5 size-5 shrink-0 text-warn" aria-hidden />
        <div className="min-w-0">
          <p className="font-medium">
            Drafted by <span className="break-words">{record.draft.folder}</span> · expires{" "}
            <time dateTime={record.draft.expiresAt}>{formatDate(record.draft.expiresAt)}</time>
          </p>
          <p className="text-sm text-muted">
            A draft is deleted 30 days after its last use. Save it to keep it in your {kind}s.
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 lg:shrink-0">
        <Button icon={<Save />} onClick={() => void saveNow()} loading={save.isPending}>
          Save to Lodestar
        </Button>
        {backtest}
        <Button variant="ghost" icon={<PencilLine />} onClick={() => focusEditor(editTarget)}>
          Edit
        </Button>
      </div>
    </section>
  );
}
