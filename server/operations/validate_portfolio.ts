import { z } from "zod";
import { defineOperation } from "@/server/operations/types";
import { uniqueName } from "@/server/domain/drafts/names";
import { checkPortfolio } from "@/server/domain/portfolios/check";
import { problemsSchema } from "@/server/domain/portfolios/problems";
import { notesSchema, portfolioWriteInput } from "@/server/domain/portfolios/requests";
import { definitionOutputSchema } from "@/server/domain/portfolios/schema";

export const validatePortfolio = defineOperation({
  id: "validate_portfolio",
  family: "authoring",
  title: "Check a portfolio definition without writing it",
  description:
    "Takes exactly the request of create_portfolio and reports what create_portfolio would do, writing nothing: valid, the complete normalised definition (defaults in assumed), warnings: every problem with its code, path, message, fix and, where the plan is the reason, the lowest plan that accepts it (create_portfolio refuses with the same list as its error details), and notes such as the name it would get. " +
    "Use it to iterate on a definition before create_portfolio; use edit_portfolio to change a portfolio that exists.",
  readOnly: true,
  input: portfolioWriteInput,
  output: z.object({
    valid: z.boolean().describe("True when create_portfolio would accept the request (no warnings)."),
    definition: definitionOutputSchema
      .nullable()
      .describe("The complete definition create_portfolio would write; null when not valid."),
    warnings: problemsSchema,
    notes: notesSchema,
  }),
  async handler(input, { db, clock, caller }) {
    const checked = await checkPortfolio(db, clock, caller, input.definition);
    const valid = checked.problems.length === 0;
    const notes = [...checked.notes];
    if (valid) {
      const { note } = await uniqueName(
        db,
        "portfolio",
        caller.userId,
        caller.folder,
        checked.definition.name,
      );
      if (note) notes.push(note);
    }
    const d = checked.definition;
    const codes = [...new Set(checked.problems.map((p) => p.code))].join(", ");
    return {
      result: { valid, definition: valid ? d : null, warnings: checked.problems, notes },
      summary: valid
        ? `Valid: create_portfolio would write the ${d.kind === "single" ? "Single" : "Combined"} portfolio "${d.name}" with ${d.models.length} model(s), start year ${d.startingYear}, in folder "${caller.folder}", with ${checked.assumed.length} value(s) assumed.`
        : `Not valid: ${checked.problems.length} problem(s) (${codes}); nothing would be written.`,
      assumed: checked.assumed,
    };
  },
});
