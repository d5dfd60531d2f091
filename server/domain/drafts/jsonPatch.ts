// JSON Patch (RFC 6902, fast-json-patch) for edit_* operations: the request schema and applying it
// to a record's stored definition one operation at a time, so a failure names its own operation
// (/patch/<index>; the library's validator reports every failure as operation 0).
import { z } from "zod";
import jsonPatch, { type Operation } from "fast-json-patch";
import { invalid } from "@/server/errors";

export const patchSchemaFor = (pathExample: string, document: string, maxOps: number) =>
  z
    .array(
      z
        .strictObject({
          op: z.enum(["add", "remove", "replace", "move", "copy", "test"]).describe("RFC 6902 operation."),
          path: z.string().describe(`JSON pointer into the definition, such as ${pathExample}.`),
          value: z.unknown().optional().describe("The value for add, replace and test."),
          from: z.string().optional().describe("The source pointer for move and copy."),
        })
        .describe("One JSON Patch operation."),
    )
    .min(1)
    .max(maxOps)
    .describe(`RFC 6902 JSON Patch operations applied in order to ${document}.`);

export type JsonPatch = { op: Operation["op"]; path: string; value?: unknown; from?: string }[];

/** The patched copy of `current`; `fix` says how to point at a path that exists. */
export function applyJsonPatch(current: unknown, patch: JsonPatch, fix: string): unknown {
  let doc: unknown = jsonPatch.deepClone(current);
  patch.forEach((operation, index) => {
    try {
      doc = jsonPatch.applyOperation(doc, operation as Operation, true, true, true, index).newDocument;
    } catch (e) {
      if (!(e instanceof jsonPatch.JsonPatchError)) throw e;
      throw invalid(
        `/patch/${index}`,
        `Patch operation ${index} cannot be applied: ${e.message.split("\n")[0]}`,
        fix,
      );
    }
  });
  return doc;
}
