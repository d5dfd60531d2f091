"use client";
// The one save of a draft (a record an AI assistant or an API key made): writes the builder's unsaved
// edits first (`writeEdits`, edit_*), then save_to_lodestar makes the record the person's, so it no
// longer expires. Neither is a research call. If writing the edits fails, nothing is saved and the
// error's message shows as a toast.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorBodyOf } from "@/components/providers/errorBody";
import { useTRPC } from "@/components/providers/TRPCProvider";
import { toast } from "@/components/ui/Toaster";
import type { RecordKind } from "@/components/records/DraftBanner";

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

export function useSaveToLodestar(
  kind: RecordKind,
  recordId: string | null,
  writeEdits: () => Promise<unknown>,
) {
  const trpc = useTRPC();
  const refresh = useRefreshRecord(kind);
  const save = useMutation(trpc.save_to_lodestar.mutationOptions());

  const run = async () => {
    if (!recordId) return;
    try {
      await writeEdits();
    } catch (error) {
      toast.error(errorBodyOf(error).message, {
        description: "Your changes were not written; nothing was saved.",
      });
      return;
    }
    save.mutate(kind === "portfolio" ? { portfolioId: recordId } : { screenerId: recordId }, {
      onSuccess: async (reply) => {
        const { name, folder } = reply.data.result.record;
        toast(`Saved “${name}” in ${folder}`, { description: "It no longer expires." });
        await refresh();
      },
      onError: (error) => toast.error(errorBodyOf(error).message),
    });
  };
  return { run, pending: save.isPending };
}
