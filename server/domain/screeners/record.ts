// The screener record of the spec (id, name, description, state, openUrl, draft, definition), and the
// reader of the stored definition (the JSON column), checked where it leaves the database.
import { z } from "zod";
import { RELATIONS, STATISTICS } from "@/server/catalogue/filters/types";
import { recordFields, recordFieldsSchema } from "@/server/domain/drafts/view";
import type { RecordRow } from "@/server/domain/drafts/store";
import {
  definitionOutputSchema,
  inputsSchema,
  universeSchema,
  type ScreenerDefinition,
} from "@/server/domain/screeners/definition";

export const screenerRecordSchema = z
  .object({ ...recordFieldsSchema("screener"), definition: definitionOutputSchema })
  .describe("A screener: its universe and ordered rows, with its state and where to open it.");

/** A stored (normalised) target holds only the fields its kind uses. */
const storedTargetSchema = z.union([
  z.object({ kind: z.enum(["value", "count"]), value: z.number() }),
  z.object({ kind: z.literal("range"), min: z.number(), max: z.number() }),
  z.object({ kind: z.enum(["market_aggregate", "sector_aggregate"]), statistic: z.enum(STATISTICS) }),
  z.object({ kind: z.literal("own_past"), inputs: inputsSchema }),
  z.object({ kind: z.literal("none") }),
]);

export const storedDefinitionSchema = z.object({
  universe: universeSchema,
  rows: z.array(
    z.object({
      filter: z.string(),
      relation: z.enum(RELATIONS),
      target: storedTargetSchema,
      inputs: inputsSchema,
    }),
  ),
}) satisfies z.ZodType<ScreenerDefinition>;

/** The row's normalised definition; a stored value that no longer fits fails here, not further on. */
export const screenerDefinitionOf = (row: Pick<RecordRow, "definition">): ScreenerDefinition =>
  storedDefinitionSchema.parse(row.definition);

export const screenerView = (row: RecordRow) => ({
  ...recordFields("screener", row),
  definition: screenerDefinitionOf(row),
});
