// One field of the portfolio definition as data: what it holds, its bounds and plan rules. Paths are
// canonical definition paths (`models[]...`); describe_strategy_model shows them as `subStrategies[]`.
import { z } from "zod";
import type { PlanId } from "@/server/plans";
import type { Unit } from "@/server/catalogue/units";
import { unitSchema } from "@/server/catalogue/units";
import {
  planLimitFor,
  planLimitSchema,
  valuePlanSchema,
  valuePlansFor,
  type PlanLimitRule,
  type ValuePlan,
} from "@/server/catalogue/planView";
import {
  boundsBySchema,
  settingValueSchema,
  type BoundsBy,
  type SettingValue,
} from "@/server/catalogue/bounds";

export const FIELD_TYPES = ["number", "integer", "boolean", "enum", "string", "list", "object"] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export interface ModelField {
  path: string;
  name: string;
  description: string;
  type: FieldType;
  unit: Unit;
  /** A function where the default depends on the caller's plan. */
  default: SettingValue | ((plan: PlanId) => SettingValue);
  /** For switchable fields (null switches them off): whether they are on by default; null otherwise. */
  enabledByDefault: boolean | null;
  /** Whether null is accepted (a switched-off exit, an automatic value, a Single's Combined level). */
  nullable: boolean;
  min: number | null;
  max: number | null;
  /** Character count for strings; not part of the listed shape. */
  length: { min: number; max: number } | null;
  values: string[] | null;
  steps: number[] | null;
  boundsBy: BoundsBy | null;
  /** Plans needed by values. For a number, each entry covers the values above the previous entry up to `value`. */
  valuePlans: ValuePlan[] | null;
  planLimit: PlanLimitRule | null;
}

type Required = Pick<ModelField, "path" | "name" | "description" | "type" | "unit" | "default">;
export const field = (f: Required & Partial<ModelField>): ModelField => ({
  enabledByDefault: null,
  nullable: false,
  min: null,
  max: null,
  length: null,
  values: null,
  steps: null,
  boundsBy: null,
  valuePlans: null,
  planLimit: null,
  ...f,
});

export type Naming = "strategy" | "portfolio";
/** describe_strategy_model calls the models `subStrategies`. */
export const publicPath = (path: string, naming: Naming) =>
  naming === "strategy" ? path.replace(/^models(?=\[\]|\.|$)/, "subStrategies") : path;

export const fieldSchema = z
  .object({
    path: z.string().describe("Public path in a definition: lowerCamelCase segments, [] marks a list item."),
    name: z.string().describe("Display name."),
    description: z.string().describe("What the field holds, and what null means where it is accepted."),
    type: z.enum(FIELD_TYPES).describe("Value type."),
    unit: unitSchema,
    default: settingValueSchema.describe(
      "Value used when the field is left out (for the caller's plan); null when the service decides or the field is off.",
    ),
    enabledByDefault: z
      .boolean()
      .nullable()
      .describe(
        "For switchable fields (null switches them off): whether they are on by default; null for other fields.",
      ),
    min: z
      .number()
      .nullable()
      .describe("Product minimum; the tighter of this and planLimit.yourMin applies."),
    max: z
      .number()
      .nullable()
      .describe("Product maximum; the tighter of this and planLimit.yourMax applies."),
    values: z
      .array(z.string())
      .nullable()
      .describe("Accepted values of an enum; where the app locks a choice only the locked value is listed."),
    steps: z
      .array(z.number())
      .nullable()
      .describe("The only numbers accepted, ascending; a value between two steps is refused, never rounded."),
    boundsBy: boundsBySchema
      .nullable()
      .describe("Bounds that depend on another field (`on` is its path); null when fixed."),
    valuePlans: z
      .array(valuePlanSchema)
      .nullable()
      .describe(
        "Plans needed by individual values (for a number: the values above the previous entry up to `value`); null when none.",
      ),
    planLimit: planLimitSchema.nullable(),
  })
  .describe("A field of the strategy model.");
export type FieldView = z.infer<typeof fieldSchema>;

export function fieldView(plan: PlanId, f: ModelField, naming: Naming): FieldView {
  return {
    path: publicPath(f.path, naming),
    name: f.name,
    description: f.description,
    type: f.type,
    unit: f.unit,
    default: typeof f.default === "function" ? f.default(plan) : f.default,
    enabledByDefault: f.enabledByDefault,
    min: f.min,
    max: f.max,
    values: f.values,
    steps: f.steps,
    boundsBy: f.boundsBy && { ...f.boundsBy, on: publicPath(f.boundsBy.on, naming) },
    valuePlans: valuePlansFor(plan, f.valuePlans),
    planLimit: planLimitFor(plan, f.planLimit),
  };
}
