"use client";
// A run's progress as a bar (Radix Progress: the progressbar role and its values), for a queued or
// running backtest and a sweep.
import { Progress } from "radix-ui";

export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <Progress.Root
      value={percent}
      aria-label={label}
      className="h-2 overflow-hidden rounded-full bg-surface-2"
    >
      <Progress.Indicator
        className="h-full rounded-full bg-accent transition-[width]"
        style={{ width: `${percent}%` }}
      />
    </Progress.Root>
  );
}
