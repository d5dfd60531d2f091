// Something went wrong, in words: what happened and what to do about it, with a retry when there is one.
// Never a code or internal text: pass the server's message (errorBodyOf) or write one.
import { CircleAlert } from "lucide-react";
import { cn } from "@/components/ui/cn";

interface Props {
  title: string;
  /** How to fix it, or what to try next. */
  children?: React.ReactNode;
  action?: React.ReactNode;
  className?: string;
}

export function ErrorState({ title, children, action, className }: Props) {
  return (
    <div
      data-slot="error-state"
      role="alert"
      className={cn("flex gap-3 rounded-lg border border-bad/40 bg-bad-soft px-4 py-3 text-sm", className)}
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0 text-bad" aria-hidden />
      <div className="min-w-0 space-y-1">
        <p className="font-medium text-fg">{title}</p>
        {children && <div className="text-fg/80">{children}</div>}
        {action && <div className="pt-1">{action}</div>}
      </div>
    </div>
  );
}
