// edit_portfolio's JSON Patch (RFC 6902, fast-json-patch) applied to the complete definition
// get_portfolio returns. An operation that cannot apply is refused at /patch/<index>; the patched
// document is then read like a sent definition (unknown properties and wrong types refused).
import { z } from "zod";
import jsonPatch, { type Operation } from "fast-json-patch";
import { ApiError, invalid } from "@/server/errors";
import { detailsFromZod } from "@/server/transport/zodErrors";
import { definitionInputSchema, type DefinitionInput, type PortfolioDefinition } from "@/server/domain/portfolios/schema";
import { DEFINITION_POINTER } from "@/server/domain/portfolios/check";

export const patchSchema = z
  .array(
    z.strictObject({
      op: z.enum(["add", "remove", "replace", "move", "copy", "test"]).describe("RFC 6902 operation."),
      path: z.string().describe("JSON pointer into the definition, such as /models/0/positionExits/maxPositions or /models/- to append a model."),
      value: z.unknown().optional().describe("The value for add, replace and test."),
      from: z.string().optional().describe("The source pointer for move and copy."),
    }).describe("One JSON Patch operation."),
  )
  .min(1)
  .max(200)
  .describe("RFC 6902 JSON Patch operations applied in order to the complete definition get_portfolio returns.");

export function applyDefinitionPatch(current: PortfolioDefinition, patch: z.infer<typeof patchSchema>): DefinitionInput {
  let doc: unknown = jsonPatch.deepClone(current);
  patch.forEach((operation, index) => {
    try {
      doc = jsonPatch.applyOperation(doc, operation as Operation, true, true, true, index).newDocument;
    } catch (e) {
      if (!(e instanceof jsonPatch.JsonPatchError)) throw e;
      throw invalid(`/patch/${index}`, `Patch operation ${index} cannot be applied: ${e.message.split("\n")[0]}`, "Point the operation at a path that exists in the definition returned by get_portfolio (models are numbered from 0; /models/- appends).");
    }
  });
  const parsed = definitionInputSchema.safeParse(doc);
  if (!parsed.success) {
    const details = detailsFromZod(parsed.error).map((d) => ({ ...d, path: `${DEFINITION_POINTER}${d.path}` }));
    throw new ApiError("invalid_arguments", `The patched definition is not valid: ${details[0].path}: ${details[0].message}.`, details);
  }
  return parsed.data;
}
