import { z } from "zod";
import { defineOperation } from "@/server/operations/types";
import { listFilterFields, listRecords } from "@/server/domain/drafts/list";
import { pageFields, resolvePage } from "@/server/domain/paging";
import { recordFields, recordFieldsSchema } from "@/server/domain/drafts/view";
import { definitionOf } from "@/server/domain/portfolios/record";

export const listPortfolios = defineOperation({
  id: "list_portfolios",
  family: "authoring",
  title: "List portfolios",
  description:
    "Lists your portfolios (drafts not yet expired and saved ones; newest change first), or with state public the service's benchmark portfolios (the ids `benchmark` accepts), filtered by folder and text and paged with limit/offset. Items carry no definition: read one with get_portfolio (which counts as a use of a draft; listing does not).",
  readOnly: true,
  input: z.strictObject({ ...listFilterFields("portfolio"), ...pageFields(200, 25, "Portfolios") }),
  output: z.object({
    portfolios: z
      .array(
        z
          .object({
            ...recordFieldsSchema("portfolio"),
            kind: z.enum(["single", "combined"]).describe("single (one model) or combined."),
            modelCount: z.number().int().describe("Number of models (count)."),
            startingYear: z.number().int().describe("The definition's starting year (years)."),
            updatedAt: z.string().describe("Last change (UTC date-time, ends in Z)."),
          })
          .describe("A portfolio without its definition."),
      )
      .describe("The page of portfolios."),
    total: z.number().int().describe("All matches (count)."),
    offset: z.number().int().describe("Records skipped."),
    limit: z.number().int().describe("Page size."),
  }),
  async handler(input, { db, clock, caller }) {
    const { limit, offset, assumed } = resolvePage(input, 25);
    const { rows, total } = await listRecords(db, clock, "portfolio", caller.userId, {
      ...input,
      limit,
      offset,
    });
    const portfolios = rows.map((row) => {
      const d = definitionOf(row);
      return {
        ...recordFields("portfolio", row),
        kind: d.kind,
        modelCount: d.models.length,
        startingYear: d.startingYear,
        updatedAt: row.updatedAt.toISOString(),
      };
    });
    const scope = input.state === "public" ? "public" : (input.state ?? "draft and saved");
    return {
      result: { portfolios, total, offset, limit },
      summary: `${portfolios.length} of ${total} ${scope} portfolio(s)${input.folder ? ` in folder "${input.folder}"` : ""}${input.query ? ` matching "${input.query}"` : ""}.`,
      assumed,
    };
  },
});
