// The screener record of the spec (id, name, description, state, openUrl, draft, definition).
import { z } from "zod";
import { recordFields, recordFieldsSchema } from "@/server/domain/drafts/view";
import type { RecordRow } from "@/server/domain/drafts/store";
import { definitionOutputSchema, type ScreenerDefinition } from "@/server/domain/screeners/definition";

export const screenerRecordSchema = z
  .object({ ...recordFieldsSchema("screener"), definition: definitionOutputSchema })
  .describe("A screener: its universe and ordered rows, with its state and where to open it.");

export const screenerView = (row: RecordRow) => ({
  ...recordFields("screener", row),
  definition: row.definition as unknown as ScreenerDefinition,
});
