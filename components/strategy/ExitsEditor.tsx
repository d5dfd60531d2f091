"use client";
// Position exits: each a switch and its number, in the catalogue's words and units. A value left alone
// is the service's default, shown as a ghost (with its reason when it is not the catalogue's, as a top-N
// screener's N); the plan's cap on positions is stated at the field.
import type { ModelField } from "@/components/catalogue/types";
import { assumedAt, messageAt, type CheckFindings } from "@/components/strategy/checks";
import { EXIT_KEYS, type ExitKey, type ModelDraft } from "@/components/strategy/draft";
import { boxUnit } from "@/components/strategy/units";
import type { StrategyCatalogue } from "@/components/strategy/useStrategyCatalogue";
import { NumberInput } from "@/components/ui/NumberInput";

interface Props {
  exits: ModelDraft["exits"];
  onChange(exits: ModelDraft["exits"]): void;
  catalogue: StrategyCatalogue;
  pointer: string;
  findings: CheckFindings;
}

function limits(f: ModelField) {
  const max = Math.min(f.max ?? Infinity, f.planLimit?.yourMax ?? Infinity);
  const unit = boxUnit(f.unit);
  const shown = (x: number) => (unit === "percent" ? `${Math.round(x * 100)} %` : String(x));
  const cap =
    f.planLimit?.yourMax !== null &&
    f.planLimit?.yourMax !== undefined &&
    f.planLimit.yourMax < (f.max ?? Infinity);
  return {
    max,
    text: `${shown(f.min ?? 0)} to ${shown(f.max ?? 0)}${cap ? ` · your plan: up to ${shown(max)}` : ""}`,
  };
}

/** "Left out: the entry screener … holds up to 20." as "The entry screener … holds up to 20." */
const sentence = (reason: string) => {
  const rest = reason.replace(/^Left out: /, "");
  return rest.charAt(0).toUpperCase() + rest.slice(1);
};

export function ExitsEditor({ exits, onChange, catalogue, pointer, findings }: Props) {
  return (
    <ul className="flex flex-col divide-y divide-border">
      {EXIT_KEYS.map((key: ExitKey) => {
        const f = catalogue.field(`subStrategies[].positionExits.${key}`);
        const given = exits[key];
        const ghost = assumedAt(findings, `${pointer}/${key}`);
        const fallback = (typeof ghost?.value === "number" ? ghost.value : f.default) as number | null;
        const on = given === undefined ? (f.enabledByDefault ?? false) : given !== null;
        const { max, text } = limits(f);
        const set = (v: number | null | undefined) => onChange({ ...exits, [key]: v });
        const inputId = `exit-${pointer}-${key}`;
        const error = messageAt(findings, `${pointer}/${key}`);
        return (
          <li key={key} className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_10rem] sm:items-center">
            <div className="min-w-0">
              <label className="flex items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  checked={on}
                  onChange={(e) =>
                    set(e.target.checked ? (f.enabledByDefault ? undefined : (f.default as number)) : null)
                  }
                />
                Use {f.name.toLowerCase()}
              </label>
              <p className="mt-0.5 pl-6 text-xs text-muted">
                {f.description.replace(/; null = .*$/, ".")} {text}.
              </p>
              {given === undefined && ghost && ghost.value !== f.default && (
                // A default the service chose for this strategy (a top-N screener's N): say why.
                <p className="mt-0.5 pl-6 text-xs text-fg">{sentence(ghost.reason)}</p>
              )}
            </div>
            <label htmlFor={inputId} className="sr-only">
              {f.name}
            </label>
            <NumberInput
              id={inputId}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              unit={boxUnit(f.unit)}
              min={f.min ?? undefined}
              max={max}
              step={f.type === "integer" ? 1 : undefined}
              disabled={!on}
              value={typeof given === "number" ? given : null}
              placeholder={
                fallback === null
                  ? undefined
                  : String(boxUnit(f.unit) === "percent" ? fallback * 100 : fallback)
              }
              onValueChange={(v) => set(v === null ? undefined : v)}
            />
            {error && (
              <p id={`${inputId}-error`} className="text-xs text-bad sm:col-span-2">
                {error}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
