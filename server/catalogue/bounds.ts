// Shapes shared by allocation-method parameters and strategy-model fields: bounds that depend on another
// setting (boundsBy) and the plain value kinds a setting can hold.
import { z } from "zod";
import { unitSchema, type Unit } from "@/server/catalogue/units";

export type SettingValue = number | string | boolean | null | SettingValue[] | { [k: string]: SettingValue };
export const settingValueSchema: z.ZodType<SettingValue> = z
  .union([
    z.number(),
    z.string(),
    z.boolean(),
    z.null(),
    z.array(z.lazy(() => settingValueSchema)).meta({ id: "SettingValueList" }),
    z.record(
      z.string(),
      z.lazy(() => settingValueSchema),
    ),
  ])
  .describe("A setting's value: number, string, boolean, null, list or object.")
  .meta({ id: "SettingValue" });

export interface BoundsCase {
  when: string | number | boolean;
  unit: Unit;
  default: SettingValue;
  min: number | null;
  max: number | null;
  steps: number[] | null;
}
export interface BoundsBy {
  on: string;
  cases: BoundsCase[];
}

export const boundsBySchema = z
  .object({
    on: z
      .string()
      .describe(
        "The setting whose value decides the bounds (a name for method parameters, a field path for model fields).",
      ),
    cases: z
      .array(
        z
          .object({
            when: z
              .union([z.string(), z.number(), z.boolean()])
              .describe("Value of the deciding setting for which this case applies."),
            unit: unitSchema,
            default: settingValueSchema.describe("Default in this case."),
            min: z.number().nullable().describe("Lowest accepted value in this case; null when unbounded."),
            max: z.number().nullable().describe("Highest accepted value in this case; null when unbounded."),
            steps: z
              .array(z.number())
              .nullable()
              .describe(
                "Only these numbers are accepted in this case, ascending; null when any value within min/max is.",
              ),
          })
          .describe("Bounds that apply when the deciding setting has the value `when`."),
      )
      .describe("One case per value of the deciding setting."),
  })
  .describe("Bounds that depend on another setting.");
