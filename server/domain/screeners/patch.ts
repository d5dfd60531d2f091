// edit_screener's JSON Patch applied to the stored definition {universe, rows}. Rows the patch leaves
// unreadable are reported later by the check as unreadable_row.
import { ApiError, invalid } from "@/server/errors";
import { applyJsonPatch, patchSchemaFor, type JsonPatch } from "@/server/domain/drafts/jsonPatch";
import type { ScreenerDefinition } from "@/server/domain/screeners/definition";

export const patchSchema = patchSchemaFor(
  "/rows/0/target/value or /rows/- to append a row",
  "the current definition {universe, rows}",
  100,
);

export function applyDefinitionPatch(
  current: ScreenerDefinition,
  patch: JsonPatch,
): { universe: unknown; rows: unknown } {
  const doc = applyJsonPatch(
    current,
    patch,
    "Point the operation at a path that exists in the definition returned by get_screener (rows are numbered from 0; /rows/- appends).",
  );
  if (typeof doc !== "object" || doc === null || Array.isArray(doc))
    throw invalid(
      "/patch",
      "The patch must leave the definition an object.",
      "Patch fields inside the definition, not the definition itself.",
    );
  const extra = Object.keys(doc).filter((k) => k !== "universe" && k !== "rows");
  if (extra.length) {
    throw new ApiError(
      "invalid_arguments",
      `The patched definition has unknown properties: ${extra.join(", ")}.`,
      extra.map((k) => ({
        path: `/patch`,
        message: `A definition holds only universe and rows, not ${k}.`,
        fix:
          k === "name" || k === "description"
            ? `Send ${k} as its own field of edit_screener.`
            : `Remove the operation that adds /${k}.`,
      })),
    );
  }
  const { universe, rows } = doc as { universe?: unknown; rows?: unknown };
  return { universe, rows };
}
