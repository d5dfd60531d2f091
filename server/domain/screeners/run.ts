// A screener run on the market data (run_screener): the screener by id (a use: a draft's expiry moves)
// or inline, checked, screened as of a date with only data up to it, one page of the matches with each
// row's value, unit and rank, and the warnings for rows without values on that date.
import { z } from "zod";
import type { Clock } from "@/server/clock";
import type { Db } from "@/server/db";
import { invalid } from "@/server/errors";
import { filterById } from "@/server/catalogue/filters";
import { getMarketData } from "@/server/data/load";
import { runScreen } from "@/server/engine/screening/runScreen";
import type { ScreenResult } from "@/server/engine/screening/types";
import type { Caller } from "@/server/domain/accounts/caller";
import { findReadable, touch } from "@/server/domain/drafts/access";
import { resolvePage } from "@/server/domain/paging";
import { checkScreener } from "@/server/domain/screeners/check";
import { checkSnapshotDate, resolveAsOf } from "@/server/domain/screeners/asOf";
import type { Row, ScreenerDefinition } from "@/server/domain/screeners/definition";
import { screenerDefinitionOf } from "@/server/domain/screeners/record";
import { ScreenerRejected } from "@/server/domain/screeners/rejection";
import type { runScreenerInput } from "@/server/domain/screeners/requests";
import { warningsSchema, type ScreenerWarning } from "@/server/domain/screeners/warnings";
import { indexWarnings } from "@/server/domain/screeners/indexWarnings";

/** The unit of a row's value: that of the filter's `value` target under any comparison relation. */
const unitOf = (row: Row) =>
  filterById(row.filter)
    ?.relations.flatMap((r) => r.targets)
    .find((t) => t.kind === "value" && t.unit)?.unit ?? null;

/** A coverage warning per row that had no value for some priced instruments on the date (run only). */
function noValueWarnings(
  definition: ScreenerDefinition,
  result: ScreenResult,
  asOf: string,
): ScreenerWarning[] {
  return definition.rows.flatMap((r, i): ScreenerWarning[] => {
    const [missing, priced] = [result.noValuePerRow[i], result.pricedPerRow[i]];
    if (missing === 0) return [];
    const name = filterById(r.filter)?.name ?? r.filter;
    const lead = `${missing} of ${priced} instruments priced on ${asOf} have no value for “${name}” there, so this row leaves them out:`;
    const fromFilings = Boolean(filterById(r.filter)?.coverage);
    return [
      {
        severity: "warning",
        code: "no_value_on_date",
        row: i + 1,
        path: `/rows/${i}`,
        message: fromFilings
          ? `${lead} the SEC filings hold only today's S&P 500 members, and a company needs the quarters the filter reads filed by that date.`
          : `${lead} what it reads (such as volume, the daily high and low, dividends, or enough history) is missing in the data on that date (stocks have no volume or daily high and low after 2024-03-08).`,
        fix: fromFilings
          ? "Expect fewer companies before about 2015 (survivorship); the filter's coverage gives the dates it has values for."
          : "Screen an earlier date, or use a filter computed from the adjusted close.",
        lowestPlan: null,
      },
    ];
  });
}

const ranks = (definition: ScreenerDefinition) =>
  definition.rows.some((r) => r.relation === "highest" || r.relation === "lowest");

export const screenRunSchema = z.object({
  asOf: z.string().describe("The trading day the screen ran on (date)."),
  screenerId: z.string().nullable().describe("The screener run; null for an inline definition."),
  universeSize: z.number().int().describe("Instruments in the universe before the first row (count)."),
  rows: z
    .array(
      z
        .object({
          row: z.number().int().min(1).describe("Row number, from 1."),
          filter: z.string().describe("Filter id."),
          relation: z.string().describe("Relation applied."),
          unit: z
            .string()
            .nullable()
            .describe(
              "Unit of this row's values (number, fraction, usd); null when the filter has no numeric value.",
            ),
          kept: z.number().int().describe("Instruments left after this row (count)."),
        })
        .describe("One row of the screen and how many instruments it kept."),
    )
    .describe("The rows in the order they apply."),
  matches: z
    .array(
      z
        .object({
          ticker: z.string().describe("Instrument ticker."),
          name: z.string().describe("Instrument name."),
          rank: z
            .number()
            .int()
            .nullable()
            .describe(
              "Position in the order of the last highest/lowest row, from 1; null when no row ranks.",
            ),
          values: z
            .array(z.number().nullable())
            .describe(
              "Each row's filter value for this instrument, in row order and the row's unit; null where it has none.",
            ),
        })
        .describe("A matching instrument."),
    )
    .describe("The page of matches."),
  total: z.number().int().describe("All matches (count)."),
  offset: z.number().int().describe("Matches skipped."),
  limit: z.number().int().describe("Page size."),
  warnings: warningsSchema,
});

/** The run and its words: the operation returns it as its outcome. */
export async function runScreener(
  { db, clock, caller }: { db: Db; clock: Clock; caller: Caller },
  input: z.output<typeof runScreenerInput>,
) {
  const inline = input.universe !== undefined || input.rows !== undefined;
  if (Boolean(input.screenerId) === inline)
    throw invalid(
      "",
      "Send either screenerId or universe and rows.",
      "Run a saved or draft screener by its id, or an inline definition with both universe and rows.",
    );
  if (inline && (input.universe === undefined || input.rows === undefined)) {
    throw invalid(
      input.universe === undefined ? "/universe" : "/rows",
      "An inline screen needs both universe and rows.",
      "Send universe and rows together, as create_screener takes them.",
    );
  }
  const stored = input.screenerId
    ? await touch(
        db,
        clock,
        "screener",
        await findReadable({ db, clock, caller }, "screener", input.screenerId, "/screenerId"),
      )
    : null;
  const asked = stored ? screenerDefinitionOf(stored) : { universe: input.universe, rows: input.rows };
  const checked = checkScreener(asked, caller.plan);
  if (!checked.definition) throw new ScreenerRejected(checked.warnings);
  const definition = checked.definition;
  const data = getMarketData();
  const page = resolvePage(input, 50);
  const assumed = [...checked.assumed];
  const t = resolveAsOf(data, definition, input.asOf, assumed);
  checkSnapshotDate(data, definition, t);
  const result = runScreen(data, definition, t, filterById);
  const ranked = ranks(definition);
  const matches = result.matches.slice(page.offset, page.offset + page.limit).map((m) => ({
    ticker: m.ticker,
    name: data.prices.meta[data.prices.column.get(m.ticker)!].name,
    rank: ranked ? m.rank : null,
    values: m.values,
  }));
  const rows = definition.rows.map((r, i) => ({
    row: i + 1,
    filter: r.filter,
    relation: r.relation,
    unit: unitOf(r),
    kept: result.keptPerRow[i],
  }));
  const asOf = data.prices.dates[t];
  const steps = rows.map((r) => `${r.filter} kept ${r.kept}`).join(", ");
  return {
    result: {
      asOf,
      screenerId: stored?.id ?? null,
      universeSize: result.universeSize,
      rows,
      matches,
      total: result.matches.length,
      offset: page.offset,
      limit: page.limit,
      warnings: [
        ...checked.warnings,
        ...indexWarnings(result.indexes, asOf),
        ...noValueWarnings(definition, result, asOf),
      ],
    },
    summary: `${result.matches.length} of ${result.universeSize} ${definition.universe.assetType} instrument(s) match as of ${asOf}${stored ? ` (screener "${stored.name}")` : ""}${steps ? `: ${steps}` : ""}. Showing ${matches.length} from offset ${page.offset}.`,
    assumed: [...assumed, ...page.assumed],
    dataVersion: data.dataVersion,
  };
}
