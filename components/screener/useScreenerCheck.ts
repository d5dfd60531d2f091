"use client";
// The screener builder's live check: validate_screener (a page read) once the person pauses, its
// warnings in people's words (components/forms/problemWords.ts) and placed at their rows; then the
// builder's own checks (a name to find it by, a filter on every row). Rows without a filter are not
// sent, so the check's row n is the n-th row that has one.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useDebounced } from "@/components/hooks/useDebounced";
import { screenerChecks, screenerProblemWords } from "@/components/forms/problemWords";
import { useTRPC } from "@/components/providers/TRPCProvider";
import type { ScreenerDraft, screenerBody } from "@/components/screener/draft";

export function useScreenerCheck(draft: ScreenerDraft, body: ReturnType<typeof screenerBody>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const checked = useDebounced(body);
  const check = useQuery(
    trpc.web.validate_screener.queryOptions(checked, { placeholderData: (previous) => previous }),
  );
  const sent = draft.rows.filter((r) => r.filter !== null);
  const words = {
    body: checked,
    // The row's filter entry as its RowEditor read it (the same cache).
    filterOf: (i: number) => {
      const id = (checked.rows[i] as { filter?: string } | undefined)?.filter;
      return id
        ? queryClient.getQueryData(trpc.web.describe_screen_filter.queryKey({ id }))?.data.result.filter
        : undefined;
    },
  };
  const warnings = (check.data?.data.result.warnings ?? []).map((w) => screenerProblemWords(w, words));
  const unnamed = draft.name.trim() === "";
  return {
    result: check.data?.data.result,
    error: check.error,
    warnings,
    /** The warnings of the row with this key. */
    rowProblems: (key: number) => warnings.filter((w) => w.row !== null && sent[w.row - 1]?.key === key),
    /** The name's message, once there is something to save. */
    nameProblem: unnamed && draft.rows.length > 0 ? screenerChecks.noName : undefined,
    /** Why Save (a name) and Run (a filter on every row) wait; null when they need not. */
    blocked: {
      save: unnamed ? screenerChecks.noName : null,
      run:
        sent.length < draft.rows.length
          ? "Every row needs a filter first: pick one, or remove the row."
          : null,
    },
  };
}
