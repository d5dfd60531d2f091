// The strategy model: every section and field of a portfolio definition plus the simulation settings,
// as data. describe_strategy_model / describe_portfolio_model show it; create_portfolio and
// validate_portfolio read defaults, bounds, steps and plan rules from the accessors below, so the model
// is described and enforced from this one place.
import { z } from "zod";
import type { PlanId } from "@/server/plans";
import { planLimitFor } from "@/server/catalogue/planView";
import { boundsFor, type Bounds } from "@/server/catalogue/effectiveBounds";
import {
  fieldSchema,
  fieldView,
  publicPath,
  type ModelField,
  type Naming,
} from "@/server/catalogue/modelField";
import type { SettingValue } from "@/server/catalogue/bounds";
import {
  MODEL_ALLOCATION_FIELDS,
  MODEL_FIELDS,
  MODEL_RISK_CONDITION_FIELDS,
  POSITION_EXIT_FIELDS,
  SELECTION_FIELDS,
  TOP_LEVEL_FIELDS,
  USER_SETTINGS_FIELDS,
} from "@/server/catalogue/modelFields";

interface Section {
  /** Section id in describe_strategy_model / describe_portfolio_model. */
  ids: Record<Naming, string>;
  titles: Record<Naming, string>;
  summary: string;
  fields: ModelField[];
}

// `{models}` reads `subStrategies[]` or `models[]` depending on the operation.
const SECTIONS: Section[] = [
  {
    ids: { strategy: "overview", portfolio: "overview" },
    titles: { strategy: "Overview", portfolio: "Overview" },
    summary:
      "A definition holds one model (a Single) or several (a Combined) in `models`. Each model selects instruments (selection), weights them (allocation, with a riskOn and an optional riskOff leg), can switch legs on risk conditions (risk_conditions) and sells positions on exits (position_exits). A Combined adds its own rebalance, allocation and risk conditions over its models (the Combined level). Simulation settings (user_settings) are chosen per run. Ask for a section to get its fields.",
    fields: [],
  },
  {
    ids: { strategy: "combined", portfolio: "portfolio" },
    titles: { strategy: "Combined level", portfolio: "Portfolio level" },
    summary:
      "Top-level fields. For a Single, rebalance, allocation and riskConditions are null and the model carries them; for a Combined they weight and switch the sub-strategies, with the combined-level allocation methods.",
    fields: TOP_LEVEL_FIELDS,
  },
  {
    ids: { strategy: "risk_conditions", portfolio: "risk_conditions" },
    titles: { strategy: "Risk conditions", portfolio: "Risk conditions" },
    summary:
      "Conditions under {models}.riskConditions that switch a model to its riskOff allocation; the Combined level has the same fields under riskConditions. Presets: list_risk_rule_presets.",
    fields: MODEL_RISK_CONDITION_FIELDS,
  },
  {
    ids: { strategy: "allocation", portfolio: "allocation" },
    titles: { strategy: "Allocation", portfolio: "Allocation" },
    summary:
      "The riskOn and riskOff legs under {models}.allocation: the method (list_allocation_methods) and the settings shared by all methods. The Combined level has the same leg fields under allocation, with combined-level methods.",
    fields: MODEL_ALLOCATION_FIELDS,
  },
  {
    ids: { strategy: "sub_strategies", portfolio: "models" },
    titles: { strategy: "Sub-strategies", portfolio: "Models" },
    summary:
      "The strategies inside a definition ({models}); a Single carries the same fields in its one model.",
    fields: MODEL_FIELDS,
  },
  {
    ids: { strategy: "position_exits", portfolio: "position_exits" },
    titles: { strategy: "Position exits", portfolio: "Position exits" },
    summary:
      "When a model sells a holding between rebalances. They apply inside each strategy of a Combined, not to the Combined. null switches an exit off.",
    fields: POSITION_EXIT_FIELDS,
  },
  {
    ids: { strategy: "selection", portfolio: "selection" },
    titles: { strategy: "Selection", portfolio: "Selection" },
    summary:
      "What a model may hold: fixed instruments and/or screeners whose matches are bought (entry) or sold (exit).",
    fields: SELECTION_FIELDS,
  },
  {
    ids: { strategy: "user_settings", portfolio: "user_settings" },
    titles: { strategy: "Simulation settings", portfolio: "Simulation settings" },
    summary:
      "Chosen per simulation run (simulate_portfolio), not stored in the definition: start year, variant (reinvest, costs, taxes), starting capital, base currency and benchmark.",
    fields: USER_SETTINGS_FIELDS,
  },
];

export const sectionIds = (naming: Naming) => SECTIONS.map((s) => s.ids[naming]) as [string, ...string[]];

/** Every field of a definition (not the simulation settings), canonical `models[]` paths. */
export const DEFINITION_FIELDS: readonly ModelField[] = SECTIONS.filter(
  (s) => s.fields !== USER_SETTINGS_FIELDS,
).flatMap((s) => s.fields);
export const SIMULATION_SETTING_FIELDS: readonly ModelField[] = USER_SETTINGS_FIELDS;

const byPath = new Map([...DEFINITION_FIELDS, ...SIMULATION_SETTING_FIELDS].map((f) => [f.path, f]));

/** The field at a path, written with `models[]` or `subStrategies[]`; list indexes may be given as [] or [n]. */
export function fieldAt(path: string): ModelField | undefined {
  const canonical = path.replace(/\[\d+\]/g, "[]").replace(/^subStrategies(?=\[\]|\.|$)/, "models");
  return byPath.get(canonical);
}

export const defaultOf = (f: ModelField, plan: PlanId): SettingValue =>
  typeof f.default === "function" ? f.default(plan) : f.default;

/** The bounds that apply for a plan (null when the deciding field's value leaves the field unused). */
export const limitsFor = (
  f: ModelField,
  plan: PlanId,
  decidingValue?: SettingValue,
): Bounds<ModelField["default"]> | null => boundsFor(f, decidingValue, planLimitFor(plan, f.planLimit));

export const describeResultSchema = z.object({
  section: z.string().describe("The section described."),
  title: z.string().describe("Section title."),
  summary: z.string().describe("What the section covers."),
  fields: z
    .array(fieldSchema)
    .describe("The section's fields in app order, as they apply to the caller's plan; empty for overview."),
  sections: z
    .array(
      z
        .object({
          id: z.string().describe("Section id to ask for."),
          title: z.string().describe("Section title."),
        })
        .describe("A section."),
    )
    .describe("Every section of the model, in app order."),
});
export type DescribeResult = z.infer<typeof describeResultSchema>;

export function describeModel(naming: Naming, sectionId: string, plan: PlanId): DescribeResult {
  const section = SECTIONS.find((s) => s.ids[naming] === sectionId)!;
  const modelsPath = publicPath("models[]", naming);
  return {
    section: sectionId,
    title: section.titles[naming],
    summary: section.summary.replaceAll("{models}", modelsPath),
    fields: section.fields.map((f) => fieldView(plan, f, naming)),
    sections: SECTIONS.map((s) => ({ id: s.ids[naming], title: s.titles[naming] })),
  };
}
