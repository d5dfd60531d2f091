// Backtests: the person's strategies, each of which can be backtested on the data build. Without the
// simulation operations the page says so and shows no figures.
import Link from "next/link";
import { requireCaller } from "@/app/requireCaller";
import { RecordListing } from "@/components/ui/RecordListing";
import { StrategiesToBacktest } from "@/components/simulation/StrategiesToBacktest";
import { RecentBacktests } from "@/components/simulation/RecentBacktests";
import { operationsById } from "@/server/operations/registry";

export const metadata = { title: "Backtests — Lodestar" };

export default async function SimulationsPage() {
  await requireCaller("/simulations");
  const canSimulate = operationsById.has("simulate_portfolio");
  return (
    <>
      <section className="card">
        <h1>Backtests</h1>
        <p className="muted">
          {canSimulate
            ? "Backtest a strategy on daily history from its starting year to the latest data, with dividends reinvested and trading costs, beside its benchmark."
            : "Backtests arrive with the simulation engine: then each strategy below can be simulated on daily history. No results are shown until they have been computed."}
        </p>
      </section>
      <section className="card">
        <h2>Your strategies</h2>
        {!operationsById.has("list_portfolios") ? (
          <p className="muted">No stored strategies yet. <Link href="/portfolios/new">Build one</Link> to see its definition.</p>
        ) : canSimulate ? (
          <StrategiesToBacktest />
        ) : (
          <RecordListing kind="portfolios" input={{ limit: 100 }} label="Strategies to backtest" />
        )}
      </section>
      {canSimulate && (
        <section className="card">
          <h2>Recent backtests in this browser</h2>
          <RecentBacktests />
        </section>
      )}
    </>
  );
}
