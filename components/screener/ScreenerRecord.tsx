"use client";
// One screener opened by id (web.get_screener, a page read; for a draft, a use): the builder, prefilled,
// under the record's head (components/screener/ScreenerBuilder.tsx). The page has already answered
// not-found for a screener the person cannot read (app/requireRecord.ts).
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/TRPCProvider";
import { Loading, Skeleton } from "@/components/ui/Skeleton";
import { CallError } from "@/components/ui/CallError";
import type { Coverage } from "@/components/screener/coverage";
import { ScreenerBuilder } from "@/components/screener/ScreenerBuilder";
import type { FacetTable } from "@/components/screener/UniverseEditor";

interface Props {
  id: string;
  facets: FacetTable;
  coverage: Coverage;
}

export function ScreenerRecord({ id, facets, coverage }: Props) {
  const trpc = useTRPC();
  const record = useQuery(trpc.web.get_screener.queryOptions({ screenerId: id }));
  // Bumped by "Reload theirs": the builder starts again from the record as saved now.
  const [opened, setOpened] = useState(0);
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
  // Keyed by the record, so a refetch (after saving) does not reset what the person is editing.
  const reload = () => void record.refetch().then(() => setOpened((n) => n + 1));
  return (
    <ScreenerBuilder
      key={`${s.id}/${opened}`}
      facets={facets}
      coverage={coverage}
      record={s}
      onReload={reload}
    />
  );
}
