// Request and result pieces shared by the portfolio operations.
import { z } from "zod";
import { RECORD_ID } from "@/server/ids";
import { expectedVersionInput } from "@/server/domain/drafts/versions";
import { NAME_MAX } from "@/server/domain/drafts/names";
import { shownText } from "@/server/domain/drafts/shownText";
import { patchSchema } from "@/server/domain/portfolios/patch";
import { definitionInputSchema } from "@/server/domain/portfolios/schema";
import { portfolioRecordSchema } from "@/server/domain/portfolios/record";

export const portfolioIdInput = z
  .string()
  .regex(RECORD_ID)
  .describe("The portfolio's id (24 lowercase hex characters), from create_portfolio or list_portfolios.");

/** create_portfolio and validate_portfolio take the same request. */
export const portfolioWriteInput = z.strictObject({ definition: definitionInputSchema });

export const notesSchema = z
  .array(z.string().min(1))
  .describe("Anything the operation changed on its own, such as a renamed duplicate name; usually empty.");

export const portfolioWriteResult = z.object({ portfolio: portfolioRecordSchema, notes: notesSchema });

/** edit_portfolio's request: a new definition or a patch, and/or a new name or description. */
export const editPortfolioInput = z.strictObject({
  portfolioId: portfolioIdInput,
  definition: definitionInputSchema
    .optional()
    .describe(
      "A new definition replacing the current one (omitted fields take defaults, reported in assumed); not together with patch.",
    ),
  patch: patchSchema.optional(),
  name: shownText(z.string().trim().min(1).max(NAME_MAX), "name")
    .optional()
    .describe(
      `New name, 1 to ${NAME_MAX} characters; unique within its folder (a taken name gets " (2)", reported in notes).`,
    ),
  description: shownText(z.string().max(1000), "description")
    .nullable()
    .optional()
    .describe("New description, at most 1000 characters; null clears it."),
  expectedVersion: expectedVersionInput,
});
