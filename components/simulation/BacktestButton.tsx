"use client";
// Runs a strategy's backtest with the default settings (simulate_portfolio) and opens the simulation;
// the Backtests page lists it from the server (list_simulations).
import { useRouter } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/TRPCProvider";
import { CallError } from "@/components/ui/CallError";

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
          simulate.mutate(
            { portfolioId },
            {
              onSuccess: (env) => router.push(`/simulations/${env.data.result.simulation.id}`),
            },
          )
        }
      >
        {simulate.isPending ? "Running…" : "Backtest"}
      </button>
      <CallError error={simulate.error} />
    </>
  );
}
