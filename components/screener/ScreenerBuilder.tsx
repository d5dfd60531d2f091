"use client";
// The screener builder, new (/screeners/new) or prefilled from a record (/screeners/<id>): the universe,
// the ordered rows read as sentences, and a side panel that checks as the person edits
// (validate_screener, a page read), runs as of a date (run_screener), saves and starts a strategy with
// this screener as its entry screener. The service alone decides what is acceptable. A record opens
// under its head: a draft's banner (its one save, Save to Lodestar, writes the edits first), the name and
// state, and "Make a copy" for a public one, which cannot be changed. Leaving with unsaved changes asks
// first; a save refused because the screener changed elsewhere opens ConflictDialog.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ListFilter, Plus } from "lucide-react";
import { useQueryOnAction } from "@/components/providers/operations";
import { useTRPC, useTRPCClient } from "@/components/providers/TRPCProvider";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { EmptyState } from "@/components/ui/EmptyState";
import { Field } from "@/components/ui/Field";
import { Input } from "@/components/ui/Input";
import { RecordHeader } from "@/components/ui/RecordHeader";
import { PHONE_BAR_ROOM } from "@/components/ui/PhoneActionBar";
import { cn } from "@/components/ui/cn";
import { toast } from "@/components/ui/Toaster";
import { ConflictDialog } from "@/components/records/ConflictDialog";
import { DraftBanner } from "@/components/records/DraftBanner";
import { useSaveToLodestar } from "@/components/records/useSaveToLodestar";
import { MakeCopyButton } from "@/components/records/MakeCopyButton";
import { UnsavedChangesDialog } from "@/components/records/UnsavedChangesDialog";
import { useUnsavedGuard } from "@/components/records/useUnsavedGuard";
import { CallError } from "@/components/ui/CallError";
import type { Coverage } from "@/components/screener/coverage";
import {
  draftFromStored,
  emptyDraft,
  screenerBody,
  type RowDraft,
  type ScreenerDraft,
} from "@/components/screener/draft";
import { RowEditor } from "@/components/screener/RowEditor";
import { RunResults } from "@/components/screener/RunResults";
import { SidePanel } from "@/components/screener/SidePanel";
import { UniverseEditor, type FacetTable } from "@/components/screener/UniverseEditor";
import { useDebounced } from "@/components/hooks/useDebounced";
import { screenerChecks, screenerProblemWords } from "@/components/forms/problemWords";
import { useScreenerSave, type ScreenerRecordView } from "@/components/screener/useScreenerSave";

/** Where "Use in a strategy" goes: the strategy builder reads `entryScreener` to prefill its selection. */
export const strategyWith = (screenerId: string) => `/portfolios/new?entryScreener=${screenerId}`;

/** The element the draft banner's Edit scrolls to. */

interface Props {
  facets: FacetTable;
  coverage: Coverage;
  /** The record it opens (get_screener), or null for a new screener. */
  record: ScreenerRecordView | null;
  /** Opens the record again as it is saved now (after a conflict), dropping the edits here. */
  onReload?(): void;
}

export function ScreenerBuilder({ facets, coverage, record, onReload }: Props) {
  const [draft, setDraft] = useState<ScreenerDraft>(() => (record ? draftFromStored(record) : emptyDraft()));
  const [nextKey, setNextKey] = useState(() => draft.rows.length + 1);
  const [asOf, setAsOf] = useState("");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const body = screenerBody(draft);
  const writer = useScreenerSave(record, body);
  const guard = useUnsavedGuard(writer.dirty);
  const run = useQueryOnAction(useTRPCClient().run_screener);

  const checked = useDebounced(body);
  const check = useQuery(
    trpc.web.validate_screener.queryOptions(checked, { placeholderData: (previous) => previous }),
  );
  // The check's problems in people's words (components/forms/problemWords.ts). Rows without a filter are
  // not sent, so the check's row n is the n-th row that has one.
  const sent = draft.rows.filter((r) => r.filter !== null);
  const words = {
    body: checked as unknown as Record<string, unknown>,
    filterOf: (i: number) => {
      const id = (checked.rows[i] as { filter?: string } | undefined)?.filter;
      return id
        ? queryClient.getQueryData(trpc.web.describe_screen_filter.queryKey({ id }))?.data.result.filter
        : undefined;
    },
  };
  const warnings = (check.data?.data.result.warnings ?? []).map((w) => screenerProblemWords(w, words));
  const rowProblems = (key: number) => warnings.filter((w) => w.row !== null && sent[w.row - 1]?.key === key);
  // The builder's own checks: a name to find it by, a filter on every row.
  const unnamed = draft.name.trim() === "";
  const unfinished = sent.length < draft.rows.length;
  const blocked = {
    save: unnamed ? screenerChecks.noName : null,
    run: unfinished ? "Every row needs a filter first: pick one, or remove the row." : null,
  };

  const setRows = (rows: (rows: RowDraft[]) => RowDraft[]) => setDraft((d) => ({ ...d, rows: rows(d.rows) }));
  const addRow = () => {
    setRows((rows) => [...rows, { key: nextKey, filter: null, relation: null, target: null, inputs: {} }]);
    setNextKey((k) => k + 1);
  };
  const move = (key: number, by: -1 | 1) =>
    setRows((rows) => {
      const i = rows.findIndex((r) => r.key === key);
      const next = [...rows];
      [next[i], next[i + by]] = [next[i + by], next[i]];
      return next;
    });

  const runNow = () =>
    run.mutate({ universe: body.universe, rows: body.rows, limit: 500, ...(asOf ? { asOf } : {}) });
  const saveNow = async () => {
    const { id, created } = await writer.save();
    toast(created ? "Saved in your screeners" : "Changes saved");
    // Replace: the address of the new record takes the place of /screeners/new in the history.
    if (created) router.replace(`/screeners/${id}`);
  };
  const openStrategy = async () => router.push(strategyWith((await writer.save()).id));
  const isPublic = record?.state === "public";
  const copy = {
    kind: "screener" as const,
    screener: { ...body, name: body.name ?? record?.name ?? "Screener" },
  };
  // A draft has one save: it writes the edits and makes the record the person's (it stops expiring).
  const keep = useSaveToLodestar("screener", record?.id ?? null, writer.save);
  const isDraft = record?.state === "draft";

  return (
    <div className={cn("flex flex-col gap-6", PHONE_BAR_ROOM)}>
      {record && (
        <>
          <DraftBanner kind="screener" record={record} />
          <RecordHeader kind="screener" record={record}>
            {isPublic && <MakeCopyButton source={copy} />}
          </RecordHeader>
        </>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card title="About">
            <div className="grid gap-x-4 sm:grid-cols-2">
              <Field
                label="Name"
                hint="1 to 100 characters."
                error={unnamed && draft.rows.length > 0 ? screenerChecks.noName : undefined}
              >
                {(control) => (
                  <Input
                    {...control}
                    maxLength={100}
                    value={draft.name}
                    onChange={(e) => setDraft({ ...draft, name: e.target.value })}
                  />
                )}
              </Field>
              <Field label="Description" hint="Optional.">
                {(control) => (
                  <Input
                    {...control}
                    maxLength={1000}
                    value={draft.description}
                    onChange={(e) => setDraft({ ...draft, description: e.target.value })}
                  />
                )}
              </Field>
            </div>
          </Card>
          <Card title="Universe" description="What the rows screen.">
            <UniverseEditor
              table={facets}
              value={draft.universe}
              onChange={(universe) => setDraft({ ...draft, universe })}
            />
          </Card>
          <section aria-labelledby="rows-title" className="flex flex-col gap-3">
            <div>
              <h2 id="rows-title" className="text-lg">
                Rows
              </h2>
              <p className="text-sm text-muted">
                Each row keeps what passes it from what the rows above kept; “highest” and “lowest” rank only
                those.
              </p>
            </div>
            {draft.rows.length === 0 && (
              <EmptyState icon={<ListFilter />} title="No rows yet: it keeps the whole universe">
                Add a row to keep what passes a filter, such as a price above $10, or to rank, such as the 20
                highest 12-month returns.
              </EmptyState>
            )}
            <ol className="flex flex-col gap-3">
              {draft.rows.map((row, i) => (
                <RowEditor
                  key={row.key}
                  n={i + 1}
                  count={draft.rows.length}
                  row={row}
                  assetType={draft.universe.assetType}
                  problems={rowProblems(row.key)}
                  onChange={(r) => setRows((rows) => rows.map((x) => (x.key === row.key ? r : x)))}
                  onRemove={() => setRows((rows) => rows.filter((x) => x.key !== row.key))}
                  onMove={(by) => move(row.key, by)}
                />
              ))}
            </ol>
            <div>
              <Button variant="secondary" icon={<Plus />} onClick={addRow}>
                Add row
              </Button>
            </div>
          </section>
        </div>
        <SidePanel
          check={{ result: check.data?.data.result, error: check.error }}
          warnings={warnings.filter((w) => w.row === null)}
          coverage={coverage}
          assetType={draft.universe.assetType}
          asOf={asOf}
          onAsOf={setAsOf}
          onRun={runNow}
          blocked={blocked}
          running={run.isPending}
          save={
            isPublic
              ? null
              : {
                  label: isDraft ? "Save to Lodestar" : "Save",
                  run: () => void (isDraft ? keep.run() : saveNow()).catch(() => undefined),
                  pending: writer.pending || keep.pending,
                }
          }
          status={
            isPublic
              ? "An example of the service: nobody can change it. “Make a copy” keeps your changes in a copy of your own."
              : !record
                ? "Not saved yet: Save keeps it in your screeners."
                : isDraft
                  ? "A draft expires unless you save it: Save to Lodestar keeps it, with your changes."
                  : writer.dirty
                    ? "Unsaved changes: saving comes first when you use it in a strategy."
                    : "All changes saved."
          }
          onUse={() => void openStrategy().catch(() => undefined)}
        >
          <CallError error={writer.versions.conflict ? null : writer.error} />
        </SidePanel>
      </div>
      <CallError error={run.error} />
      <UnsavedChangesDialog guard={guard} />
      <ConflictDialog
        conflict={writer.versions.conflict}
        copy={copy}
        onReload={() => onReload?.()}
        onClose={writer.versions.dismiss}
      />
      {run.data && run.variables && (
        <RunResults
          envelope={run.data}
          rows={run.variables.rows ?? []}
          asked={run.variables.asOf}
          name={draft.name || "screener"}
        />
      )}
    </div>
  );
}
