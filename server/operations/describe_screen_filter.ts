import { z } from "zod";
import { ApiError } from "@/server/errors";
import { defineOperation } from "@/server/operations/types";
import { filterDetailSchema } from "@/server/catalogue/filters/views";
import { readCatalogue } from "@/server/catalogue/filters/readCatalogue";
import { filterById } from "@/server/catalogue/filters";
import { getMarketData } from "@/server/data/load";
import { coverageSchema, filterCoverage } from "@/server/domain/screeners/coverage";

export const describeScreenFilter = defineOperation({
  id: "describe_screen_filter",
  family: "screening",
  title: "Describe a screener filter",
  description:
    "Returns one screener filter with everything needed to write a row for it: its inputs (ids, units, accepted values, defaults), its relations with their labels, and for each relation the targets it accepts (kind, unit, accepted values, default, and the statistics offered for market and sector aggregates). " +
    "coverage gives the first and last date with a value and how many instruments have one, measured on the data build. " +
    "Values are in the stated unit (fractions: 0.02 is 2%); a value between two accepted values is refused, never rounded; a lagged input (months_ago) reads the value as of that lag. " +
    "Find ids with list_screen_filters; build the screener with create_screener.",
  readOnly: true,
  input: z.strictObject({
    id: z.string().min(1).max(96).describe("The filter id, from list_screen_filters."),
  }),
  output: z.object({ filter: filterDetailSchema, coverage: coverageSchema }),
  async handler(input) {
    const filter = readCatalogue().details.get(input.id);
    if (!filter) {
      throw new ApiError("not_found", `No screener filter has the id "${input.id}".`, [
        {
          path: "/id",
          message: `No screener filter has the id "${input.id}".`,
          fix: "Find filter ids with list_screen_filters (query, category or concept narrow the list).",
        },
      ]);
    }
    const rel = filter.relations.map((r) => r.id).join(", ");
    const data = getMarketData();
    const coverage = filterCoverage(data, filterById(input.id)!);
    const span = coverage.firstDate
      ? `values from ${coverage.firstDate} to ${coverage.lastDate} for ${coverage.instruments} instruments (${coverage.source})`
      : "no values in the data";
    return {
      result: { filter, coverage },
      summary: `${filter.name} (${filter.id}): ${filter.level}-level ${filter.category} filter for ${filter.appliesTo.join(", ")}. Inputs: ${filter.inputs.map((i) => `${i.id} (default ${i.default} ${i.unit})`).join(", ") || "none"}. Relations: ${rel}; default ${filter.defaultRelation ?? "none"}. Coverage: ${span}.`,
      dataVersion: data.dataVersion,
    };
  },
});
