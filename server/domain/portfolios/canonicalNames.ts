// A definition request under the stored names (modelNames.ts says which two names each part has):
// `subStrategies` read as `models`, the `combined` section as the top-level fields, a note for each.
import type { DefinitionInput, DefinitionRequest } from "@/server/domain/portfolios/schema";
import { LEVEL_ALIAS, MODELS_ALIAS } from "@/server/domain/portfolios/modelNames";

/** The definition under its stored names, with a note for each part that came under the other name. */
export function withCanonicalNames(request: DefinitionRequest): {
  definition: DefinitionInput;
  notes: string[];
} {
  const { combined, ...rest } = request;
  const notes: string[] = [];
  let definition = rest as DefinitionInput;
  if (rest.models === undefined) {
    const { subStrategies, ...others } = rest as Extract<DefinitionRequest, { subStrategies: unknown }>;
    definition = { ...others, models: subStrategies };
    notes.push(
      `${MODELS_ALIAS} was read as models (describe_strategy_model's name for the same list); ` +
        "the definition calls them models.",
    );
  }
  if (combined !== undefined) {
    definition = { ...definition, ...combined };
    notes.push(
      `${LEVEL_ALIAS} was read as the Combined level (describe_strategy_model's section name); ` +
        "the definition keeps its rebalance, allocation and riskConditions at the top.",
    );
  }
  return { definition, notes };
}
