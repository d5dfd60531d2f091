"use client";
// The subject of each row a run was sent with ("Total return over 12 months"), from the filters'
// catalogue entries (already cached by the rows' editors), to head the results' value columns.
import { useQueries } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/TRPCProvider";
import { rowSubject } from "@/components/screener/sentence";

export function useRowSubjects(rows: { filter: string; inputs?: Record<string, number | undefined> }[]) {
  const trpc = useTRPC();
  const details = useQueries({
    queries: rows.map((r) => trpc.web.describe_screen_filter.queryOptions({ id: r.filter })),
  });
  return rows.map((r, i) => {
    const filter = details[i]?.data?.data.result.filter;
    const inputs = Object.fromEntries(
      Object.entries(r.inputs ?? {}).filter((e): e is [string, number] => e[1] !== undefined),
    );
    return filter ? rowSubject(filter, inputs) : `Row ${i + 1}`;
  });
}
