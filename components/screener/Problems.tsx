// The check's findings in words: what is wrong and how to fix it. An error stops saving and running; a
// note does not. Codes and paths stay out of sight: the message and fix say it all.
import { CircleAlert, TriangleAlert } from "lucide-react";
import type { ScreenerWarning } from "@/components/catalogue/types";
import { cn } from "@/components/ui/cn";

export function Problems({ warnings, className }: { warnings: ScreenerWarning[]; className?: string }) {
  if (warnings.length === 0) return null;
  return (
    <ul className={cn("mt-2 flex flex-col gap-2 text-sm", className)} aria-label="Problems">
      {warnings.map((w, i) => {
        const error = w.severity === "error";
        const Icon = error ? CircleAlert : TriangleAlert;
        return (
          <li
            key={i}
            className={cn("flex gap-2 rounded-lg px-3 py-2", error ? "bg-bad-soft" : "bg-warn-soft")}
          >
            <Icon className={cn("mt-0.5 size-4 shrink-0", error ? "text-bad" : "text-warn")} aria-hidden />
            <span className="min-w-0">
              <span className="sr-only">{error ? "Must fix: " : "Note: "}</span>
              {w.message}
              {w.fix && <span className="block text-fg/80">{w.fix}</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
