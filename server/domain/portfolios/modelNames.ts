// The two names of a definition's parts. describe_strategy_model writes the models' paths under
// `subStrategies[]` (the spec's naming) and calls the Combined level's section `combined`;
// describe_portfolio_model and the stored definition use `models[]` and top-level rebalance, allocation
// and riskConditions. A client that builds a definition from the first naming is read the same:
// `subStrategies` is taken as `models`, `combined: { rebalance, allocation, riskConditions }` as those
// top-level fields, and a note says so. A part sent under both names is refused: which one holds it
// would be a guess. The request read under the stored names is canonicalNames.ts.
import type { z } from "zod";

export const MODELS_ALIAS = "subStrategies";
export const LEVEL_ALIAS = "combined";
export const LEVEL_FIELDS = ["rebalance", "allocation", "riskConditions"] as const;

type Level = Partial<Record<(typeof LEVEL_FIELDS)[number], unknown>>;
type Names = Partial<Record<"models" | typeof MODELS_ALIAS, unknown>> & Level & { combined?: Level };

/** The request schema's check: exactly one name for the models, at most one for each Combined-level field. */
export function oneNamePerPart(definition: Names, ctx: z.core.$RefinementCtx): void {
  for (const field of LEVEL_FIELDS) {
    if (definition.combined?.[field] !== undefined && definition[field] !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: [LEVEL_ALIAS, field],
        message: `The definition carries ${field} both at the top and under ${LEVEL_ALIAS}, two names for one field.`,
        params: { fix: `Send the Combined level's ${field} once, at the top (or under ${LEVEL_ALIAS}).` },
      });
    }
  }
  if (definition.models !== undefined && definition.subStrategies !== undefined) {
    ctx.addIssue({
      code: "custom",
      path: [MODELS_ALIAS],
      message: `The definition carries both models and ${MODELS_ALIAS}, two names for the same list.`,
      params: { fix: `Send the models once, under models (or ${MODELS_ALIAS}), not under both.` },
    });
  } else if (definition.models === undefined && definition.subStrategies === undefined) {
    ctx.addIssue({
      code: "custom",
      path: ["models"],
      message: "The definition has no models.",
      params: { fix: "Send models: a list of one model (a Single) or more (a Combined)." },
    });
  }
}
