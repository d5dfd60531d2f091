"use client";
// The builder's live check: validate_portfolio (a page read, not a research call) on the definition once
// the person pauses, its problems and filled-in values in people's words (components/forms/
// problemWords.ts). A definition the request schema refuses (a fraction in a whole-number box) is placed
// the same way; any other refusal is the check's error.
import { useQuery } from "@tanstack/react-query";
import { useDebounced } from "@/components/hooks/useDebounced";
import { problemsOfDetails } from "@/components/forms/problemWords";
import { errorBodyOf } from "@/components/providers/errorBody";
import { useTRPC } from "@/components/providers/TRPCProvider";
import { findingsInWords, NO_FINDINGS, wordsContext, type CheckFindings } from "@/components/strategy/checks";
import type { StrategyCatalogue } from "@/components/strategy/useStrategyCatalogue";

export function useStrategyCheck(definition: Record<string, unknown>, catalogue: StrategyCatalogue | null) {
  const trpc = useTRPC();
  const checked = useDebounced(definition);
  const check = useQuery(
    trpc.web.validate_portfolio.queryOptions(
      { definition: checked as never },
      { placeholderData: (previous) => previous },
    ),
  );
  const refused = check.error ? errorBodyOf(check.error) : null;
  const placed = refused?.code === "invalid_arguments";
  let findings: CheckFindings = NO_FINDINGS;
  if (catalogue && placed)
    findings = findingsInWords(
      { problems: problemsOfDetails(refused.details), assumed: [] },
      wordsContext(checked, catalogue),
    );
  else if (catalogue && check.data)
    findings = findingsInWords(
      {
        problems: check.data.data.result.warnings,
        assumed: check.data.data.assumed.map((a) => ({ ...a, value: a.value })),
      },
      wordsContext(checked, catalogue),
    );
  return {
    findings,
    checking: !check.data || check.isFetching,
    error: placed ? null : check.error,
  };
}
