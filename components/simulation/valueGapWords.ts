// The held_cash_no_values warnings in words for the result page (ValueGapNote): one line per span, dates
// as the app writes them, filters by name, no codes or paths; models named when more than one has spans.
import type { Outputs } from "@/components/providers/operations";
import type { Finding } from "@/components/ui/FindingList";
import { formatDate } from "@/components/ui/format";

export type ValueGapWarning = NonNullable<
  Outputs["web"]["get_simulation"]["data"]["result"]["warnings"]
>[number];
type Span = ValueGapWarning["spans"][number];

const quoted = (names: string[]) => {
  const q = names.map((n) => `“${n}”`);
  return q.length === 1 ? q[0] : `${q.slice(0, -1).join(", ")} and ${q[q.length - 1]}`;
};

function sentence(span: Span, model: string | null): string {
  const held =
    span.positions === 0 ? "held cash" : `held only ${span.positions} of ${span.maxPositions} positions`;
  const names = [...new Set(span.rows.map((r) => r.filterName))];
  const screens = new Set(span.rows.map((r) => r.screenerId)).size > 1 ? "screens’" : "screen’s";
  const rows = names.length === 1 ? "row" : "rows";
  const lead = model ? `${model}: ${held}` : held[0].toUpperCase() + held.slice(1);
  return `${lead} from ${formatDate(span.from)} to ${formatDate(span.to)}: the ${screens} ${quoted(names)} ${rows} had no values for these dates.`;
}

export const VALUE_GAP_FIX =
  "Over these dates the result is not what the strategy would have held: screen with filters that have values there, or backtest another period.";

export const valueGapFindings = (warnings: ValueGapWarning[]): Finding[] =>
  warnings.flatMap((w) =>
    w.spans.map((span) => ({
      kind: "note" as const,
      message: sentence(span, warnings.length > 1 ? w.model : null),
      fix: VALUE_GAP_FIX,
    })),
  );
