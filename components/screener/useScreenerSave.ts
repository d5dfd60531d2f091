"use client";
// Writing the builder's screener: a new one is created (create_screener; from the web app it is saved
// at once), an own one replaced whole (edit_screener with the full definition, name and description),
// and a public one, which cannot be edited, copied. Each resolves to the id of the screener that now
// holds the builder's state; `dirty` says whether the builder differs from what it opened with or last
// wrote (a new, untouched builder is not dirty). An edit is made against the version the builder
// opened (useRecordVersion.ts): if someone saved the screener since, it is refused and
// `versions.conflict` says so.
import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/TRPCProvider";
import type { Outputs } from "@/components/providers/operations";
import type { screenerBody } from "@/components/screener/draft";
import { useRecordVersion } from "@/components/records/useRecordVersion";

type Body = ReturnType<typeof screenerBody>;

/** A screener as get_screener returns it. */
export type ScreenerRecordView = Outputs["web"]["get_screener"]["data"]["result"]["screener"];

export function useScreenerSave(
  record: Pick<ScreenerRecordView, "id" | "state" | "version"> | null,
  body: Body,
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const key = JSON.stringify(body);
  const [baseline, setBaseline] = useState(key);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.web.list_screeners.pathFilter()),
      queryClient.invalidateQueries(trpc.list_screeners.pathFilter()),
      queryClient.invalidateQueries(trpc.web.get_screener.pathFilter()),
    ]);
  const create = useMutation(trpc.create_screener.mutationOptions({ onSuccess: refresh }));
  const edit = useMutation(trpc.edit_screener.mutationOptions({ onSuccess: refresh }));
  const own = record !== null && record.state !== "public";
  const versions = useRecordVersion(record?.version ?? null);

  /** Writes the builder's state if it changed, and answers the id that holds it. */
  async function save(): Promise<{ id: string; created: boolean }> {
    if (record && baseline === key) return { id: record.id, created: false };
    if (own) {
      const { universe, rows, name, description } = body;
      await versions.edit(
        (expectedVersion) =>
          edit.mutateAsync({
            screenerId: record.id,
            definition: { universe, rows },
            ...(name ? { name } : {}),
            description: description ?? null,
            expectedVersion,
          }),
        (reply) => reply.data.result.screener.version,
      );
      setBaseline(key);
      return { id: record.id, created: false };
    }
    const made = await create.mutateAsync(body);
    setBaseline(key);
    return { id: made.data.result.screener.id, created: true };
  }

  const writer = own ? edit : create;
  return { save, dirty: baseline !== key, pending: writer.isPending, error: writer.error, versions };
}
