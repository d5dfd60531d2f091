"use client";
// The browser's calls of the research operations, in one place: the sweep's status read every second
// while it runs (get_sweep, not counted in the web app), and the person's actions (run_sweep and
// run_walk_forward count one research call plus one per 100 variants beyond the first 100;
// open_sweep_variant counts as a backtest; cancel_sweep does not).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPCClient } from "@/components/providers/TRPCProvider";
import type { RunSweepInput, RunWalkForwardInput, SweepStatus } from "@/components/research/types";

interface Envelope<T> {
  data: { result: T };
}
interface ResearchClient {
  get_sweep: { query(input: { sweepId: string }): Promise<Envelope<SweepStatus>> };
  run_sweep: { mutate(input: RunSweepInput): Promise<Envelope<SweepStatus>> };
  run_walk_forward: { mutate(input: RunWalkForwardInput): Promise<Envelope<SweepStatus>> };
  cancel_sweep: { mutate(input: { sweepId: string }): Promise<Envelope<SweepStatus>> };
  open_sweep_variant: {
    mutate(input: {
      sweepId: string;
      variant: number;
    }): Promise<Envelope<{ portfolioId: string; simulation: { id: string } }>>;
  };
}

// Until the registry holds the research operations, the client is typed by their contract.
const useResearchClient = () => useTRPCClient() as unknown as ResearchClient;

const UNFINISHED = new Set(["queued", "running"]);
export const isUnfinished = (s: SweepStatus) => UNFINISHED.has(s.sweep.state);
const sweepKey = (sweepId: string) => ["research", "sweep", sweepId] as const;

/** The sweep's status, read again every second until it has finished. */
export function useSweepStatus(sweepId: string) {
  const client = useResearchClient();
  return useQuery({
    queryKey: sweepKey(sweepId),
    queryFn: async () => (await client.get_sweep.query({ sweepId })).data.result,
    refetchInterval: ({ state }) => (state.data && isUnfinished(state.data) ? 1_000 : false),
    staleTime: ({ state }) => (state.data && !isUnfinished(state.data) ? Infinity : 0),
  });
}

/** Starts a sweep or a walk-forward test; answers its status (its id is the page to open). */
export function useStartResearch() {
  const client = useResearchClient();
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
  const client = useResearchClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await client.cancel_sweep.mutate({ sweepId })).data.result,
    onSuccess: (status) => queryClient.setQueryData(sweepKey(sweepId), status),
  });
}

/** Builds one cell as a backtest of its own; answers the new simulation's id. */
export function useOpenVariant(sweepId: string) {
  const client = useResearchClient();
  return useMutation({
    mutationFn: async (variant: number) =>
      (await client.open_sweep_variant.mutate({ sweepId, variant })).data.result.simulation.id,
  });
}
