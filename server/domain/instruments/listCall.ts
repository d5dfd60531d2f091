// list_instruments: the request (query, asset type, page), the answer's shape, and the call: the search
// (search.ts), told each instrument's dollar volume (engine/indicators/popularity.ts).
import { z } from "zod";
import { pageFields, resolvePage } from "@/server/domain/paging";
import { searchInstruments } from "@/server/domain/instruments/search";
import { ASSET_TYPES, type AssetType } from "@/server/catalogue/filters/types";
import { getMarketData } from "@/server/data/load";
import { dollarVolumes } from "@/server/engine/indicators/popularity";
import type { RequestContext } from "@/server/domain/context";

const DEFAULT_LIMIT = 25;

export const listInstrumentsInput = z.strictObject({
  query: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .optional()
    .describe(
      "Case-insensitive ticker or words of the name (1 to 80 characters); left out, every instrument in " +
        "ticker order.",
    ),
  assetType: z
    .enum(ASSET_TYPES)
    .optional()
    .describe("Only instruments of this asset type: stocks, etps or crypto."),
  ...pageFields(200, DEFAULT_LIMIT, "Instruments"),
});

export const instrumentListSchema = z.object({
  instruments: z
    .array(
      z
        .object({
          ticker: z
            .string()
            .describe("The ticker portfolios and screeners use (upper case; crypto as BTC-USD)."),
          name: z.string().describe("The instrument's name."),
          assetType: z.enum(ASSET_TYPES).describe("stocks, etps or crypto."),
          sector: z
            .string()
            .nullable()
            .describe(
              "The stock's sector id, as in the sector_<id> screener filters (such as technology); null for ETPs " +
                "and crypto.",
            ),
          firstDate: z.string().describe("First date with a price in the data build (ISO date)."),
          lastDate: z.string().describe("Last date with a price in the data build (ISO date)."),
        })
        .describe("An instrument of the data build."),
    )
    .describe("The page of instruments, best matches first."),
  total: z.number().int().describe("All matches (count)."),
  offset: z.number().int().describe("Instruments skipped."),
  limit: z.number().int().describe("Page size."),
});

export async function listInstrumentPage(
  { db }: RequestContext,
  input: z.output<typeof listInstrumentsInput>,
) {
  const { limit, offset, assumed } = resolvePage(input, DEFAULT_LIMIT);
  const { prices } = getMarketData();
  const used = dollarVolumes(prices);
  const popularity = (ticker: string) => used[prices.column.get(ticker) ?? -1] ?? 0;
  const { rows, total } = await searchInstruments(db, { ...input, limit, offset }, popularity);
  const instruments = rows.map((row) => ({ ...row, assetType: row.assetType as AssetType }));
  const filters = [input.query && `matching "${input.query}"`, input.assetType].filter(Boolean).join(", ");
  const order = input.query ? "best matches first" : "in ticker order";
  return {
    result: { instruments, total, offset, limit },
    summary: `${instruments.length} of ${total} instrument(s)${filters ? ` (${filters})` : ""}, ${order}.`,
    assumed,
  };
}
