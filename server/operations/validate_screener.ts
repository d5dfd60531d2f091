import { z } from "zod";
import { defineOperation } from "@/server/operations/types";
import { uniqueName } from "@/server/domain/drafts/names";
import { checkScreener } from "@/server/domain/screeners/check";
import { definitionOutputSchema } from "@/server/domain/screeners/definition";
import { nameFromFilters } from "@/server/domain/screeners/naming";
import { notesSchema, screenerWriteInput } from "@/server/domain/screeners/requests";
import { warningsSchema } from "@/server/domain/screeners/warnings";

export const validateScreener = defineOperation({
  id: "validate_screener",
  family: "screening",
  title: "Check a screener without writing it",
  description:
    "Takes exactly the request of create_screener and reports what create_screener would do, writing nothing: valid (no warning of severity error), the normalised definition with every relation, comparison and input stated (defaults in assumed), the warnings with row, path, message and fix, and notes such as the name it would get. " +
    "Use it to iterate on a definition before create_screener; use edit_screener to change a screener that exists.",
  readOnly: true,
  input: screenerWriteInput,
  output: z.object({
    valid: z
      .boolean()
      .describe("True when create_screener would accept the request (no warning of severity error)."),
    definition: definitionOutputSchema
      .nullable()
      .describe("The normalised definition create_screener would write; null when not valid."),
    warnings: warningsSchema,
    notes: notesSchema,
  }),
  async handler(input, { db, caller }) {
    const checked = checkScreener(input, caller.plan);
    const notes: string[] = [];
    const assumed = [...checked.assumed];
    if (checked.definition) {
      const wanted = input.name ?? nameFromFilters(checked.definition);
      if (!input.name)
        assumed.push({
          field: "/name",
          value: wanted,
          reason: "Left out: named after the asset type and first filters.",
        });
      const { note } = await uniqueName(db, "screener", caller.userId, caller.folder, wanted);
      if (note) notes.push(note);
    }
    const errors = checked.warnings.filter((w) => w.severity === "error").length;
    return {
      result: {
        valid: checked.definition !== null,
        definition: checked.definition,
        warnings: checked.warnings,
        notes,
      },
      summary: checked.definition
        ? `Valid: create_screener would write ${checked.definition.rows.length} row(s) over ${checked.definition.universe.assetType} with ${assumed.length} value(s) assumed and ${checked.warnings.length} warning(s).`
        : `Not valid: ${errors} error(s) (${[...new Set(checked.warnings.filter((w) => w.severity === "error").map((w) => w.code))].join(", ")}); nothing would be written.`,
      assumed,
    };
  },
});
