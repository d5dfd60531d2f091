"use client";
// A number the catalogue lists for a row (a threshold, a count, a number of days): a select of the
// listed values when there are few enough, else a number box in the person's unit (percent for
// fractions) that says at once when a number is outside the range or between two steps.
import type { ValueSet } from "@/components/catalogue/types";
import { valueSetWords } from "@/components/forms/problemWords";
import { listedValues } from "@/components/screener/draft";
import { formatThreshold, type ValueUnit } from "@/components/screener/units";
import { Field } from "@/components/ui/Field";
import { NumberInput } from "@/components/ui/NumberInput";
import { Select } from "@/components/ui/Select";

interface Props {
  label: string;
  set: ValueSet | null | undefined;
  unit: ValueUnit | null | undefined;
  value: number | undefined;
  onChange(value: number | undefined): void;
  /** How each listed value reads; by default the value in its unit. */
  format?(value: number): string;
  className?: string;
}

/** What is wrong with a typed number, in words that name the box (components/forms/problemWords.ts). */
function problem(
  label: string,
  set: ValueSet | null | undefined,
  unit: ValueUnit | null | undefined,
  x: number | undefined,
) {
  if (!set || set.kind !== "range") return undefined;
  if (x === undefined) return `${label}: enter a number.`;
  const words = valueSetWords(label, x, set, unit);
  return words ? `${words.message} ${words.fix}` : undefined;
}

export function ValueChoice({ label, set, unit, value, onChange, format, className }: Props) {
  const listed = listedValues(set);
  const shown = format ?? ((v: number) => formatThreshold(v, unit));
  const usd = unit === "usd";
  return (
    <Field
      label={label}
      hint={usd && !listed ? "In US dollars." : undefined}
      error={problem(label, set, unit, value)}
      className={className}
    >
      {(control) =>
        listed ? (
          <Select
            {...control}
            value={value === undefined ? undefined : String(value)}
            onValueChange={(v) => onChange(Number(v))}
            options={listed.map((v) => ({ value: String(v), label: shown(v) }))}
          />
        ) : (
          <NumberInput
            {...control}
            unit={unit === "fraction" ? "percent" : "plain"}
            value={value ?? null}
            min={set?.kind === "range" ? set.min : undefined}
            max={set?.kind === "range" ? set.max : undefined}
            step={set?.kind === "range" ? set.step : undefined}
            onValueChange={(v) => onChange(v ?? undefined)}
          />
        )
      }
    </Field>
  );
}
