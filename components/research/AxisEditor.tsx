"use client";
// One axis of a sweep: which setting (in words, grouped by where it sits in the strategy), then its
// values: a range (from, to, step) or a list of numbers, or some of a choice's values. Says how many
// values it gives, or what is wrong.
import { Trash2 } from "lucide-react";
import type { AxisChoice } from "@/components/research/types";
import {
  axisValues,
  firstDraft,
  shownScale,
  valueWords,
  type AxisDraft,
} from "@/components/research/axisValues";
import { boxUnit } from "@/components/strategy/units";
import { Button } from "@/components/ui/Button";
import { Field } from "@/components/ui/Field";
import { Input } from "@/components/ui/Input";
import { NumberInput } from "@/components/ui/NumberInput";
import { Select } from "@/components/ui/Select";

interface Props {
  n: number;
  draft: AxisDraft;
  choices: AxisChoice[];
  /** Paths other axes hold: each setting is varied once. */
  taken: string[];
  onChange(d: AxisDraft): void;
  onRemove?(): void;
}

/** "Lookback (risk-on allocation)", "Maximum positions". */
export const choiceLabel = (c: AxisChoice) => (c.group ? `${c.name} (${c.group})` : c.name);

export function AxisEditor({ n, draft, choices, taken, onChange, onRemove }: Props) {
  const choice = choices.find((c) => c.path === draft.path)!;
  const outcome = axisValues(choice, draft);
  const unit = boxUnit(choice.unit);
  const number = (key: "min" | "max" | "step", label: string) => (
    <Field label={label} className="mb-2 sm:mb-0">
      {(p) => (
        <NumberInput
          {...p}
          value={draft[key]}
          onValueChange={(v) => onChange({ ...draft, [key]: v })}
          unit={unit}
          step={choice.integer ? 1 : undefined}
        />
      )}
    </Field>
  );
  return (
    <fieldset className="grid gap-3 rounded-lg border border-border p-3" data-testid={`axis-${n}`}>
      <legend className="px-1 text-sm font-medium">Setting {n}</legend>
      <div className="flex items-end gap-2">
        <Field label="What to vary" className="mb-0 flex-1">
          {(p) => (
            <Select
              {...p}
              value={draft.path}
              onValueChange={(path) => onChange(firstDraft(choices.find((c) => c.path === path)!))}
              options={choices
                .filter((c) => c.path === draft.path || !taken.includes(c.path))
                .map((c) => ({ value: c.path, label: choiceLabel(c) }))}
            />
          )}
        </Field>
        {onRemove && (
          <Button variant="ghost" size="sm" icon={<Trash2 aria-hidden />} onClick={onRemove}>
            <span className="sr-only">Remove setting {n}</span>
          </Button>
        )}
      </div>
      {choice.kind === "choice" ? (
        <div role="group" aria-label="Values to try" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {choice.options.map((o) => (
            <label key={o.value} className="flex items-center gap-1.5">
              <input
                type="checkbox"
                className="size-4 accent-(--accent)"
                checked={draft.picked.includes(o.value)}
                onChange={(e) =>
                  onChange({
                    ...draft,
                    picked: e.target.checked
                      ? [...draft.picked, o.value]
                      : draft.picked.filter((v) => v !== o.value),
                  })
                }
              />
              {o.label}
            </label>
          ))}
        </div>
      ) : (
        <>
          <div role="radiogroup" aria-label={`Values of setting ${n}`} className="flex gap-4 text-sm">
            {(["range", "list"] as const).map((mode) => (
              <label key={mode} className="flex items-center gap-1.5">
                <input
                  type="radio"
                  name={`axis-${n}-mode`}
                  checked={draft.mode === mode}
                  onChange={() => onChange({ ...draft, mode, list: draft.list || listOf(choice, outcome) })}
                />
                {mode === "range" ? "A range" : "A list"}
              </label>
            ))}
          </div>
          {draft.mode === "range" ? (
            <div className="grid gap-x-2 sm:grid-cols-3">
              {number("min", "From")}
              {number("max", "To")}
              {number("step", "Step")}
            </div>
          ) : (
            <Field
              label="Values"
              className="mb-0"
              hint={`Separated by commas${unit === "percent" ? ", in percent" : ""}.`}
            >
              {(p) => (
                <Input
                  {...p}
                  value={draft.list}
                  onChange={(e) => onChange({ ...draft, list: e.target.value })}
                />
              )}
            </Field>
          )}
        </>
      )}
      <p className="text-sm" aria-live="polite">
        {"problem" in outcome ? (
          <span className="text-bad">{outcome.problem}</span>
        ) : (
          <span className="text-muted">
            {outcome.values.length} value{outcome.values.length === 1 ? "" : "s"}:{" "}
            {summary(outcome.values.map((v) => valueWords(choice, v)))}
            {choice.current !== null && choice.current !== undefined && (
              <> · now {valueWords(choice, choice.current as never)}</>
            )}
          </span>
        )}
      </p>
    </fieldset>
  );
}

/** The range's values as a list to edit, in the unit shown. */
const listOf = (c: AxisChoice, outcome: ReturnType<typeof axisValues>) =>
  "values" in outcome
    ? outcome.values.map((v) => Number((Number(v) * shownScale(c)).toPrecision(12))).join(", ")
    : "";

const summary = (words: string[]) =>
  words.length <= 6 ? words.join(", ") : `${words.slice(0, 3).join(", ")} … ${words.slice(-2).join(", ")}`;
