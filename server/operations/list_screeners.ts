import { z } from "zod";
import { defineOperation } from "@/server/operations/types";
import { listFilterFields, listRecords } from "@/server/domain/drafts/list";
import { pageFields, resolvePage } from "@/server/domain/paging";
import { recordFields, recordFieldsSchema } from "@/server/domain/drafts/view";
import { ASSET_TYPES } from "@/server/catalogue/filters/types";
import { screenerDefinitionOf } from "@/server/domain/screeners/record";

export const listScreeners = defineOperation({
  id: "list_screeners",
  family: "screening",
  title: "List screeners",
  description:
    "Lists your screeners (drafts not yet expired and saved ones; newest change first), or with state public the service's example screeners, filtered by folder and text and paged with limit/offset. Items carry no definition: read one with get_screener (which counts as a use of a draft; listing does not). " +
    "To see what a screener matches use run_screener.",
  readOnly: true,
  input: z.strictObject({ ...listFilterFields("screener"), ...pageFields(200, 25, "Screeners") }),
  output: z.object({
    screeners: z
      .array(
        z
          .object({
            ...recordFieldsSchema("screener"),
            assetType: z.enum(ASSET_TYPES).describe("The universe's asset type."),
            rowCount: z.number().int().describe("Number of rows (count)."),
            updatedAt: z.string().describe("Last change (UTC date-time, ends in Z)."),
          })
          .describe("A screener without its definition."),
      )
      .describe("The page of screeners."),
    total: z.number().int().describe("All matches (count)."),
    offset: z.number().int().describe("Records skipped."),
    limit: z.number().int().describe("Page size."),
  }),
  async handler(input, { db, clock, caller }) {
    const { limit, offset, assumed } = resolvePage(input, 25);
    const { rows, total } = await listRecords(db, clock, "screener", caller.userId, {
      ...input,
      limit,
      offset,
    });
    const screeners = rows.map((row) => {
      const definition = screenerDefinitionOf(row);
      return {
        ...recordFields("screener", row),
        assetType: definition.universe.assetType,
        rowCount: definition.rows.length,
        updatedAt: row.updatedAt.toISOString(),
      };
    });
    const scope = input.state === "public" ? "public" : (input.state ?? "draft and saved");
    return {
      result: { screeners, total, offset, limit },
      summary: `${screeners.length} of ${total} ${scope} screener(s)${input.folder ? ` in folder "${input.folder}"` : ""}${input.query ? ` matching "${input.query}"` : ""}.`,
      assumed,
    };
  },
});
