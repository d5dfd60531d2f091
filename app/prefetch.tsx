// Server-side prefetch for the signed-in pages: the page's own reads (the uncounted `web` procedures)
// run while the server renders, instead of after the browser has loaded and hydrated the page, and
// reach the browser's query cache with the HTML. They are awaited, so the server renders the same
// markup the browser hydrates (a query still pending on the server but settled in the browser made
// React throw the server's HTML away and render the page again). One query client per request.
import { cache } from "react";
import {
  dehydrate,
  HydrationBoundary,
  QueryClient,
  type FetchQueryOptions,
  type QueryKey,
} from "@tanstack/react-query";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { TRPCError } from "@trpc/server";
import { notFound } from "next/navigation";
import { getDb } from "@/server/db";
import { systemClock } from "@/server/clock";
import { newRequestId } from "@/server/ids";
import { appRouter } from "@/server/transport/trpc";
import { currentCaller } from "@/app/session";

// Only what succeeded is handed over (TanStack's default); a failure is left for the browser to meet.
const queryClientOfRequest = cache(() => new QueryClient());

/** The tRPC procedures as query options, called in process with the request's browser session. */
export const serverTrpc = createTRPCOptionsProxy({
  router: appRouter,
  queryClient: queryClientOfRequest,
  ctx: async () => ({
    db: getDb(),
    clock: systemClock,
    caller: await currentCaller(),
    requestId: newRequestId(),
  }),
});

/** Runs a query on the server (it never throws: a failed one is simply not handed over). */
export function prefetch<Data, Error, Key extends QueryKey>(
  options: FetchQueryOptions<Data, Error, Data, Key>,
): Promise<void> {
  return queryClientOfRequest().prefetchQuery(options);
}

/** The not-found page when a prefetched read was refused as not found (unknown, or another account's). */
export function notFoundIfRefused(queryKey: QueryKey): void {
  const error = queryClientOfRequest().getQueryState(queryKey)?.error;
  if (error instanceof TRPCError && error.code === "NOT_FOUND") notFound();
}

/** Hands the queries started so far to the browser's query cache. */
export function Prefetched({ children }: { children: React.ReactNode }) {
  return <HydrationBoundary state={dehydrate(queryClientOfRequest())}>{children}</HydrationBoundary>;
}
