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
import { getMarketData } from "@/server/data/load";
import { presetHistory } from "@/server/domain/riskPresets/history";

const pointSchema = z
  .object({
    date: z.string().describe("The month's last observation date (ISO date)."),
    value: z
      .number()
      .describe("What the condition compares, in the series' unit after the preset's indicator."),
    line: z
      .number()
      .nullable()
      .describe("For a crossing rule, the crossed line (the series' own indicator); null otherwise."),
  })
  .describe("One month of a preset's series.");

export const listRiskRulePresets = defineOperation({
  id: "list_risk_rule_presets",
  family: "authoring",
  title: "List risk condition presets and rule types",
  description:
    "Lists the ready-made risk conditions a strategy can use to switch between its riskOn and riskOff allocation (VIX level, VIX term structure, yield-curve inversion, inflation trend, S&P 500 trend), with the series each reads, its thresholds in that series' own unit (index points, plain ratio, percentage points, percent; never fractions) and which values may be edited. " +
    "Set includeRuleTypes to also get the five rule types custom conditions are built from, with the plan each needs, and includeSeries to get each preset's series month by month (to draw it against its thresholds). " +
    "Use it before writing riskConditions in create_portfolio. Not for allocation methods (list_allocation_methods) or the fields of a risk condition (describe_strategy_model, section risk_conditions).",
  readOnly: true,
  input: z.strictObject({
    group: z.enum(RISK_GROUPS).optional().describe("Only presets of this group; left out, all groups."),
    includeRuleTypes: z.boolean().default(false).describe("Also return the rule types (default false)."),
    includeSeries: z
      .boolean()
      .default(false)
      .describe("Also return each preset's series, one point per month of the data build (default false)."),
  }),
  output: z.object({
    presets: z.array(riskPresetSchema).describe("Presets in catalogue order."),
    ruleTypes: z
      .array(ruleTypeSchema)
      .nullable()
      .describe("The rule types; null unless includeRuleTypes is true."),
    series: z
      .record(z.string(), z.array(pointSchema))
      .nullable()
      .describe("Each preset's series by preset id, oldest month first; null unless includeSeries is true."),
  }),
  async handler(input, { caller }) {
    const presets = RISK_PRESETS.filter((p) => !input.group || p.group === input.group).map((p) =>
      presetView(caller.plan, p),
    );
    const ruleTypes = input.includeRuleTypes ? RULE_TYPES.map((t) => ruleTypeView(caller.plan, t)) : null;
    const market = input.includeSeries ? getMarketData() : null;
    const series = market
      ? Object.fromEntries(
          RISK_PRESETS.filter((p) => presets.some((v) => v.id === p.id)).map((p) => [
            p.id,
            presetHistory(market, p),
          ]),
        )
      : null;
    const scope = input.group ? ` in group ${input.group}` : "";
    return {
      result: { presets, ruleTypes, series },
      summary: `${presets.length} risk preset(s)${scope}: ${presets.map((p) => p.id).join(", ") || "none"}.${ruleTypes ? ` ${ruleTypes.length} rule types, ${ruleTypes.filter((t) => t.availability.includedInYourPlan).length} included in the ${caller.plan} plan.` : ""}${series ? " With each preset's monthly series." : ""}`,
      dataVersion: market?.dataVersion ?? null,
    };
  },
});
