"use client";
// One screener opened by id (get_screener, a page read; for a draft, a use): the record's head (state,
// draft folder and expiry, Save to Lodestar) above the builder, prefilled with its definition.
import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/TRPCProvider";
import { Loading, Skeleton } from "@/components/ui/Skeleton";
import { RecordHeader } from "@/components/ui/RecordHeader";
import { CallError } from "@/components/screener/CallError";
import type { Coverage } from "@/components/screener/coverage";
import { draftFromStored } from "@/components/screener/draft";
import { ScreenerBuilder } from "@/components/screener/ScreenerBuilder";
import type { FacetTable } from "@/components/screener/UniverseEditor";

interface Props {
  id: string;
  facets: FacetTable;
  coverage: Coverage;
}

/** RecordHeader refreshes the counted get_screener after Save to Lodestar; this page reads the web one. */
function useRefreshAfterSaveToLodestar() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useEffect(() => {
    const saveKey = JSON.stringify(trpc.save_to_lodestar.mutationKey());
    return queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "success") return;
      if (JSON.stringify(event.mutation.options.mutationKey) !== saveKey) return;
      void queryClient.invalidateQueries(trpc.web.get_screener.pathFilter());
    });
  }, [queryClient, trpc]);
}

export function ScreenerRecord({ id, facets, coverage }: Props) {
  const trpc = useTRPC();
  const record = useQuery(trpc.web.get_screener.queryOptions({ screenerId: id }));
  useRefreshAfterSaveToLodestar();
  if (record.error) return <CallError error={record.error} />;
  if (!record.data) {
    return (
      <Loading label="Loading the screener" className="flex flex-col gap-4">
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-96 w-full" />
      </Loading>
    );
  }
  const s = record.data.data.result.screener;
  return (
    <div className="flex flex-col gap-6">
      <RecordHeader kind="screener" record={s} />
      {/* Keyed by the record, so a refetch (after saving) does not reset what the person is editing. */}
      <ScreenerBuilder
        key={s.id}
        facets={facets}
        coverage={coverage}
        record={{ id: s.id, state: s.state }}
        initial={draftFromStored(s)}
      />
    </div>
  );
}
