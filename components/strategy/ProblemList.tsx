// A block's problems in words, and for a plan limit the plan that lifts it. The pointer stays out of
// sight (the block says where).
import type { Problem } from "@/components/strategy/checks";
import { FindingList } from "@/components/ui/FindingList";

export function ProblemList({ problems, className }: { problems: Problem[]; className?: string }) {
  const findings = problems.map((p) => ({
    kind: p.code === "plan_required" ? ("plan" as const) : ("error" as const),
    message: p.message,
    fix: p.fix,
  }));
  return <FindingList findings={findings} className={className} />;
}
