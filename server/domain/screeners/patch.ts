// edit_screener's JSON Patch (RFC 6902, fast-json-patch) applied to the stored definition
// {universe, rows}. A patch that cannot apply is refused at /patch/<index>; rows it leaves unreadable
// are reported later by the check as unreadable_row.
import { z } from "zod";
import jsonPatch, { type Operation } from "fast-json-patch";
import { ApiError, invalid } from "@/server/errors";
import type { ScreenerDefinition } from "@/server/domain/screeners/definition";

export const patchSchema = z
  .array(
    z.strictObject({
      op: z.enum(["add", "remove", "replace", "move", "copy", "test"]).describe("RFC 6902 operation."),
      path: z.string().describe("JSON pointer into the definition {universe, rows}, such as /rows/0/target/value or /rows/- to append."),
      value: z.unknown().optional().describe("The value for add, replace and test."),
      from: z.string().optional().describe("The source pointer for move and copy."),
    }).describe("One JSON Patch operation."),
  )
  .min(1)
  .max(100)
  .describe("RFC 6902 JSON Patch operations applied in order to the current definition {universe, rows}.");

export function applyDefinitionPatch(current: ScreenerDefinition, patch: z.infer<typeof patchSchema>): { universe: unknown; rows: unknown } {
  let doc: unknown = jsonPatch.deepClone(current);
  // One operation at a time: the library's validator reports every failure as operation 0.
  patch.forEach((operation, index) => {
    try {
      doc = jsonPatch.applyOperation(doc, operation as Operation, true, true, true, index).newDocument;
    } catch (e) {
      if (!(e instanceof jsonPatch.JsonPatchError)) throw e;
      throw invalid(`/patch/${index}`, `Patch operation ${index} cannot be applied: ${e.message.split("\n")[0]}`, "Point the operation at a path that exists in the definition returned by get_screener (rows are numbered from 0; /rows/- appends).");
    }
  });
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) throw invalid("/patch", "The patch must leave the definition an object.", "Patch fields inside the definition, not the definition itself.");
  const extra = Object.keys(doc).filter((k) => k !== "universe" && k !== "rows");
  if (extra.length) {
    throw new ApiError("invalid_arguments", `The patched definition has unknown properties: ${extra.join(", ")}.`, extra.map((k) => ({ path: `/patch`, message: `A definition holds only universe and rows, not ${k}.`, fix: k === "name" || k === "description" ? `Send ${k} as its own field of edit_screener.` : `Remove the operation that adds /${k}.` })));
  }
  const { universe, rows } = doc as { universe?: unknown; rows?: unknown };
  return { universe, rows };
}
