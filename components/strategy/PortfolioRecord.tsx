"use client";
// One strategy opened by id (get_portfolio): where an AI assistant's openUrl lands. A draft is saved
// with one step (save_to_lodestar), any strategy backtested; the complete definition is shown as stored.
import type { getPortfolio } from "@/server/operations/get_portfolio";
import type { saveToLodestar } from "@/server/operations/save_to_lodestar";
import { useOperationMutation, useOperationQuery } from "@/components/providers/operations";
import { ErrorNote } from "@/components/ui/ErrorNote";
import { BacktestButton } from "@/components/simulation/BacktestButton";

export function PortfolioRecord({ id, canSimulate }: { id: string; canSimulate: boolean }) {
  const record = useOperationQuery<typeof getPortfolio>("get_portfolio", { portfolioId: id });
  const save = useOperationMutation<typeof saveToLodestar>("save_to_lodestar", ["get_portfolio", "list_portfolios"]);
  if (record.error) return <ErrorNote error={record.error} />;
  if (!record.data) return <p className="muted">Loading…</p>;
  const p = record.data.data.result.portfolio;
  return (
    <>
      <section className="card">
        <h1>{p.name}</h1>
        {p.description && <p>{p.description}</p>}
        <p className="muted">
          State: <strong>{p.state}</strong>
          {p.draft && <> · draft in folder “{p.draft.folder}”, deleted {p.draft.expiresAt.slice(0, 10)} unless used or saved</>}
        </p>
        <div>
          {p.state === "draft" && <button type="button" onClick={() => save.mutate({ portfolioId: p.id })} disabled={save.isPending}>Save to Lodestar</button>}{" "}
          {canSimulate && <BacktestButton portfolioId={p.id} name={p.name} />}
        </div>
        {save.data && <p className="ok">{save.data.data.summary}</p>}
        <ErrorNote error={save.error} />
      </section>
      <section className="card">
        <h2>Definition</h2>
        <pre aria-label="Definition" style={{ overflowX: "auto", fontSize: 12 }}>{JSON.stringify(p.definition, null, 2)}</pre>
      </section>
    </>
  );
}
