"use client";
// One screener opened by id (get_screener): where an AI assistant's openUrl lands. A draft is saved
// with one step (save_to_lodestar); any screener can be run (run_screener).
import { useQuery } from "@tanstack/react-query";
import { useTRPC, useTRPCClient } from "@/components/providers/TRPCProvider";
import { useQueryOnAction } from "@/components/providers/operations";
import { ErrorNote } from "@/components/ui/ErrorNote";
import { RecordHeader } from "@/components/ui/RecordHeader";
import { RunResults } from "@/components/screener/RunResults";
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

export function ScreenerRecord({ id }: { id: string }) {
  const trpc = useTRPC();
  const record = useQuery(trpc.get_screener.queryOptions({ screenerId: id }));
  const run = useQueryOnAction(useTRPCClient().run_screener);
  if (record.error) return <ErrorNote error={record.error} />;
  if (!record.data) return <p className="muted">Loading…</p>;
  const s = record.data.data.result.screener;
  const def = s.definition;
  const runNow = () => run.mutate({ screenerId: s.id });
  return (
    <>
      <RecordHeader kind="screener" record={s}>
        <button type="button" className="secondary" onClick={runNow} disabled={run.isPending}>Run</button>
      </RecordHeader>
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
