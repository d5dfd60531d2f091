"use client";
// Writing the builder's strategy: a new one is created (create_portfolio; from the web app it is saved
// at once, not a draft), an own one replaced whole (edit_portfolio with the full definition); a public
// one cannot be changed (Make a copy). Each resolves to the id that now holds the builder's state;
// `dirty` says whether the builder differs from what was last written. Neither is a research call. An
// edit is made against the version the builder opened (useRecordVersion.ts): if someone saved the
// strategy since, it is refused and `versions.conflict` says so.
import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/TRPCProvider";
import type { Outputs } from "@/components/providers/operations";
import type { DefinitionRequest } from "@/components/strategy/draft";
import { useRecordVersion } from "@/components/records/useRecordVersion";

/** A stored strategy as get_portfolio returns it. */
export type PortfolioRecordView = Outputs["web"]["get_portfolio"]["data"]["result"]["portfolio"];

export function useStrategySave(
  record: Pick<PortfolioRecordView, "id" | "state" | "version"> | null,
  definition: DefinitionRequest,
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const key = JSON.stringify(definition);
  const [baseline, setBaseline] = useState(record ? key : null);
  const refresh = () =>
    Promise.all(
      [
        trpc.web.list_portfolios.pathFilter(),
        trpc.list_portfolios.pathFilter(),
        trpc.web.get_portfolio.pathFilter(),
        trpc.get_portfolio.pathFilter(),
      ].map((filter) => queryClient.invalidateQueries(filter)),
    );
  const create = useMutation(trpc.create_portfolio.mutationOptions({ onSuccess: refresh }));
  const edit = useMutation(trpc.edit_portfolio.mutationOptions({ onSuccess: refresh }));
  const own = record !== null && record.state !== "public";
  const versions = useRecordVersion(record?.version ?? null);

  /** Writes the builder's state if it changed, and answers the id that holds it. */
  async function save(): Promise<{ id: string; created: boolean }> {
    if (record && baseline === key) return { id: record.id, created: false };
    if (own) {
      await versions.edit(
        (expectedVersion) => edit.mutateAsync({ portfolioId: record.id, definition, expectedVersion }),
        (reply) => reply.data.result.portfolio.version,
      );
      setBaseline(key);
      return { id: record.id, created: false };
    }
    const made = await create.mutateAsync({ definition });
    setBaseline(key);
    return { id: made.data.result.portfolio.id, created: true };
  }

  const writer = own ? edit : create;
  return { save, dirty: baseline !== key, pending: writer.isPending, error: writer.error, own, versions };
}
