"use client";
// A short explanation on hover and on keyboard focus (Radix Tooltip). The trigger must be focusable;
// for a metric's definition wrap an InfoButton. TooltipProvider sits once in the root layout.
import { Tooltip as Radix } from "radix-ui";
import { Info } from "lucide-react";
import { cn } from "@/components/ui/cn";

export const TooltipProvider = Radix.Provider;

interface Props {
  content: React.ReactNode;
  children: React.ReactElement;
  side?: "top" | "right" | "bottom" | "left";
}

export function Tooltip({ content, children, side = "top" }: Props) {
  return (
    <Radix.Root>
      <Radix.Trigger asChild>{children}</Radix.Trigger>
      <Radix.Portal>
        <Radix.Content
          side={side}
          sideOffset={6}
          collisionPadding={8}
          className={cn("z-50 max-w-72 rounded-md bg-fg px-3 py-2 text-xs leading-relaxed text-bg shadow-lg")}
        >
          {content}
          <Radix.Arrow className="fill-fg" />
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

/** A small (i) button that explains the thing beside it; `label` names it ("About CAGR"). */
export function InfoButton({ label, content }: { label: string; content: React.ReactNode }) {
  return (
    <Tooltip content={content}>
      <button
        type="button"
        data-slot="info"
        aria-label={label}
        className="inline-flex rounded text-muted hover:text-fg"
      >
        <Info className="size-3.5" aria-hidden />
      </button>
    </Tooltip>
  );
}
