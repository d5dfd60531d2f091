"use client";
// One block of the strategy tree: a card that opens to edit in place. Closed, it reads as its live
// summary line; a count of its problems shows either way. The definition path it edits is there for
// those who look (the (i) beside the title).
import { useId, useState } from "react";
import { ChevronRight } from "lucide-react";
import type { Problem } from "@/components/strategy/checks";
import { ProblemList } from "@/components/strategy/ProblemList";
import { Badge } from "@/components/ui/Badge";
import { cn } from "@/components/ui/cn";
import { InfoButton } from "@/components/ui/Tooltip";

interface Props {
  title: string;
  /** What the block holds now, in one line. */
  summary: string;
  /** Where it sits in the definition (shown in a tooltip). */
  path: string;
  problems: Problem[];
  icon?: React.ReactNode;
  defaultOpen?: boolean;
  /** Controls beside the title (remove, duplicate). */
  actions?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}

export function Block(props: Props) {
  const { title, summary, path, problems, icon, actions, children, className } = props;
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        "min-w-0 rounded-xl border bg-surface",
        problems.length ? "border-bad/60" : "border-border",
        className,
      )}
    >
      <div className="flex items-start gap-2 p-3 sm:px-4">
        <button
          data-slot="block-toggle"
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen(!open)}
          className="flex min-w-0 flex-1 items-start gap-2 rounded-md text-left"
        >
          <ChevronRight
            aria-hidden
            className={cn("mt-1 size-4 shrink-0 text-muted transition-transform", open && "rotate-90")}
          />
          {icon && <span className="mt-0.5 shrink-0 text-accent [&_svg]:size-4.5">{icon}</span>}
          <span className="min-w-0">
            <h3 id={`${id}-title`} className="text-base font-semibold">
              {title}
            </h3>
            <span className="block text-sm text-muted" data-testid="block-summary">
              {summary}
            </span>
          </span>
        </button>
        <div className="flex shrink-0 items-center gap-1">
          {problems.length > 0 && (
            <Badge tone="bad">
              {problems.length} {problems.length === 1 ? "problem" : "problems"}
            </Badge>
          )}
          <InfoButton
            label={`Where ${title.toLowerCase()} sits in the definition`}
            content={<code>{path}</code>}
          />
          {actions}
        </div>
      </div>
      <div id={`${id}-body`} hidden={!open} className="border-t border-border p-3 sm:p-4">
        <ProblemList problems={problems} className="mb-3" />
        {children}
      </div>
    </section>
  );
}
