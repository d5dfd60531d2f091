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
import { useQueryOnAction } from "@/components/providers/operations";
import { useTRPCClient } from "@/components/providers/TRPCProvider";
import { Card } from "@/components/ui/Card";
import { PHONE_BAR_ROOM } from "@/components/ui/PhoneActionBar";
import { cn } from "@/components/ui/cn";
import { toast } from "@/components/ui/Toaster";
import { ConflictDialog } from "@/components/records/ConflictDialog";
import { RecordTop } from "@/components/records/RecordTop";
import { useSaveToLodestar } from "@/components/records/useSaveToLodestar";
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
import { AboutCard } from "@/components/screener/AboutCard";
import { RowsSection } from "@/components/screener/RowsSection";
import { RunResults } from "@/components/screener/RunResults";
import { useScreenerCheck } from "@/components/screener/useScreenerCheck";
import { SidePanel } from "@/components/screener/SidePanel";
import { UniverseEditor, type FacetTable } from "@/components/screener/UniverseEditor";
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
  const [asOf, setAsOf] = useState("");
  const router = useRouter();
  const body = screenerBody(draft);
  const writer = useScreenerSave(record, body);
  const guard = useUnsavedGuard(writer.dirty);
  const run = useQueryOnAction(useTRPCClient().run_screener);

  const check = useScreenerCheck(draft, body);
  const setRows = (rows: (rows: RowDraft[]) => RowDraft[]) => setDraft((d) => ({ ...d, rows: rows(d.rows) }));

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
      {record && <RecordTop kind="screener" record={record} copy={copy} />}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <AboutCard
            name={draft.name}
            description={draft.description}
            onChange={(about) => setDraft({ ...draft, ...about })}
            nameProblem={check.nameProblem}
          />
          <Card title="Universe" description="What the rows screen.">
            <UniverseEditor
              table={facets}
              value={draft.universe}
              onChange={(universe) => setDraft({ ...draft, universe })}
            />
          </Card>
          <RowsSection
            rows={draft.rows}
            setRows={setRows}
            assetType={draft.universe.assetType}
            rowProblems={check.rowProblems}
          />
        </div>
        <SidePanel
          check={{ result: check.result, error: check.error }}
          warnings={check.warnings.filter((w) => w.row === null)}
          coverage={coverage}
          assetType={draft.universe.assetType}
          asOf={asOf}
          onAsOf={setAsOf}
          onRun={runNow}
          blocked={check.blocked}
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
