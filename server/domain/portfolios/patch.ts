// edit_portfolio's JSON Patch applied to the complete definition get_portfolio returns (the shared
// drafts/jsonPatch applies it; a failing operation is refused at /patch/<index>); the patched document
// is then read like a sent definition (unknown properties and wrong types refused).
import { ApiError } from "@/server/errors";
import { detailsFromZod } from "@/server/zodErrors";
import { applyJsonPatch, patchSchemaFor, type JsonPatch } from "@/server/domain/drafts/jsonPatch";
import {
  definitionInputSchema,
  type DefinitionRequest,
  type PortfolioDefinition,
} from "@/server/domain/portfolios/schema";
import { DEFINITION_POINTER } from "@/server/domain/portfolios/check";

export const patchSchema = patchSchemaFor(
  "/models/0/positionExits/maxPositions or /models/- to append a model",
  "the complete definition get_portfolio returns",
  200,
);

export function applyDefinitionPatch(current: PortfolioDefinition, patch: JsonPatch): DefinitionRequest {
  const doc = applyJsonPatch(
    current,
    patch,
    "Point the operation at a path that exists in the definition returned by get_portfolio (models are numbered from 0; /models/- appends).",
  );
  const parsed = definitionInputSchema.safeParse(doc);
  if (!parsed.success) {
    const details = detailsFromZod(parsed.error).map((d) => ({
      ...d,
      path: `${DEFINITION_POINTER}${d.path}`,
    }));
    throw new ApiError(
      "invalid_arguments",
      `The patched definition is not valid: ${details[0].path}: ${details[0].message}.`,
      details,
    );
  }
  return parsed.data;
}
