// The check's findings on a screener: an error stops saving and running; a note does not.
import type { ScreenerWarning } from "@/components/catalogue/types";
import { FindingList } from "@/components/ui/FindingList";
import { cn } from "@/components/ui/cn";

export function Problems({ warnings, className }: { warnings: ScreenerWarning[]; className?: string }) {
  if (warnings.length === 0) return null;
  const findings = warnings.map((w) => ({
    kind: w.severity === "error" ? ("error" as const) : ("note" as const),
    message: w.message,
    fix: w.fix,
  }));
  return <FindingList findings={findings} className={cn("mt-2", className)} />;
}
