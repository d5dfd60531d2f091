// The screener definition as callers send it (create_screener, validate_screener, edit_screener,
// run_screener) and as the service returns it (normalised: every relation, comparison and input
// stated). The returned shape is accepted back as input.
import { z } from "zod";
import {
  ASSET_TYPES,
  INPUT_IDS,
  RELATIONS,
  STATISTICS,
  TARGET_KINDS,
  type InputId,
  type Relation,
  type Statistic,
  type TargetKind,
} from "@/server/catalogue/filters/types";
import {
  FACETS,
  UNIVERSE_FACETS,
  facetValues,
  type Facet,
  type Universe,
} from "@/server/domain/screeners/universe";

export const MAX_ROWS = 50;
export const FILTER_ID = /^[a-z][a-z0-9_]*$/;

const FACET_TEXT: Record<Facet, string> = {
  origins: "Where the issuer comes from (stocks: us_domestic, canadian, adr, eu; ETPs: usa, eu).",
  exchanges: "Listing exchanges (nyse, nasdaq, nyse_mkt, eu_listed, otc; ETPs also nyse_arca, bats).",
  types:
    "Security types (stocks: common, common_secondary, preferred; ETPs: etf, etn, etc, cef, etd, etmf, unit).",
  indexes:
    "Index membership on the screen's date (stocks only): sp_500 from 1996 and nasdaq_100 from 2015, point in time; the data build holds no membership for the other indexes, which select nothing.",
  sectors: "Sectors (stocks only).",
  currencies: "Trading currencies (ETPs only).",
};

const facetSchema = (facet: Facet) =>
  z
    .array(z.enum(facetValues(facet)))
    .max(UNIVERSE_FACETS[facet].max)
    .optional()
    .describe(
      `${FACET_TEXT[facet]} At most ${UNIVERSE_FACETS[facet].max}; an empty list means no restriction; left out, the default (no restriction), reported in assumed.`,
    );

export const universeSchema = z
  .strictObject({
    assetType: z.enum(ASSET_TYPES).describe("stocks, etps (exchange-traded products) or crypto."),
    ...(Object.fromEntries(FACETS.map((f) => [f, facetSchema(f)])) as Record<
      Facet,
      ReturnType<typeof facetSchema>
    >),
  })
  .describe("What the screener looks at: an asset type and optional facet lists that restrict it.");

const inputText: Record<InputId, string> = {
  months_ago: "Read the value as of this many months ago (months).",
  reports_ago: "Read the value as of this many earnings reports ago (reports).",
  months: "Length of the measurement window (months).",
  days: "Length of the measurement window (days).",
  quarters: "Number of quarters (quarters).",
  bars: "Number of price bars (bars).",
  std_devs: "Width in standard deviations (sigma).",
};

export const inputsSchema = z
  .strictObject(
    Object.fromEntries(INPUT_IDS.map((id) => [id, z.number().optional().describe(inputText[id])])) as Record<
      InputId,
      z.ZodOptional<z.ZodNumber>
    >,
  )
  .describe(
    "The filter's inputs; a filter takes only the inputs and values describe_screen_filter lists for it. Omitted inputs take the filter's defaults, reported in assumed.",
  );

export const targetSchema = z
  .strictObject({
    kind: z
      .enum(TARGET_KINDS)
      .describe("value, range, count, market_aggregate, sector_aggregate, own_past or none."),
    value: z
      .number()
      .optional()
      .describe(
        "For value: the threshold in the filter's unit; for count: N; for a crossing: days. Must be one of the values the filter lists.",
      ),
    min: z.number().optional().describe("For range: the lower bound, in the filter's unit."),
    max: z.number().optional().describe("For range: the upper bound, in the filter's unit."),
    statistic: z
      .enum(STATISTICS)
      .optional()
      .describe("For an aggregate: average, median, p75, p25, or index."),
    inputs: inputsSchema
      .optional()
      .describe("For own_past: the inputs of the earlier reading compared against."),
  })
  .describe("What the filter's value is compared with. Left out, the relation's default comparison.");

export const rowSchema = z
  .strictObject({
    filter: z
      .string()
      .max(96)
      .regex(FILTER_ID)
      .describe("A filter id from list_screen_filters (lowercase snake_case, at most 96 characters)."),
    relation: z
      .enum(RELATIONS)
      .optional()
      .describe("How the value is compared; left out, the filter's default relation."),
    target: targetSchema.optional(),
    inputs: inputsSchema.optional(),
  })
  .describe("One screener row; rows apply in order, each filtering what the earlier rows kept.");

export const rowsSchema = z
  .array(rowSchema)
  .max(MAX_ROWS)
  .describe(
    `The rows, applied in order (at most ${MAX_ROWS}, and at most the plan's filter limit). A highest/lowest row ranks only what earlier rows kept.`,
  );

export type UniverseInput = z.infer<typeof universeSchema>;
export type RowInput = z.infer<typeof rowSchema>;
export type Inputs = Partial<Record<InputId, number>>;

/** A normalised target: only the fields its kind uses. */
export type Target =
  | { kind: "value" | "count"; value: number }
  | { kind: "range"; min: number; max: number }
  | { kind: "market_aggregate" | "sector_aggregate"; statistic: Statistic }
  | { kind: "own_past"; inputs: Inputs }
  | { kind: "none" };

export interface Row {
  filter: string;
  relation: Relation;
  target: Target;
  inputs: Inputs;
}

export interface ScreenerDefinition {
  universe: Universe;
  rows: Row[];
}

/** The normalised definition in results: the same shapes, with every field present. */
export const definitionOutputSchema = z
  .object({
    universe: universeSchema,
    rows: z
      .array(
        z
          .object({
            filter: z.string().describe("Filter id."),
            relation: z.enum(RELATIONS).describe("Relation used."),
            target: targetSchema,
            inputs: inputsSchema,
          })
          .describe("A row with its relation, comparison and every input stated."),
      )
      .describe("Rows in the order they apply."),
  })
  .describe("The complete screener definition; it can be sent back as universe and rows.");

export type { TargetKind };
