// The two names of a definition's models. describe_strategy_model writes their paths under
// `subStrategies[]` (the spec's naming), describe_portfolio_model and the stored definition under
// `models[]`. A client that builds a definition from the first is read the same: `subStrategies` is
// taken as `models`, and a note says so. A definition that carries both is refused: which list holds
// the models would be a guess.
import type { z } from "zod";
import type { DefinitionInput, DefinitionRequest } from "@/server/domain/portfolios/schema";

export const MODELS_ALIAS = "subStrategies";

type Names = Partial<Record<"models" | typeof MODELS_ALIAS, unknown>>;

/** The request schema's check: exactly one of the two names. */
export function oneNameForModels(definition: Names, ctx: z.core.$RefinementCtx): void {
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

/** The definition with its models under `models`, and the note when they came as `subStrategies`. */
export function withModelsNamed(request: DefinitionRequest): {
  definition: DefinitionInput;
  notes: string[];
} {
  if (request.models !== undefined) return { definition: request, notes: [] };
  const { subStrategies, ...rest } = request;
  const note =
    `${MODELS_ALIAS} was read as models (describe_strategy_model's name for the same list); ` +
    "the definition calls them models.";
  return { definition: { ...rest, models: subStrategies }, notes: [note] };
}
