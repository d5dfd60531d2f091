"use client";
// A number the catalogue lists (a filter input or target value): a select of the listed values, or a
// number box with the range's bounds and step when the range is too long to list.
import type { ValueSet } from "@/components/catalogue/types";
import { listedValues } from "@/components/screener/draft";
import { Field } from "@/components/ui/Field";

export function NumberChoice({ label, hint, set, value, onChange }: { label: string; hint?: string; set: ValueSet | null | undefined; value: number | undefined; onChange(v: number): void }) {
  const listed = listedValues(set);
  return (
    <Field label={label} hint={hint}>
      {(control) =>
        listed ? (
          <select {...control} value={value ?? ""} onChange={(e) => onChange(Number(e.target.value))}>
            {value !== undefined && !listed.includes(value) && <option value={value}>{value}</option>}
            {listed.map((v) => <option key={v} value={v}>{v}</option>)}
          </select>
        ) : (
          <input
            {...control}
            type="number"
            min={set?.kind === "range" ? set.min : undefined}
            max={set?.kind === "range" ? set.max : undefined}
            step={set?.kind === "range" ? set.step : "any"}
            value={value ?? ""}
            onChange={(e) => onChange(Number(e.target.value))}
          />
        )
      }
    </Field>
  );
}
