import { z } from "zod";
import { defineOperation } from "@/server/operations/types";
import { describeModel, describeResultSchema, sectionIds } from "@/server/catalogue/strategyModel";
import type { Naming } from "@/server/catalogue/modelField";

const NAMES: Record<Naming, { id: string; models: string; combined: string; twin: string }> = {
  strategy: {
    id: "describe_strategy_model",
    models: "subStrategies[]",
    combined: "combined",
    twin: "describe_portfolio_model",
  },
  portfolio: {
    id: "describe_portfolio_model",
    models: "models[]",
    combined: "portfolio",
    twin: "describe_strategy_model",
  },
};

/** The two names of the model description differ only in how they name the models and the Combined level. */
export function describeModelOperation(naming: Naming) {
  const n = NAMES[naming];
  return defineOperation({
    id: n.id,
    family: "authoring",
    title: `Describe the strategy model, one section at a time (${n.models} paths)`,
    description:
      `Describes every field of a portfolio definition, one section at a time: path, type, unit, default, whether a switchable field is on by default, product min/max, accepted values and steps, bounds that depend on another field, and the caller's plan limit (planLimit.yourMin/yourMax; the tighter of product and plan applies). ` +
      `Start with section overview to see the sections; paths use ${n.models} for the strategies, and the ` +
      `Combined level (section "${n.combined}") is the definition's top level. ${n.twin} returns the same model ` +
      "with the other naming; create_portfolio takes a definition with `models` (`subStrategies` is read as " +
      "`models`). " +
      "Use it before building a definition to know what to send and what is left to defaults. Not for allocation method parameters (list_allocation_methods) or risk presets (list_risk_rule_presets).",
    readOnly: true,
    input: z.strictObject({
      section: z
        .enum(sectionIds(naming))
        .default("overview")
        .describe("The section to describe; default overview, which lists the sections."),
    }),
    output: describeResultSchema,
    async handler(input, { caller }) {
      const result = describeModel(naming, input.section, caller.plan);
      return {
        result,
        summary: `${result.title}: ${result.fields.length ? `${result.fields.length} field(s), as they apply to the ${caller.plan} plan` : `${result.sections.length} sections: ${result.sections.map((s) => s.id).join(", ")}`}.`,
      };
    },
  });
}

export const describeStrategyModel = describeModelOperation("strategy");
