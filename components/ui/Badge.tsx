// A small label for a record's state (draft, saved, public), a run's state (queued, running, done,
// failed) or the plan. The colour backs the word; the word alone carries the meaning.
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/components/ui/cn";

export const badgeVariants = cva(
  "inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-medium",
  {
    variants: {
      tone: {
        neutral: "border-border bg-surface-2 text-fg",
        accent: "border-transparent bg-accent-soft text-accent",
        good: "border-transparent bg-good-soft text-good",
        bad: "border-transparent bg-bad-soft text-bad",
        warn: "border-transparent bg-warn-soft text-warn",
        outline: "border-border-strong bg-transparent text-muted",
      },
    },
    defaultVariants: { tone: "neutral" },
  },
);

/** The tone of each state word the API uses. */
const STATE_TONES = {
  draft: "warn",
  saved: "neutral",
  public: "accent",
  queued: "outline",
  running: "accent",
  done: "good",
  failed: "bad",
} as const;
export type BadgeState = keyof typeof STATE_TONES;

/** In the text itself, not by CSS, so the accessible name reads the same. */
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

interface Props extends React.ComponentProps<"span">, VariantProps<typeof badgeVariants> {}

export function Badge({ className, tone, ...props }: Props) {
  return <span data-slot="badge" className={cn(badgeVariants({ tone }), className)} {...props} />;
}

/** A record's or a run's state, in its own word and tone. */
export function StateBadge({ state, className }: { state: BadgeState; className?: string }) {
  return (
    <Badge tone={STATE_TONES[state]} className={className}>
      {capitalised(state)}
    </Badge>
  );
}

/** The plan's name ("Free"), then what the caller adds (the calls left). */
export function PlanBadge({
  plan,
  children,
  className,
}: {
  plan: string;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <Badge tone="accent" className={className}>
      {capitalised(plan)}
      {children}
    </Badge>
  );
}
