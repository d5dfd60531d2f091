"use client";
// A number in the API's own unit, shown in the person's: a fraction 0.2 reads "20 %", a multiple 1.5
// reads "1.5 ×". value, min, max and step are all in the API's unit; the scale is applied only on
// screen. What is typed is kept as typed ("2." while typing 2.5) and reported once it parses.
import { useId, useState } from "react";
import { cn } from "@/components/ui/cn";
import { inputClass } from "@/components/ui/Input";

export const NUMBER_UNITS = {
  percent: { suffix: "%", words: "percent", scale: 100 },
  months: { suffix: "months", words: "months", scale: 1 },
  years: { suffix: "years", words: "years", scale: 1 },
  multiple: { suffix: "×", words: "times", scale: 1 },
  plain: { suffix: "", words: "", scale: 1 },
} as const;
export type NumberUnit = keyof typeof NUMBER_UNITS;

interface Props extends Omit<
  React.ComponentProps<"input">,
  "value" | "onChange" | "min" | "max" | "step" | "type"
> {
  value: number | null;
  onValueChange(value: number | null): void;
  unit?: NumberUnit;
  min?: number;
  max?: number;
  step?: number;
}

/** Scaled for display, without the float noise of 0.07 * 100. */
const shown = (x: number | null | undefined, scale: number) =>
  x === null || x === undefined ? "" : String(Number((x * scale).toPrecision(12)));

export function NumberInput({
  value,
  onValueChange,
  unit = "plain",
  min,
  max,
  step,
  className,
  ...props
}: Props) {
  const { suffix, words, scale } = NUMBER_UNITS[unit];
  const unitId = useId();
  const [draft, setDraft] = useState(() => shown(value, scale));
  const [synced, setSynced] = useState(value);
  // A new value from outside (a reset, a default filled in) replaces what was typed.
  if (value !== synced) {
    setSynced(value);
    setDraft(shown(value, scale));
  }
  const change = (text: string) => {
    setDraft(text);
    const parsed = text.trim() === "" ? null : Number(text) / scale;
    if (parsed === null || Number.isFinite(parsed)) {
      setSynced(parsed);
      onValueChange(parsed);
    }
  };
  const describedBy =
    [props["aria-describedby"], words ? unitId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("relative w-full", className)}>
      <input
        data-slot="number-input"
        type="number"
        inputMode="decimal"
        {...props}
        aria-describedby={describedBy}
        className={cn(inputClass, "text-right tabular-nums")}
        // Room for the unit on the right, however long its word.
        style={suffix ? { paddingRight: `calc(1.25rem + ${suffix.length * 0.6}em)` } : undefined}
        value={draft}
        min={min === undefined ? undefined : shown(min, scale)}
        max={max === undefined ? undefined : shown(max, scale)}
        step={step === undefined ? "any" : shown(step, scale)}
        onChange={(e) => change(e.target.value)}
      />
      {suffix && (
        <span
          aria-hidden
          className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted"
        >
          {suffix}
        </span>
      )}
      {words && (
        <span id={unitId} className="sr-only">
          in {words}
        </span>
      )}
    </div>
  );
}
