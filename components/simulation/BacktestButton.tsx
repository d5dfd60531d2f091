"use client";
// Runs a strategy's backtest with the default settings (simulate_portfolio) and opens the simulation.
import { useRouter } from "next/navigation";
import type { simulatePortfolio } from "@/server/operations/simulate_portfolio";
import { useOperationMutation } from "@/components/providers/operations";
import { ErrorNote } from "@/components/ui/ErrorNote";

export function BacktestButton({ portfolioId, name }: { portfolioId: string; name: string }) {
  const router = useRouter();
  const simulate = useOperationMutation<typeof simulatePortfolio>("simulate_portfolio");
  return (
    <>
      <button
        type="button"
        className="secondary"
        aria-label={`Backtest ${name}`}
        disabled={simulate.isPending}
        onClick={() => simulate.mutate({ portfolioId }, { onSuccess: (env) => router.push(`/simulations/${env.data.result.simulation.id}`) })}
      >
        {simulate.isPending ? "Running…" : "Backtest"}
      </button>
      <ErrorNote error={simulate.error} />
    </>
  );
}
