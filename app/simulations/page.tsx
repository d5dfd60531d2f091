// Backtests: the person's strategies, each of which can be backtested on the data build, and the
// backtests run in this browser, to open or compare.
import { requireCaller } from "@/app/requireCaller";
import { StrategiesToBacktest } from "@/components/simulation/StrategiesToBacktest";
import { RecentBacktests } from "@/components/simulation/RecentBacktests";

export const metadata = { title: "Backtests — Lodestar" };

export default async function SimulationsPage() {
  await requireCaller("/simulations");
  return (
    <>
      <section className="card">
        <h1>Backtests</h1>
        <p className="muted">
          Backtest a strategy on daily history from its starting year to the latest data, with dividends
          reinvested and trading costs, beside its benchmark.
        </p>
      </section>
      <section className="card">
        <h2>Your strategies</h2>
        <StrategiesToBacktest />
      </section>
      <section className="card">
        <h2>Recent backtests in this browser</h2>
        <RecentBacktests />
      </section>
    </>
  );
}
