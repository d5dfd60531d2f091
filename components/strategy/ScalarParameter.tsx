"use client";
// One number or choice of an allocation method (risk aversion, a maximum weight, an estimator), in the
// catalogue's words and unit, with the service's default as a ghost value and the check's message for
// it beside the box.
import type { MethodParameter, SettingValue } from "@/components/catalogue/types";
import { boxUnit } from "@/components/strategy/units";
import { Field } from "@/components/ui/Field";
import { NumberInput } from "@/components/ui/NumberInput";
import { Select } from "@/components/ui/Select";

export function ScalarParameter(props: {
  p: MethodParameter;
  value: SettingValue | undefined;
  onChange(v: SettingValue | undefined): void;
  ghostValue: string | number | null;
  /** The check's message for this box, in words. */
  error?: string;
}) {
  const { p, value, onChange, ghostValue, error } = props;
  const locked = p.lowestPlan && p.valuePlans?.every((v) => !v.includedInYourPlan);
  const hint = locked
    ? `Needs the ${p.lowestPlan} plan.`
    : ghostValue !== null
      ? `Default ${ghostValue}.`
      : undefined;
  if (p.type === "enum") {
    return (
      <Field label={p.label} hint={hint}>
        {(c) => (
          <Select
            {...c}
            options={(p.values ?? []).map((v) => ({
              value: v,
              label: v.replaceAll("_", " "),
              disabled: p.valuePlans?.some((x) => x.value === v && !x.includedInYourPlan),
            }))}
            value={typeof value === "string" ? value : undefined}
            placeholder={ghostValue !== null ? `${ghostValue} (default)` : "Choose…"}
            onValueChange={onChange}
          />
        )}
      </Field>
    );
  }
  if (p.type === "number" || p.type === "integer") {
    return (
      <Field label={p.label} hint={hint} error={error}>
        {(c) => (
          <NumberInput
            {...c}
            unit={boxUnit(p.unit)}
            min={p.min ?? undefined}
            max={p.max ?? undefined}
            value={typeof value === "number" ? value : null}
            placeholder={ghostValue !== null ? String(ghostValue) : undefined}
            onValueChange={(v) => onChange(v ?? undefined)}
          />
        )}
      </Field>
    );
  }
  return null;
}
