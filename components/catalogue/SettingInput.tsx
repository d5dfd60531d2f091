"use client";
// One form control for one catalogue setting (a strategy-model field or a method parameter), chosen by
// the setting's type: a number box with the catalogue's bounds, a select of steps or enum values (values
// the plan does not include are shown but disabled), a checkbox, or text (lists comma-separated, objects
// as JSON). The form keeps numbers, booleans and text; formState.ts turns them into the definition.
import type { SettingSpec } from "@/components/catalogue/types";
import type { EffectiveBounds } from "@/components/catalogue/bounds";
import { Field, type ControlProps } from "@/components/ui/Field";

export type FormScalar = number | string | boolean | null;

interface Props {
  label: string;
  hint: string;
  spec: SettingSpec;
  bounds: EffectiveBounds;
  value: FormScalar;
  onChange(value: FormScalar): void;
  disabled?: boolean;
  error?: string;
}

const planNote = (spec: SettingSpec, value: string | number | boolean) => {
  const vp = spec.valuePlans?.find((v) => v.value === value);
  return vp && !vp.includedInYourPlan
    ? { disabled: true, note: ` (${vp.lowestPlan} plan)` }
    : { disabled: false, note: "" };
};

function Control({
  spec,
  bounds,
  value,
  onChange,
  disabled,
  control,
}: Omit<Props, "label" | "hint" | "error"> & { control: ControlProps }) {
  const common = { ...control, disabled };
  if (spec.type === "boolean")
    return (
      <input
        type="checkbox"
        {...common}
        style={{ justifySelf: "start" }}
        checked={value === true}
        onChange={(e) => onChange(e.target.checked)}
      />
    );
  const choices =
    spec.type === "enum"
      ? spec.values
      : (spec.type === "number" || spec.type === "integer") && bounds.steps
        ? bounds.steps
        : null;
  if (choices) {
    return (
      <select
        {...common}
        value={value === null ? "" : String(value)}
        onChange={(e) =>
          onChange(
            e.target.value === "" ? null : spec.type === "enum" ? e.target.value : Number(e.target.value),
          )
        }
      >
        <option value="">—</option>
        {choices.map((c) => {
          const { disabled: locked, note } = planNote(spec, c);
          return (
            <option key={String(c)} value={String(c)} disabled={locked}>
              {String(c)}
              {note}
            </option>
          );
        })}
      </select>
    );
  }
  if (spec.type === "number" || spec.type === "integer") {
    return (
      <input
        type="number"
        {...common}
        min={bounds.min ?? undefined}
        max={bounds.max ?? undefined}
        step={spec.type === "integer" ? 1 : "any"}
        value={typeof value === "number" && Number.isFinite(value) ? value : ""}
        onChange={(e) => onChange(e.target.value === "" ? null : Number(e.target.value))}
      />
    );
  }
  if (spec.type === "object")
    return (
      <textarea
        {...common}
        rows={4}
        value={typeof value === "string" ? value : ""}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  return (
    <input
      type="text"
      {...common}
      value={typeof value === "string" ? value : ""}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export function SettingInput(props: Props) {
  const { label, hint, error, ...rest } = props;
  const listNote =
    props.spec.type === "list"
      ? " Separate items with commas."
      : props.spec.type === "object"
        ? " JSON."
        : "";
  return (
    <Field label={label} hint={`${hint}${listNote}`} error={error}>
      {(control) => <Control {...rest} control={control} />}
    </Field>
  );
}
