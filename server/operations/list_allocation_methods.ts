import { z } from "zod";
import { defineOperation } from "@/server/operations/types";
import { ALLOCATION_METHODS, allocationMethodSchema, methodView } from "@/server/catalogue/allocationMethods";

export const listAllocationMethods = defineOperation({
  id: "list_allocation_methods",
  family: "authoring",
  title: "List allocation methods",
  description:
    "Lists the allocation methods a strategy leg can use as `method`, in the app's picker order: how each splits weight, the levels it works at (subStrategy: weights instruments inside a strategy; combined: weights the sub-strategies of a Combined), whether the caller's plan includes it, and its own parameters with type, unit, default, bounds, accepted steps and the plan each value needs. " +
    "A parameter that differs between levels is listed once per level: use the entry whose `levels` holds the level you build. `per` says whether to send a map per instrument or a list per sub-strategy or rank. " +
    "Use it before writing `allocation` in create_portfolio. Settings shared by all methods (lookbackMonths, covarianceEstimator, leverage...) are not here: call describe_strategy_model with section allocation. Risk-on/off switching conditions are in list_risk_rule_presets.",
  readOnly: true,
  input: z.strictObject({
    level: z
      .enum(["combined", "subStrategy", "both"])
      .default("both")
      .describe(
        "Only methods that work at this level, with only that level's parameter entries; default both.",
      ),
    query: z
      .string()
      .min(1)
      .max(80)
      .optional()
      .describe("Case-insensitive text matched in the method's name and description."),
  }),
  output: z.object({
    methods: z
      .array(allocationMethodSchema)
      .describe("Matching methods in the order the app's picker shows them."),
    count: z.number().int().describe("Number of methods returned."),
  }),
  async handler(input, { caller }) {
    const needle = input.query?.toLowerCase();
    const methods = ALLOCATION_METHODS.filter(
      (m) => input.level === "both" || m.levels[input.level] !== undefined,
    )
      .filter(
        (m) =>
          !needle || m.name.toLowerCase().includes(needle) || m.description.toLowerCase().includes(needle),
      )
      .map((m) => methodView(caller.plan, m, input.level));
    const included = methods.filter((m) =>
      Object.values(m.availability).some((a) => a?.includedInYourPlan),
    ).length;
    return {
      result: { methods, count: methods.length },
      summary: `${methods.length} allocation method(s)${input.level === "both" ? "" : ` at the ${input.level} level`}${needle ? ` matching "${input.query}"` : ""}; ${included} included in the ${caller.plan} plan${methods.length ? `: ${methods.map((m) => m.id).join(", ")}` : ""}.`,
    };
  },
});
