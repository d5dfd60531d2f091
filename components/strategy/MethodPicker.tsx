"use client";
// An allocation leg's method, picked from list_allocation_methods: every method in the catalogue's
// order with the lowest plan that includes it (disabled when the person's plan does not), then the
// chosen method's own parameters. The shared leg settings (lookback, leverage...) are model fields.
import { Controller, useFormContext, useWatch } from "react-hook-form";
import type { AllocationMethod, ModelField } from "@/components/catalogue/types";
import { SettingInput } from "@/components/catalogue/SettingInput";
import { describeBounds, effectiveBounds } from "@/components/catalogue/bounds";
import { paramKey, toScalar, type StrategyForm } from "@/components/strategy/formState";
import { includes, type PlanId } from "@/server/plans";

interface Props {
  field: ModelField;
  fieldKey: string;
  legKey: string;
  methods: AllocationMethod[];
  plan: PlanId;
  disabled: boolean;
}

export function MethodPicker({ field, fieldKey, legKey, methods, plan, disabled }: Props) {
  const { control, setValue, formState } = useFormContext<StrategyForm>();
  const chosen = useWatch({ control, name: `values.${fieldKey}` });
  const values = useWatch({ control, name: "values" });
  const method = methods.find((m) => m.id === chosen);
  const pick = (m: AllocationMethod) => {
    setValue(`values.${fieldKey}`, m.id, { shouldValidate: true });
    for (const p of m.parameters) setValue(`values.${paramKey(legKey, p.name)}`, toScalar(p, p.default));
  };
  return (
    <fieldset disabled={disabled} style={{ border: "none", padding: 0, margin: "0 0 12px" }}>
      <legend>
        {field.name} <span className="muted">— {field.description}</span>
      </legend>
      {methods.map((m) => {
        const at = m.availability.subStrategy;
        return (
          <label key={m.id} style={{ display: "block", margin: "6px 0" }}>
            <input
              type="radio"
              name={fieldKey}
              value={m.id}
              checked={chosen === m.id}
              disabled={!at?.includedInYourPlan}
              onChange={() => pick(m)}
            />{" "}
            {m.name}{" "}
            {at?.lowestPlan && (
              <span className={at.includedInYourPlan ? "muted" : "error"}>[{at.lowestPlan} plan]</span>
            )}
            <div className="muted" style={{ fontSize: 12, marginLeft: 22 }}>
              {m.description}
            </div>
          </label>
        );
      })}
      {method && method.parameters.length > 0 && (
        <div className="grid2">
          {method.parameters.map((p) => {
            const key = paramKey(legKey, p.name);
            const bounds = effectiveBounds(
              p,
              p.boundsBy ? values[paramKey(legKey, p.boundsBy.on)] : undefined,
            );
            const included = includes(plan, p.lowestPlan);
            const perNote =
              p.per === "instrument" ? "One value per instrument: TICKER=value, comma-separated. " : "";
            const hint = `${perNote}${describeBounds(p, bounds)}${included ? "" : ` · needs the ${p.lowestPlan} plan`}`;
            return (
              <Controller
                key={key}
                control={control}
                name={`values.${key}`}
                render={({ field: f }) => (
                  <SettingInput
                    label={p.label}
                    hint={hint}
                    spec={p.per === "instrument" ? { ...p, type: "string" } : p}
                    bounds={bounds}
                    value={f.value ?? null}
                    onChange={f.onChange}
                    disabled={!included}
                    error={formState.errors.values?.[key]?.message}
                  />
                )}
              />
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
