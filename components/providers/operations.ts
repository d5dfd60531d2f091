"use client";
// Calling registry operations from the browser. The tRPC router is generated from the registry, so its
// procedures share one generic envelope type; each page names the operation whose result it reads and
// gets that operation's own output type (a type-only import: no server code reaches the bundle).
import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { Envelope, Operation } from "@/server/operations/types";
import { useReadOnlyOperations, useTRPCClient } from "@/components/providers/TRPCProvider";

/** The envelope of one operation, with its result typed by the operation's output schema. */
export type EnvelopeOf<R> = Omit<Envelope, "data"> & { data: Omit<Envelope["data"], "result"> & { result: R } };

/** An operation's result type, from its definition or from a spec-shaped interface. */
export type ResultOf<Op> = Op extends Operation<z.ZodType, infer O> ? z.output<O> : Op;

type QueryCall = { query(input: unknown): Promise<Envelope> };
type MutationCall = { mutate(input: unknown): Promise<Envelope> };

/** The query key of one operation call; invalidate `["operation", id]` to refetch every call of it. */
export const operationKey = (id: string, input?: unknown) => (input === undefined ? ["operation", id] : ["operation", id, input]);

/** A read-only operation (a tRPC query). */
export function useOperationQuery<Op>(
  id: string,
  input: unknown,
  options: { enabled?: boolean; refetchInterval?: (data: EnvelopeOf<ResultOf<Op>> | undefined) => number | false } = {},
) {
  const client = useTRPCClient() as unknown as Record<string, QueryCall>;
  const { refetchInterval } = options;
  return useQuery({
    queryKey: operationKey(id, input),
    queryFn: () => client[id].query(input) as Promise<EnvelopeOf<ResultOf<Op>>>,
    enabled: options.enabled ?? true,
    ...(refetchInterval ? { refetchInterval: (query: { state: { data?: EnvelopeOf<ResultOf<Op>> } }) => refetchInterval(query.state.data), staleTime: 0 } : {}),
  });
}

/** The same read-only operation with several inputs at once (one batched request). */
export function useOperationQueries<Op>(id: string, inputs: unknown[]) {
  const client = useTRPCClient() as unknown as Record<string, QueryCall>;
  return useQueries({
    queries: inputs.map((input) => ({ queryKey: operationKey(id, input), queryFn: () => client[id].query(input) as Promise<EnvelopeOf<ResultOf<Op>>> })),
  });
}

/** Reads an operation imperatively (as an event handler needs), through the same cache as the queries. */
export function useOperationFetch() {
  const client = useTRPCClient() as unknown as Record<string, QueryCall>;
  const queryClient = useQueryClient();
  return <Op>(id: string, input: unknown) =>
    queryClient.fetchQuery({ queryKey: operationKey(id, input), queryFn: () => client[id].query(input) as Promise<EnvelopeOf<ResultOf<Op>>> });
}

/**
 * An operation run on a person's action (Validate, Save, Run). Read-only operations among them are still
 * tRPC queries (validate_screener, run_screener); `invalidates` lists operations whose cached reads go stale.
 */
export function useOperationMutation<Op, I = unknown>(id: string, invalidates: string[] = []) {
  const client = useTRPCClient() as unknown as Record<string, QueryCall & MutationCall>;
  const readOnly = useReadOnlyOperations();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => (readOnly.has(id) ? client[id].query(input) : client[id].mutate(input)) as Promise<EnvelopeOf<ResultOf<Op>>>,
    onSuccess: () => Promise.all(invalidates.map((op) => queryClient.invalidateQueries({ queryKey: operationKey(op) }))),
  });
}
