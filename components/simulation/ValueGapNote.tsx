// The note at the top of a result whose strategy held cash, or fewer positions than it could, because
// its screens had no values on those dates (the held_cash_no_values warnings; docs/methodology.md
// "Selection"), in words (valueGapWords.ts).
import { FindingList } from "@/components/ui/FindingList";
import { valueGapFindings, type ValueGapWarning } from "@/components/simulation/valueGapWords";

export function ValueGapNote({ warnings }: { warnings: ValueGapWarning[] }) {
  return <FindingList findings={valueGapFindings(warnings)} />;
}
