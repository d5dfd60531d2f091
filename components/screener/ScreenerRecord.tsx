"use client";
// One screener opened by id (get_screener): where an AI assistant's openUrl lands. A draft is saved
// with one step (save_to_lodestar); any screener can be run (run_screener).
import type { getScreener } from "@/server/operations/get_screener";
import type { saveToLodestar } from "@/server/operations/save_to_lodestar";
import { useOperationMutation, useOperationQuery } from "@/components/providers/operations";
import { ErrorNote } from "@/components/ui/ErrorNote";
import { RunResults, type RunResult } from "@/components/screener/RunResults";
import type { TargetDraft } from "@/components/screener/draft";

const words = (id: string) => id.replace(/_/g, " ");

function targetText(t: TargetDraft): string {
  switch (t.kind) {
    case "value":
    case "count":
      return `${words(t.kind)} ${t.value}`;
    case "range":
      return `${t.min} to ${t.max}`;
    case "market_aggregate":
    case "sector_aggregate":
      return `${words(t.kind)} (${t.statistic})`;
    case "own_past":
      return `own past (${Object.entries(t.inputs ?? {}).map(([k, v]) => `${words(k)} ${v}`).join(", ")})`;
    default:
      return "—";
  }
}

export function ScreenerRecord({ id, canRun }: { id: string; canRun: boolean }) {
  const record = useOperationQuery<typeof getScreener>("get_screener", { screenerId: id });
  const save = useOperationMutation<typeof saveToLodestar>("save_to_lodestar", ["get_screener", "list_screeners"]);
  const run = useOperationMutation<RunResult>("run_screener");
  if (record.error) return <ErrorNote error={record.error} />;
  if (!record.data) return <p className="muted">Loading…</p>;
  const s = record.data.data.result.screener;
  const def = s.definition;
  return (
    <>
      <section className="card">
        <h1>{s.name}</h1>
        {s.description && <p>{s.description}</p>}
        <p className="muted">
          State: <strong>{s.state}</strong>
          {s.draft && <> · draft in folder “{s.draft.folder}”, deleted {new Date(s.draft.expiresAt).toISOString().slice(0, 10)} unless used or saved</>}
        </p>
        <p>
          {s.state === "draft" && <button type="button" onClick={() => save.mutate({ screenerId: s.id })} disabled={save.isPending}>Save to Lodestar</button>}{" "}
          {canRun && <button type="button" className="secondary" onClick={() => run.mutate({ screenerId: s.id })} disabled={run.isPending}>Run</button>}
        </p>
        {save.data && <p className="ok">{save.data.data.summary}</p>}
        <ErrorNote error={save.error} />
      </section>
      {def && (
        <section className="card">
          <h2>Definition</h2>
          <p>
            Universe: <strong>{def.universe.assetType}</strong>
            {Object.entries(def.universe)
              .filter(([k, v]) => k !== "assetType" && Array.isArray(v) && v.length > 0)
              .map(([k, v]) => ` · ${words(k)}: ${(v as string[]).map(words).join(", ")}`)}
          </p>
          <table className="data" aria-label="Rows">
            <thead><tr><th>row</th><th>filter</th><th>relation</th><th>compared with</th><th>inputs</th></tr></thead>
            <tbody>
              {def.rows.map((r, i) => (
                <tr key={i}>
                  <td>{i + 1}</td>
                  <td>{r.filter}</td>
                  <td>{words(r.relation)}</td>
                  <td>{targetText(r.target)}</td>
                  <td>{Object.entries(r.inputs).map(([k, v]) => `${words(k)} ${v}`).join(", ") || "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {(run.data || run.error) && (
        <section className="card">
          {run.data && <RunResults envelope={run.data} />}
          <ErrorNote error={run.error} />
        </section>
      )}
    </>
  );
}
