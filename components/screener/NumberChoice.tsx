"use client";
// A number the catalogue lists (a filter input or target value): a select of the listed values, or a
// number box with the range's bounds and step when the range is too long to list.
import { useId } from "react";
import type { ValueSet } from "@/components/catalogue/types";
import { listedValues } from "@/components/screener/draft";

export function NumberChoice({ label, hint, set, value, onChange }: { label: string; hint?: string; set: ValueSet | null | undefined; value: number | undefined; onChange(v: number): void }) {
  const id = useId();
  const listed = listedValues(set);
  return (
    <label className="field" htmlFor={id}>
      <span id={`${id}-name`}>{label}</span>
      {listed ? (
        <select id={id} aria-labelledby={`${id}-name`} value={value ?? ""} onChange={(e) => onChange(Number(e.target.value))}>
          {value !== undefined && !listed.includes(value) && <option value={value}>{value}</option>}
          {listed.map((v) => <option key={v} value={v}>{v}</option>)}
        </select>
      ) : (
        <input
          id={id}
          aria-labelledby={`${id}-name`}
          type="number"
          min={set?.kind === "range" ? set.min : undefined}
          max={set?.kind === "range" ? set.max : undefined}
          step={set?.kind === "range" ? set.step : "any"}
          value={value ?? ""}
          onChange={(e) => onChange(Number(e.target.value))}
        />
      )}
      {hint && <span className="hint">{hint}</span>}
    </label>
  );
}
