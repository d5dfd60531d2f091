"use client";
// Calling registry operations from the browser beyond `useTRPC()` (components/providers/TRPCProvider):
// the router's result types by operation, and read-only operations run on a person's action.
import { useMutation } from "@tanstack/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/transport/trpc";

/** Each operation's input, and its envelope as the browser receives it, by operation id (type-only). */
export type Inputs = inferRouterInputs<AppRouter>;
export type Outputs = inferRouterOutputs<AppRouter>;

/** A query procedure of the typed tRPC client, such as `useTRPCClient().run_screener`. */
interface QueryProcedure<I, O> {
  query(input: I): Promise<O>;
}

/**
 * A read-only operation a button runs (Validate, Run): still a tRPC query, as the router makes every
 * read-only operation, but held in mutation state (pending, result, error) and sent on every click.
 */
export function useQueryOnAction<I, O>(procedure: QueryProcedure<I, O>) {
  return useMutation({ mutationFn: (input: I) => procedure.query(input) });
}
