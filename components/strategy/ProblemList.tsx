// A block's problems in words: what is wrong and how to fix it, and for a plan limit the plan that
// lifts it. The pointer stays out of sight (the block says where).
import { CircleAlert, Lock } from "lucide-react";
import type { Problem } from "@/components/strategy/checks";
import { cn } from "@/components/ui/cn";

export function ProblemList({ problems, className }: { problems: Problem[]; className?: string }) {
  if (problems.length === 0) return null;
  return (
    <ul className={cn("flex flex-col gap-2 text-sm", className)} aria-label="Problems">
      {problems.map((p, i) => {
        const plan = p.code === "plan_required";
        const Icon = plan ? Lock : CircleAlert;
        return (
          <li
            key={i}
            className={cn("flex gap-2 rounded-lg px-3 py-2", plan ? "bg-warn-soft" : "bg-bad-soft")}
          >
            <Icon className={cn("mt-0.5 size-4 shrink-0", plan ? "text-warn" : "text-bad")} aria-hidden />
            <span className="min-w-0">
              <span className="sr-only">{plan ? "Needs a higher plan: " : "Must fix: "}</span>
              {p.message}
              {p.fix && <span className="block text-fg/80">{p.fix}</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
