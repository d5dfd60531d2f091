import { z } from "zod";
import { defineOperation } from "@/server/operations/types";
import { pageFields, resolvePage } from "@/server/domain/paging";
import { ASSET_TYPES, CONCEPTS, FILTER_CATEGORIES, FILTER_LEVELS } from "@/server/catalogue/filters/types";
import { filterSummarySchema } from "@/server/catalogue/filters/views";
import { readCatalogue } from "@/server/catalogue/filters/readCatalogue";
import { matchesQuery } from "@/server/catalogue/filters/search";

const DEFAULT_LIMIT = 25;

export const listScreenFilters = defineOperation({
  id: "list_screen_filters",
  family: "screening",
  title: "List screener filters",
  description:
    "Lists the filters a screener row can use (technical indicators on daily prices, fundamentals point in time from SEC filings and price ratios from the data build's snapshot, sector and index membership, sector- and market-level values), in catalogue order, with the kinds of comparison each offers. " +
    'Narrow with query (words in any order in id, name or description; common names such as "price to earnings", eps or roe find their filter), concept (value, momentum, quality, dividends, volatility, size, liquidity, solvency, risk_reward), level, category or assetType; page with offset rather than a larger limit. ' +
    "Then call describe_screen_filter for a filter's inputs, relations, targets, units and accepted values before writing rows in create_screener. Options, short-selling and ownership filters are not offered (the data holds no such data).",
  readOnly: true,
  input: z.strictObject({
    query: z
      .string()
      .min(1)
      .max(80)
      .optional()
      .describe(
        "Words to find in the filter's id, name and description, in any order, case-insensitive (1 to 80 characters); common names of a measure count as it (price to earnings, p/e, eps, roe, market cap).",
      ),
    concept: z.enum(CONCEPTS).optional().describe("Only filters that measure this investment concept."),
    level: z.enum(FILTER_LEVELS).optional().describe("Only filters of this level: asset, sector or market."),
    category: z.enum(FILTER_CATEGORIES).optional().describe("Only filters of this category."),
    assetType: z.enum(ASSET_TYPES).optional().describe("Only filters that apply to this asset type."),
    ...pageFields(200, DEFAULT_LIMIT, "Filters"),
  }),
  output: z.object({
    filters: z.array(filterSummarySchema).describe("The page of matching filters, in catalogue order."),
    total: z.number().int().describe("Number of filters matching, over all pages (count)."),
    offset: z.number().int().describe("Matches skipped before this page (count)."),
    limit: z.number().int().describe("Page size used (count)."),
  }),
  async handler(input) {
    const catalogue = readCatalogue();
    const matching = catalogue.filters
      .map((f, k) => ({ f, view: catalogue.summaries[k] }))
      .filter(
        ({ f }) =>
          (!input.query || matchesQuery(f, input.query)) &&
          (!input.concept || f.concepts.includes(input.concept)) &&
          (!input.level || f.level === input.level) &&
          (!input.category || f.category === input.category) &&
          (!input.assetType || f.appliesTo.includes(input.assetType)),
      );
    const { limit, offset, assumed } = resolvePage(input, DEFAULT_LIMIT);
    const page = matching.slice(offset, offset + limit).map((m) => m.view);
    const more = offset + page.length < matching.length ? ` Next page: offset ${offset + page.length}.` : "";
    return {
      result: { filters: page, total: matching.length, offset, limit },
      summary: `${matching.length} filter(s) match; showing ${page.length} from offset ${offset}: ${page.map((f) => f.id).join(", ") || "none"}.${more}`,
      assumed,
      dataVersion: null,
    };
  },
});
