// A block's problems in words, and for a plan limit the plan that lifts it. The pointer stays out of
// sight (the block says where); a problem its box shows beside itself is not listed again.
import type { ShownProblem } from "@/components/strategy/checks";
import { FindingList } from "@/components/ui/FindingList";

export function ProblemList({ problems, className }: { problems: ShownProblem[]; className?: string }) {
  const findings = problems
    .filter((p) => !p.atField)
    .map((p) => ({
      kind: p.code === "plan_required" ? ("plan" as const) : ("error" as const),
      message: p.message,
      fix: p.fix,
    }));
  return <FindingList findings={findings} className={className} />;
}
