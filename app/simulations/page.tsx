// Backtests: the person's simulations from the server, newest first, to open or compare.
import Link from "next/link";
import { requireCaller } from "@/app/requireCaller";
import { Button } from "@/components/ui/Button";
import { SimulationList } from "@/components/simulation/SimulationList";

export const metadata = { title: "Backtests — Lodestar" };

export default async function SimulationsPage() {
  await requireCaller("/simulations");
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1>Backtests</h1>
          <p className="mt-1 max-w-prose text-sm text-muted">
            Every backtest you have run, on daily history with dividends and trading costs, beside its
            benchmark. Open one, or tick several to compare them.
          </p>
        </div>
        <Button asChild variant="secondary" size="sm">
          <Link href="/portfolios">Backtest a strategy</Link>
        </Button>
      </div>
      <SimulationList />
    </div>
  );
}
