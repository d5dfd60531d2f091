// The catalogue as list_screen_filters and describe_screen_filter return it (spec keys only; `concepts`
// and the compute functions stay inside the service), with the zod schemas of those shapes.
import { z } from "zod";
import {
  ASSET_TYPES,
  FILTER_CATEGORIES,
  FILTER_LEVELS,
  INPUT_IDS,
  RELATIONS,
  RELATION_GROUPS,
  STATISTICS,
  TARGET_KINDS,
  TARGET_UNITS,
  relationGroup,
  type FilterDef,
  type RelationGroup,
} from "@/server/catalogue/filters/types";

const valueSetSchema = z
  .discriminatedUnion("kind", [
    z.object({
      kind: z.literal("range").describe("Evenly spaced numbers from min to max."),
      min: z.number().describe("Lowest accepted number, in the stated unit."),
      max: z.number().describe("Highest accepted number, in the stated unit."),
      step: z
        .number()
        .positive()
        .describe("Spacing of accepted numbers; a number between two steps is refused."),
    }),
    z.object({
      kind: z.literal("list").describe("An explicit list of accepted numbers."),
      values: z.array(z.number()).describe("The accepted numbers, in the stated unit."),
    }),
  ])
  .describe("The numbers accepted: a range (min, max, step) or an explicit list.");

const head = {
  id: z.string().describe("Filter id (snake_case); use it as a row's `filter`."),
  name: z.string().describe("Display name."),
  level: z
    .enum(FILTER_LEVELS)
    .describe("What the value describes: the asset itself, its sector, or the whole market."),
  category: z.enum(FILTER_CATEGORIES).describe("Filter category."),
  subcategory: z.string().nullable().describe("Subcategory within the category, or null."),
  description: z.string().nullable().describe("What the filter computes, its unit and the data it reads."),
  appliesTo: z
    .array(z.enum(ASSET_TYPES))
    .describe("Asset types the filter computes a value for; in another universe it selects nothing."),
};

export const filterSummarySchema = z
  .object({
    ...head,
    inputs: z
      .array(z.enum(INPUT_IDS))
      .describe(
        "Ids of the inputs the filter takes (describe_screen_filter gives their values and defaults).",
      ),
    relations: z.array(z.enum(RELATION_GROUPS)).describe("Kinds of comparison the filter offers."),
    defaultRelation: z.enum(RELATIONS).nullable().describe("Relation used when a row leaves it out."),
  })
  .describe("A screener filter (catalogue entry).");

const inputSchema = z
  .object({
    id: z.enum(INPUT_IDS).describe("Input id, the property name in a row's `inputs`."),
    name: z.string().describe("Display name."),
    description: z.string().describe("What the input changes."),
    unit: z.string().describe("Unit of the input (months, days, bars, sigma, ...)."),
    values: valueSetSchema,
    default: z.number().describe("Value used when the row leaves the input out, in the input's unit."),
  })
  .describe("An input the filter takes.");

const targetSchema = z
  .object({
    kind: z.enum(TARGET_KINDS).describe("Target kind: what the value is compared with."),
    unit: z
      .enum(TARGET_UNITS)
      .nullable()
      .describe("Unit of the number involved (fractions: 0.02 is 2%); null when no number is."),
    values: valueSetSchema
      .nullable()
      .describe("Numbers accepted for `value` (or `min`/`max` of a range); null when no number is."),
    default: z
      // A pair as a list of two, not a tuple: OpenAPI linters (Spectral's array-items) want `items`.
      .union([z.number(), z.array(z.number()).length(2), z.enum(STATISTICS)])
      .nullable()
      .describe(
        "Used when the row leaves it out: a number for value, a [min, max] pair for range, N for count, a statistic for an aggregate; null otherwise.",
      ),
    statistics: z
      .array(z.enum(STATISTICS))
      .nullable()
      .describe(
        "For aggregates: the statistics offered (index = the index instrument's own value); null otherwise.",
      ),
  })
  .describe("A target a relation accepts.");

const relationSchema = z
  .object({
    id: z.enum(RELATIONS).describe("Relation value, a row's `relation`."),
    label: z.string().describe("A comparison sign or a word."),
    targets: z
      .array(targetSchema)
      .describe("Targets the relation accepts; the first is the default comparison."),
  })
  .describe("A relation the filter offers.");

export const filterDetailSchema = z
  .object({
    ...head,
    defaultRelation: z.enum(RELATIONS).nullable().describe("Relation used when a row leaves it out."),
    inputs: z.array(inputSchema).describe("Inputs the filter takes, with accepted values and defaults."),
    relations: z.array(relationSchema).describe("Relations the filter offers, each with its targets."),
  })
  .describe("A screener filter with its inputs, relations and targets.");

export type FilterSummary = z.infer<typeof filterSummarySchema>;
export type FilterDetail = z.infer<typeof filterDetailSchema>;

export function filterSummary(f: FilterDef): FilterSummary {
  const groups = new Set<RelationGroup>(
    f.relations.flatMap((r) => r.targets.map((t) => relationGroup(r.id, t.kind))),
  );
  return {
    id: f.id,
    name: f.name,
    level: f.level,
    category: f.category,
    subcategory: f.subcategory,
    description: f.description,
    appliesTo: f.appliesTo,
    inputs: f.inputs.map((i) => i.id),
    relations: RELATION_GROUPS.filter((g) => groups.has(g)),
    defaultRelation: f.defaultRelation,
  };
}

export function filterDetail(f: FilterDef): FilterDetail {
  return {
    id: f.id,
    name: f.name,
    level: f.level,
    category: f.category,
    subcategory: f.subcategory,
    description: f.description,
    appliesTo: f.appliesTo,
    defaultRelation: f.defaultRelation,
    inputs: f.inputs.map(({ id, name, description, unit, values, default: d }) => ({
      id,
      name,
      description,
      unit,
      values,
      default: d,
    })),
    relations: f.relations.map((r) => ({
      id: r.id,
      label: r.label,
      targets: r.targets.map(({ kind, unit, values, default: d, statistics }) => ({
        kind,
        unit,
        values,
        default: d,
        statistics,
      })),
    })),
  };
}
