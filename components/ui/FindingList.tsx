// Findings in words: what is wrong and how to fix it, each marked as what it is (it must be fixed, it
// needs a higher plan, or it is a note). Codes and paths stay out of sight.
import { CircleAlert, Lock, TriangleAlert } from "lucide-react";
import { cn } from "@/components/ui/cn";

export interface Finding {
  kind: "error" | "plan" | "note";
  message: string;
  fix?: string | null;
}

const KINDS = {
  error: { Icon: CircleAlert, soft: "bg-bad-soft", icon: "text-bad", lead: "Must fix: " },
  plan: { Icon: Lock, soft: "bg-warn-soft", icon: "text-warn", lead: "Needs a higher plan: " },
  note: { Icon: TriangleAlert, soft: "bg-warn-soft", icon: "text-warn", lead: "Note: " },
};

export function FindingList({ findings, className }: { findings: Finding[]; className?: string }) {
  if (findings.length === 0) return null;
  return (
    <ul className={cn("flex flex-col gap-2 text-sm", className)} aria-label="Problems">
      {findings.map((f, i) => {
        const { Icon, soft, icon, lead } = KINDS[f.kind];
        return (
          <li key={i} className={cn("flex gap-2 rounded-lg px-3 py-2", soft)}>
            <Icon className={cn("mt-0.5 size-4 shrink-0", icon)} aria-hidden />
            <span className="min-w-0">
              <span className="sr-only">{lead}</span>
              {f.message}
              {f.fix && <span className="block text-fg/80">{f.fix}</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
