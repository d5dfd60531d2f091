// The builder's zod schema, built from the catalogue entries: each shown value is checked against its
// field's type, accepted values, steps and the tighter of the product's and the plan's bounds. It only
// restates what the catalogue lists, to point at a field before sending; the server decides.
import { z } from "zod";
import type { AllocationMethod, ModelField, SettingSpec } from "@/components/catalogue/types";
import type { FormScalar } from "@/components/catalogue/SettingInput";
import { effectiveBounds, type EffectiveBounds } from "@/components/catalogue/bounds";
import { instancesOf, keyFor, legOf, type ListItems } from "@/components/strategy/modelTree";
import { isOff, leavesOf, paramKey, type StrategyForm } from "@/components/strategy/formState";

/** Why a value is not accepted, or null. Empty values are left out of the definition, so they pass. */
export function problemWith(
  spec: SettingSpec,
  bounds: EffectiveBounds,
  value: FormScalar | undefined,
): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (spec.type === "number" || spec.type === "integer") {
    if (typeof value !== "number" || !Number.isFinite(value)) return "Enter a number.";
    if (spec.type === "integer" && !Number.isInteger(value)) return "Enter a whole number.";
    if (bounds.steps && !bounds.steps.includes(value)) return `Choose one of ${bounds.steps.join(", ")}.`;
    if (bounds.min !== null && value < bounds.min) return `At least ${bounds.min}.`;
    if (bounds.max !== null && value > bounds.max) return `At most ${bounds.max}.`;
  }
  if (spec.type === "enum" && spec.values && !spec.values.includes(String(value)))
    return `Choose one of ${spec.values.join(", ")}.`;
  if (spec.type === "object") {
    try {
      JSON.parse(String(value));
    } catch {
      return "Enter a JSON object.";
    }
  }
  return null;
}

export function strategyFormSchema(all: ModelField[], items: ListItems, methods: AllocationMethod[]) {
  return z
    .object({
      values: z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.null()])),
      on: z.record(z.string(), z.boolean()),
    })
    .superRefine((form: StrategyForm, ctx) => {
      const report = (key: string, message: string | null) =>
        message && ctx.addIssue({ code: "custom", path: ["values", key], message });
      for (const field of leavesOf(all)) {
        for (const inst of instancesOf(field.path, items)) {
          if (isOff(field, inst, all, form.on)) continue;
          const deciding = field.boundsBy ? form.values[keyFor(field.boundsBy.on, inst.tokens)] : undefined;
          report(
            inst.key,
            problemWith(field, effectiveBounds(field, deciding, field.planLimit), form.values[inst.key]),
          );
          const leg = legOf(field, all);
          if (!leg) continue;
          const legKey = keyFor(leg, inst.tokens);
          for (const p of methods.find((m) => m.id === form.values[inst.key])?.parameters ?? []) {
            if (p.per) continue; // maps and lists per instrument are checked by the server
            const key = paramKey(legKey, p.name);
            const on = p.boundsBy ? form.values[paramKey(legKey, p.boundsBy.on)] : undefined;
            report(key, problemWith(p, effectiveBounds(p, on), form.values[key]));
          }
        }
      }
    });
}
