"use client";
// The screener builder: universe, ordered rows, then Validate (validate_screener), Save as draft
// (create_screener) and Run (run_screener). Everything offered comes from the filter catalogue and the
// server's universe model; whether a screener is acceptable is only ever decided by the server.
import { useState } from "react";
import Link from "next/link";
import type { ScreenerWarning } from "@/components/catalogue/types";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorBodyOf } from "@/components/providers/errorBody";
import { useTRPC, useTRPCClient } from "@/components/providers/TRPCProvider";
import { useQueryOnAction } from "@/components/providers/operations";
import { ErrorNote } from "@/components/ui/ErrorNote";
import { Field } from "@/components/ui/Field";
import { screenerBody, type RowDraft, type ScreenerDraft } from "@/components/screener/draft";
import { RowEditor } from "@/components/screener/RowEditor";
import { UniverseEditor, type FacetTable } from "@/components/screener/UniverseEditor";
import { Warnings } from "@/components/screener/Warnings";
import { RunResults } from "@/components/screener/RunResults";

/** The warnings of a refused write: its error details, when they are the check's warnings. */
function refusedWarnings(error: unknown): ScreenerWarning[] | null {
  const details = errorBodyOf(error).details;
  return details.length > 0 && details.every((d) => d.severity !== undefined) ? (details as ScreenerWarning[]) : null;
}

export function ScreenerBuilder({ facets }: { facets: FacetTable }) {
  const [draft, setDraft] = useState<ScreenerDraft>({ name: "", description: "", universe: { assetType: "stocks", facets: {} }, rows: [] });
  const [nextKey, setNextKey] = useState(1);
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const validate = useQueryOnAction(client.validate_screener);
  const refreshListing = () => queryClient.invalidateQueries(trpc.list_screeners.pathFilter());
  const create = useMutation(trpc.create_screener.mutationOptions({ onSuccess: refreshListing }));
  const run = useQueryOnAction(client.run_screener);

  const setRow = (key: number, row: RowDraft) => setDraft((d) => ({ ...d, rows: d.rows.map((r) => (r.key === key ? row : r)) }));
  const addRow = () => {
    setDraft((d) => ({ ...d, rows: [...d.rows, { key: nextKey, filter: null, relation: null, target: null, inputs: {} }] }));
    setNextKey((k) => k + 1);
  };
  const body = screenerBody(draft);
  const runNow = () => run.mutate({ universe: body.universe, rows: body.rows });
  const created = create.data?.data.result;

  return (
    <>
      <section className="card">
        <h1>New screener</h1>
        <div className="grid2">
          <Field label="Name" hint="1 to 100 characters; left empty, the service names it after its first filters.">
            {(control) => <input {...control} type="text" maxLength={100} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />}
          </Field>
          <Field label="Description" hint="Optional, at most 1000 characters.">
            {(control) => <input {...control} type="text" maxLength={1000} value={draft.description} onChange={(e) => setDraft({ ...draft, description: e.target.value })} />}
          </Field>
        </div>
      </section>
      <UniverseEditor table={facets} value={draft.universe} onChange={(universe) => setDraft({ ...draft, universe })} />
      <h2>Rows</h2>
      <p className="muted">Rows apply in order: each keeps what passes it from what the earlier rows kept. A highest/lowest row ranks only what earlier rows kept.</p>
      {draft.rows.map((row, i) => (
        <RowEditor key={row.key} n={i + 1} row={row} assetType={draft.universe.assetType} onChange={(r) => setRow(row.key, r)} onRemove={() => setDraft({ ...draft, rows: draft.rows.filter((r) => r.key !== row.key) })} />
      ))}
      <p><button type="button" className="secondary" onClick={addRow}>Add row</button></p>

      <section className="card" aria-label="Check, save and run">
        <p>
          <button type="button" onClick={() => validate.mutate(body)} disabled={validate.isPending}>Validate</button>{" "}
          <button type="button" onClick={() => create.mutate(body)} disabled={create.isPending}>Save as draft</button>{" "}
          <button type="button" onClick={runNow} disabled={run.isPending}>Run</button>
        </p>
        {validate.data && (
          <div aria-label="Validation">
            <h3>{validate.data.data.result.valid ? "Valid" : "Not valid"}</h3>
            <p className="muted">{validate.data.data.summary}</p>
            <Warnings warnings={validate.data.data.result.warnings} />
          </div>
        )}
        <ErrorNote error={validate.error} />
        {created && (
          <div aria-label="Saved draft">
            <p className="ok">{create.data?.data.summary}</p>
            <p><a href={created.screener.openUrl}>Open draft “{created.screener.name}”</a> <span className="muted">({created.screener.openUrl})</span></p>
            {created.warnings.length > 0 && <Warnings warnings={created.warnings} />}
          </div>
        )}
        <ErrorNote error={create.error} />
        {create.error && refusedWarnings(create.error) ? <Warnings warnings={refusedWarnings(create.error)!} /> : null}
        {run.data && <RunResults envelope={run.data} />}
        <ErrorNote error={run.error} />
      </section>
      <p><Link href="/screeners">Back to screeners</Link></p>
    </>
  );
}
