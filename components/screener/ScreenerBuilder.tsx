"use client";
// The screener builder, new (/screeners/new) or prefilled from a record (/screeners/<id>): the universe,
// the ordered rows read as sentences, and a side panel that checks as the person edits
// (validate_screener, a page read), runs as of a date (run_screener), saves and starts a strategy with
// this screener as its entry screener. The service alone decides what is acceptable.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useQueryOnAction } from "@/components/providers/operations";
import { useTRPC, useTRPCClient } from "@/components/providers/TRPCProvider";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { Field } from "@/components/ui/Field";
import { Input } from "@/components/ui/Input";
import { toast } from "@/components/ui/Toaster";
import { CallError } from "@/components/screener/CallError";
import type { Coverage } from "@/components/screener/coverage";
import { emptyDraft, screenerBody, type RowDraft, type ScreenerDraft } from "@/components/screener/draft";
import { RowEditor } from "@/components/screener/RowEditor";
import { RunResults } from "@/components/screener/RunResults";
import { SidePanel } from "@/components/screener/SidePanel";
import { UniverseEditor, type FacetTable } from "@/components/screener/UniverseEditor";
import { useDebounced } from "@/components/screener/useDebounced";
import { useScreenerSave, type SavedRecord } from "@/components/screener/useScreenerSave";

/** Where "Use in a strategy" goes: the strategy builder reads `entryScreener` to prefill its selection. */
export const strategyWith = (screenerId: string) => `/portfolios/new?entryScreener=${screenerId}`;

interface Props {
  facets: FacetTable;
  coverage: Coverage;
  /** The record it opens, or null for a new screener. */
  record: SavedRecord | null;
  initial?: ScreenerDraft;
}

export function ScreenerBuilder({ facets, coverage, record, initial }: Props) {
  const [draft, setDraft] = useState<ScreenerDraft>(() => initial ?? emptyDraft());
  const [nextKey, setNextKey] = useState(() => (initial?.rows.length ?? 0) + 1);
  const [asOf, setAsOf] = useState("");
  const trpc = useTRPC();
  const router = useRouter();
  const body = screenerBody(draft);
  const writer = useScreenerSave(record, body);
  const run = useQueryOnAction(useTRPCClient().run_screener);

  const checked = useDebounced(body);
  const check = useQuery(
    trpc.web.validate_screener.queryOptions(checked, { placeholderData: (previous) => previous }),
  );
  const warnings = check.data?.data.result.warnings ?? [];
  const rowProblems = (n: number) => warnings.filter((w) => w.row === n);

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
    toast(created ? "Saved as a draft" : "Changes saved");
    if (created) router.push(`/screeners/${id}`);
  };
  const openStrategy = async () => router.push(strategyWith((await writer.save()).id));

  return (
    <div className="flex flex-col gap-6">
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card title="About">
            <div className="grid gap-x-4 sm:grid-cols-2">
              <Field label="Name" hint="Left empty, it is named after its first filters.">
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
            <ol className="flex flex-col gap-3">
              {draft.rows.map((row, i) => (
                <RowEditor
                  key={row.key}
                  n={i + 1}
                  count={draft.rows.length}
                  row={row}
                  assetType={draft.universe.assetType}
                  problems={rowProblems(i + 1)}
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
          running={run.isPending}
          saveLabel={!record ? "Create draft" : writer.own ? "Save changes" : "Save a copy"}
          onSave={() => void saveNow().catch(() => undefined)}
          saving={writer.pending}
          dirty={writer.dirty}
          onUse={() => void openStrategy().catch(() => undefined)}
        >
          <CallError error={writer.error} />
        </SidePanel>
      </div>
      <CallError error={run.error} />
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
