"use client";
// Runs a strategy's backtest with the default settings (simulate_portfolio), remembers it in this
// browser for comparisons, and opens the simulation.
import { useRouter } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/TRPCProvider";
import { ErrorNote } from "@/components/ui/ErrorNote";
import { rememberBacktest } from "@/components/simulation/recentBacktests";

export function BacktestButton({ portfolioId, name }: { portfolioId: string; name: string }) {
  const router = useRouter();
  const simulate = useMutation(useTRPC().simulate_portfolio.mutationOptions());
  return (
    <>
      <button
        type="button"
        className="secondary"
        aria-label={`Backtest ${name}`}
        disabled={simulate.isPending}
        onClick={() =>
          simulate.mutate({ portfolioId }, {
            onSuccess: (env) => {
              const s = env.data.result.simulation;
              rememberBacktest({ id: s.id, portfolioName: s.portfolioName, startYear: s.startYear });
              router.push(`/simulations/${s.id}`);
            },
          })
        }
      >
        {simulate.isPending ? "Running…" : "Backtest"}
      </button>
      <ErrorNote error={simulate.error} />
    </>
  );
}
