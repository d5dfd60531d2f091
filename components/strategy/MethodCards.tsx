"use client";
// The allocation methods of one level as cards to choose from (list_allocation_methods): each with what
// it computes and the plan it needs. A method above the person's plan stays visible but locked, and
// names the lowest plan that unlocks it.
import { Lock } from "lucide-react";
import type { AllocationMethod } from "@/components/catalogue/types";
import { PlanBadge } from "@/components/ui/Badge";
import { cn } from "@/components/ui/cn";

export type Level = "subStrategy" | "combined";

interface Props {
  name: string;
  methods: AllocationMethod[];
  level: Level;
  value: string;
  onChange(id: string): void;
}

/** The first sentence: the card's line; the rest is in the title on hover. */
const firstSentence = (text: string) => text.split(/(?<=\.)\s/)[0];

export function MethodCards({ name, methods, level, value, onChange }: Props) {
  const offered = methods.filter((m) => m.availability[level] !== null);
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">Method</legend>
      <div className="grid grid-cols-2 gap-2 xl:grid-cols-3">
        {offered.map((m) => {
          const at = m.availability[level]!;
          const locked = !at.includedInYourPlan;
          const chosen = m.id === value;
          return (
            <label
              key={m.id}
              title={m.description}
              className={cn(
                "relative flex min-w-0 cursor-pointer flex-col gap-1 rounded-lg border p-3 text-sm",
                "has-focus-visible:outline-2 has-focus-visible:outline-ring",
                chosen ? "border-accent bg-accent-soft" : "border-border hover:border-border-strong",
                locked && "cursor-not-allowed opacity-70",
              )}
            >
              <span className="flex flex-wrap items-center justify-between gap-1">
                <span className="flex min-w-0 items-center gap-2 font-medium break-words">
                  <input
                    type="radio"
                    name={name}
                    value={m.id}
                    checked={chosen}
                    disabled={locked}
                    onChange={() => onChange(m.id)}
                    className="accent-(--accent)"
                  />
                  {m.name}
                </span>
                {at.lowestPlan && at.lowestPlan !== "free" && (
                  <PlanBadge plan={at.lowestPlan} className={cn(locked && "bg-surface-2 text-muted")} />
                )}
              </span>
              {/* On a phone the cards show names only: ten descriptions twice over would bury the rest. */}
              <span className="hidden text-xs text-muted sm:line-clamp-2">
                {firstSentence(m.description)}
              </span>
              {locked && (
                <span className="flex items-center gap-1 text-xs font-medium text-warn">
                  <Lock className="size-3" aria-hidden /> Unlocks with the {at.lowestPlan} plan
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
