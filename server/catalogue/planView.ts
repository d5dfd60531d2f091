// How a catalogue entry looks to one caller: includedInYourPlan / lowestPlan / planLimit, all read from
// the plan table in server/plans.ts so the catalogue and every plan check agree.
import { z } from "zod";
import { PLAN_IDS, PLANS, includes, type Plan, type PlanId } from "@/server/plans";

export const planIdSchema = z.enum(PLAN_IDS).describe("Plan name.");

export const availabilitySchema = z
  .object({
    includedInYourPlan: z.boolean().describe("Whether the caller's plan includes it."),
    lowestPlan: planIdSchema
      .nullable()
      .describe("The lowest plan that includes it; null when every plan does."),
  })
  .describe("Whether the caller's plan includes it, and the lowest plan that does.");
export type Availability = z.infer<typeof availabilitySchema>;

/** `lowest` null or "free" means every plan; both are reported as given. */
export const availabilityFor = (plan: PlanId, lowest: PlanId | null): Availability => ({
  includedInYourPlan: includes(plan, lowest),
  lowestPlan: lowest,
});

export const valuePlanSchema = z
  .object({
    value: z
      .union([z.string(), z.number(), z.boolean()])
      .describe("An accepted value (or, for a number, the lowest value) that needs a plan."),
    includedInYourPlan: z.boolean().describe("Whether the caller's plan includes this value."),
    lowestPlan: planIdSchema.nullable().describe("The lowest plan that includes this value."),
  })
  .describe("A value of a setting that needs a particular plan.");

/** A value that needs a plan; for numbers, `value` is the threshold (this value and above; see `above`). */
export interface ValuePlan {
  value: string | number | boolean;
  lowestPlan: PlanId;
}

export const valuePlansFor = (plan: PlanId, valuePlans: readonly ValuePlan[] | null) =>
  valuePlans ? valuePlans.map((v) => ({ value: v.value, ...availabilityFor(plan, v.lowestPlan) })) : null;

export const planLimitSchema = z
  .object({
    includedInYourPlan: z.boolean().describe("Whether the caller's plan includes the field at all."),
    lowestPlan: planIdSchema.nullable().describe("The lowest plan that includes the field."),
    yourMin: z
      .number()
      .nullable()
      .describe("The lowest value the caller's plan accepts; null when only the product minimum applies."),
    yourMax: z
      .number()
      .nullable()
      .describe("The highest value the caller's plan accepts; null when only the product maximum applies."),
  })
  .describe(
    "The caller's plan limit on a field; the tighter of this and the product min/max applies. Null when no plan limits the field.",
  );
export type PlanLimitView = z.infer<typeof planLimitSchema>;

/** A limit that a plan puts on a numeric field, read from the plan table. */
export interface PlanLimitRule {
  lowestPlan: PlanId;
  yourMin?: (p: Plan) => number;
  yourMax?: (p: Plan) => number;
}

export const planLimitFor = (plan: PlanId, rule: PlanLimitRule | null): PlanLimitView | null =>
  rule
    ? {
        ...availabilityFor(plan, rule.lowestPlan),
        yourMin: rule.yourMin ? rule.yourMin(PLANS[plan]) : null,
        yourMax: rule.yourMax ? rule.yourMax(PLANS[plan]) : null,
      }
    : null;
