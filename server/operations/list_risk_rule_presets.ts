import { z } from "zod";
import { defineOperation } from "@/server/operations/types";
import {
  RISK_GROUPS,
  RISK_PRESETS,
  RULE_TYPES,
  presetView,
  riskPresetSchema,
  ruleTypeSchema,
  ruleTypeView,
} from "@/server/catalogue/riskPresets";

export const listRiskRulePresets = defineOperation({
  id: "list_risk_rule_presets",
  family: "authoring",
  title: "List risk condition presets and rule types",
  description:
    "Lists the ready-made risk conditions a strategy can use to switch between its riskOn and riskOff allocation (VIX level, VIX term structure, yield-curve inversion, inflation trend, S&P 500 trend), with the series each reads, its thresholds in that series' own unit (index points, plain ratio, percentage points, percent; never fractions) and which values may be edited. " +
    "Set includeRuleTypes to also get the five rule types custom conditions are built from, with the plan each needs. " +
    "Use it before writing riskConditions in create_portfolio. Not for allocation methods (list_allocation_methods) or the fields of a risk condition (describe_strategy_model, section risk_conditions).",
  readOnly: true,
  input: z.strictObject({
    group: z.enum(RISK_GROUPS).optional().describe("Only presets of this group; left out, all groups."),
    includeRuleTypes: z.boolean().default(false).describe("Also return the rule types (default false)."),
  }),
  output: z.object({
    presets: z.array(riskPresetSchema).describe("Presets in catalogue order."),
    ruleTypes: z
      .array(ruleTypeSchema)
      .nullable()
      .describe("The rule types; null unless includeRuleTypes is true."),
  }),
  async handler(input, { caller }) {
    const presets = RISK_PRESETS.filter((p) => !input.group || p.group === input.group).map((p) =>
      presetView(caller.plan, p),
    );
    const ruleTypes = input.includeRuleTypes ? RULE_TYPES.map((t) => ruleTypeView(caller.plan, t)) : null;
    const scope = input.group ? ` in group ${input.group}` : "";
    return {
      result: { presets, ruleTypes },
      summary: `${presets.length} risk preset(s)${scope}: ${presets.map((p) => p.id).join(", ") || "none"}.${ruleTypes ? ` ${ruleTypes.length} rule types, ${ruleTypes.filter((t) => t.availability.includedInYourPlan).length} included in the ${caller.plan} plan.` : ""}`,
    };
  },
});
