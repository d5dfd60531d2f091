// Backtests. Until the simulation operations exist this page lists what can be backtested (the person's
// saved and draft strategies) and says plainly that results arrive with the simulation engine.
import Link from "next/link";
import { requireCaller } from "@/components/auth/requireCaller";
import { RecordListing } from "@/components/ui/RecordListing";
import { operationsById } from "@/server/operations/registry";

export const metadata = { title: "Backtests — Lodestar" };

export default async function SimulationsPage() {
  await requireCaller("/simulations");
  return (
    <>
      <section className="card">
        <h1>Backtests</h1>
        <p className="muted">
          Backtests arrive with the simulation engine: then each strategy below can be simulated on daily history and up to five results compared side by side.
          No results are shown until they have been computed.
        </p>
      </section>
      <section className="card">
        <h2>Your strategies</h2>
        {operationsById.has("list_portfolios") ? (
          <RecordListing kind="portfolios" input={{ limit: 100 }} label="Strategies to backtest" />
        ) : (
          <p className="muted">No stored strategies yet. <Link href="/portfolios/new">Build one</Link> to see its definition.</p>
        )}
      </section>
    </>
  );
}
