"use client";
// One strategy opened by id (get_portfolio): where an AI assistant's openUrl lands. A draft is saved
// with one step (save_to_lodestar), any strategy backtested; the complete definition is shown as stored.
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/TRPCProvider";
import { ErrorNote } from "@/components/ui/ErrorNote";
import { RecordHeader } from "@/components/ui/RecordHeader";
import { BacktestButton } from "@/components/simulation/BacktestButton";

export function PortfolioRecord({ id }: { id: string }) {
  const trpc = useTRPC();
  const record = useQuery(trpc.get_portfolio.queryOptions({ portfolioId: id }));
  if (record.error) return <ErrorNote error={record.error} />;
  if (!record.data) return <p className="muted">Loading…</p>;
  const p = record.data.data.result.portfolio;
  return (
    <>
      <RecordHeader kind="portfolio" record={p}>
        <BacktestButton portfolioId={p.id} name={p.name} />
      </RecordHeader>
      <section className="card">
        <h2>Definition</h2>
        <pre aria-label="Definition" style={{ overflowX: "auto", fontSize: 12 }}>
          {JSON.stringify(p.definition, null, 2)}
        </pre>
      </section>
    </>
  );
}
