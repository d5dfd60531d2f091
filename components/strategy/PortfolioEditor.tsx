"use client";
// One strategy opened by id (web.get_portfolio, a page read; for a draft, a use): the builder,
// prefilled, under the record's head. The page has already answered not-found for a strategy the
// person cannot read (app/requireRecord.ts).
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/TRPCProvider";
import { CallError } from "@/components/ui/CallError";
import { StrategyBuilder } from "@/components/strategy/StrategyBuilder";
import { Loading, Skeleton } from "@/components/ui/Skeleton";

export function PortfolioEditor({ id }: { id: string }) {
  const trpc = useTRPC();
  const record = useQuery(trpc.web.get_portfolio.queryOptions({ portfolioId: id }));
  // Bumped by "Reload theirs": the builder starts again from the record as saved now.
  const [opened, setOpened] = useState(0);
  if (record.error) return <CallError error={record.error} />;
  if (!record.data) {
    return (
      <Loading label="Loading the strategy" className="flex flex-col gap-4">
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-96 w-full" />
      </Loading>
    );
  }
  const p = record.data.data.result.portfolio;
  // Keyed by the record, so a refetch (after saving) does not reset what the person is editing.
  const reload = () => void record.refetch().then(() => setOpened((n) => n + 1));
  return <StrategyBuilder key={`${p.id}/${opened}`} record={p} onReload={reload} />;
}
