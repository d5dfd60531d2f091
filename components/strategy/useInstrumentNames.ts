"use client";
// The names of the instruments a leg holds (list_instruments, page reads: the exact ticker is the best
// match), so a table can say "SPY · SPDR S&P 500 ETF Trust"; a name still loading is left out.
import { useQueries } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/TRPCProvider";

export function useInstrumentNames(tickers: string[]): Map<string, string> {
  const trpc = useTRPC();
  const found = useQueries({
    queries: tickers.map((query) =>
      trpc.web.list_instruments.queryOptions({ query, limit: 1 }, { staleTime: Infinity }),
    ),
  });
  const names = new Map<string, string>();
  found.forEach((f, i) => {
    const hit = f.data?.data.result.instruments[0];
    if (hit && hit.ticker === tickers[i].toUpperCase()) names.set(tickers[i], hit.name);
  });
  return names;
}
