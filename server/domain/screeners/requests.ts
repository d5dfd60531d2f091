// Request and result pieces shared by the screener operations (create, validate, edit, run).
import { z } from "zod";
import { RECORD_ID } from "@/server/ids";
import { pageFields } from "@/server/domain/paging";
import { expectedVersionInput } from "@/server/domain/drafts/versions";
import { patchSchema } from "@/server/domain/screeners/patch";
import { NAME_MAX } from "@/server/domain/drafts/names";
import { shownText } from "@/server/domain/drafts/shownText";
import { rowsSchema, universeSchema } from "@/server/domain/screeners/definition";
import { screenerRecordSchema } from "@/server/domain/screeners/record";
import { warningsSchema } from "@/server/domain/screeners/warnings";

export const DESCRIPTION_MAX = 1000;

export const nameInput = shownText(z.string().trim().min(1).max(NAME_MAX), "name").describe(
  `Name, 1 to ${NAME_MAX} characters; unique within its folder (a taken name gets " (2)", reported in notes).`,
);
export const descriptionInput = shownText(z.string().max(DESCRIPTION_MAX), "description").describe(
  `Description, at most ${DESCRIPTION_MAX} characters.`,
);
export const screenerIdInput = z
  .string()
  .regex(RECORD_ID)
  .describe("The screener's id (24 lowercase hex characters), from create_screener or list_screeners.");

/** run_screener's request: a screener by id, or an inline universe and rows; the date; the page. */
export const runScreenerInput = z.strictObject({
  screenerId: screenerIdInput.optional().describe("The screener to run; or send universe and rows instead."),
  universe: universeSchema.optional().describe("An inline universe (with rows), instead of screenerId."),
  rows: rowsSchema.optional().describe("Inline rows (with universe), instead of screenerId."),
  asOf: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .describe(
      "The date to screen as of (YYYY-MM-DD), using only data up to it; left out, the latest date the screen has data for (reported in assumed). A non-trading day runs on the trading day before it.",
    ),
  ...pageFields(500, 50, "Matches"),
});

/** create_screener and validate_screener take the same request. */
export const screenerWriteInput = z.strictObject({
  name: nameInput
    .optional()
    .describe(
      `Name, 1 to ${NAME_MAX} characters; left out, named after the asset type and first filters (reported in assumed).`,
    ),
  description: descriptionInput.optional(),
  universe: universeSchema,
  rows: rowsSchema,
});

export const notesSchema = z
  .array(z.string().min(1))
  .describe("Anything the operation changed on its own, such as a renamed duplicate name; usually empty.");

export const screenerWriteResult = z.object({
  screener: screenerRecordSchema,
  warnings: warningsSchema,
  notes: notesSchema,
});

/** edit_screener's request: a new definition or a patch, and/or a new name or description. */
export const editScreenerInput = z.strictObject({
  screenerId: screenerIdInput,
  definition: z
    .strictObject({ universe: universeSchema, rows: rowsSchema })
    .optional()
    .describe("A complete new definition replacing the current one; not together with patch."),
  patch: patchSchema.optional(),
  name: nameInput.optional(),
  description: descriptionInput.nullable().optional().describe("New description; null clears it."),
  expectedVersion: expectedVersionInput,
});
