"use client";
// How often a model (or the Combined) rebalances: only the month counts the catalogue accepts.
import { useId } from "react";
import type { ModelField } from "@/components/catalogue/types";

interface Props {
  field: ModelField;
  value: number | undefined;
  onChange(every: number): void;
}

const words = (n: number) =>
  n === 1 ? "Monthly" : n === 3 ? "Quarterly" : n === 12 ? "Yearly" : `Every ${n} months`;

export function RebalanceEditor({ field, value, onChange }: Props) {
  const name = useId();
  const current = value ?? (field.default as number);
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{field.name}</legend>
      <div className="flex flex-wrap gap-2">
        {(field.steps ?? []).map((n) => (
          <label
            key={n}
            className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-1.5 text-sm has-checked:border-accent has-checked:bg-accent-soft has-focus-visible:outline-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              name={name}
              checked={current === n}
              onChange={() => onChange(n)}
              className="accent-(--accent)"
            />
            {words(n)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
