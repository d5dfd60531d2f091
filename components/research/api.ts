"use client";
// The browser's calls of the research operations, in one place: the sweep's status read every second
// while it runs (web.get_sweep, a page read), and the person's actions (run_sweep and run_walk_forward
// count one research call plus one per 100 variants beyond the first 100; open_sweep_variant counts as
// a backtest; cancel_sweep does not).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC, useTRPCClient } from "@/components/providers/TRPCProvider";
import type { RunSweepInput, RunWalkForwardInput, SweepStatus } from "@/components/research/types";

const UNFINISHED = new Set(["queued", "running"]);
export const isUnfinished = (s: SweepStatus) => UNFINISHED.has(s.sweep.state);

/** The sweep's status, read again every second until it has finished. */
export function useSweepStatus(sweepId: string) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.web.get_sweep.queryOptions({ sweepId }),
    refetchInterval: ({ state }) => (state.data && isUnfinished(state.data.data.result) ? 1_000 : false),
    staleTime: ({ state }) => (state.data && !isUnfinished(state.data.data.result) ? Infinity : 0),
  });
}

/** Starts a sweep or a walk-forward test; answers its status (its id is the page to open). */
export function useStartResearch() {
  const client = useTRPCClient();
  return useMutation({
    mutationFn: async (
      request: { kind: "sweep"; input: RunSweepInput } | { kind: "walkForward"; input: RunWalkForwardInput },
    ) =>
      (request.kind === "sweep"
        ? await client.run_sweep.mutate(request.input)
        : await client.run_walk_forward.mutate(request.input)
      ).data.result,
  });
}

export function useCancelSweep(sweepId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.cancel_sweep.mutationOptions({
      onSuccess: (answer) =>
        queryClient.setQueryData(trpc.web.get_sweep.queryKey({ sweepId }), (old) =>
          old ? { ...old, data: { ...old.data, result: answer.data.result } } : old,
        ),
    }),
  );
}

/** Builds one cell as a backtest of its own; answers the new simulation's id. */
export function useOpenVariant(sweepId: string) {
  const client = useTRPCClient();
  return useMutation({
    mutationFn: async (variant: number) =>
      (await client.open_sweep_variant.mutate({ sweepId, variant })).data.result.simulation.id,
  });
}
