"use client";
// The browser's tRPC client: one TanStack Query client per page load, batched HTTP calls to /api/trpc
// authenticated by the session cookie. Edit here to change caching or the link chain. Pages call
// operations typed by the registry: `useQuery(useTRPC().get_portfolio.queryOptions({ portfolioId }))`.
import { useState } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink, splitLink } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import type { AppRouter } from "@/server/transport/trpc";
import { errorBodyOf } from "@/components/providers/errorBody";
import { fetchReportingCallsLeft } from "@/components/frame/callsLeft";

export const { TRPCProvider: TRPCContextProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** A call refused by the per-second rate limit never ran (execute checks it first), so it is safe to send again. */
const rateLimitedRetry = {
  retry: (failures: number, error: unknown) => failures < 5 && errorBodyOf(error).code === "rate_limited",
  // TanStack counts failures from 0 here: wait 1.1 s, then 2.2 s, ...
  retryDelay: (failures: number) => 1_100 * (failures + 1),
};

function makeQueryClient() {
  // Catalogues change with a data build, not while a page is open. Only the per-second rate limit is
  // waited out (opening a builder reads several catalogue sections at once); other errors are shown.
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, refetchOnWindowFocus: false, ...rateLimitedRetry },
      mutations: rateLimitedRetry,
    },
  });
}

export function TRPCProvider({ children }: { children: React.ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  const [trpcClient] = useState(() =>
    createTRPCClient<AppRouter>({
      // The web reads by GET; every counted call by POST, the only method the server takes for them
      // (server/transport/trpc.ts checkCountedRequest).
      links: [
        splitLink({
          condition: (op) => op.path.startsWith("web."),
          true: httpBatchLink({ url: "/api/trpc", fetch: fetchReportingCallsLeft }),
          false: httpBatchLink({ url: "/api/trpc", fetch: fetchReportingCallsLeft, methodOverride: "POST" }),
        }),
      ],
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCContextProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCContextProvider>
    </QueryClientProvider>
  );
}
