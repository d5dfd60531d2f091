// Readers of a simulation row's JSON columns (request, summary, result). Prisma types them as any JSON,
// so each is checked here, where it leaves the database: a value that no longer fits its shape fails
// with the row's id (an `internal` error, logged) instead of travelling on mistyped.
import { z } from "zod";
import { storedJson } from "@/server/db";
import { definitionOutputSchema as portfolioDefinitionSchema } from "@/server/domain/portfolios/schema";
import { storedDefinitionSchema as screenerDefinitionSchema } from "@/server/domain/screeners/record";
import { variantSchema, type SimulationSettings } from "@/server/domain/simulations/settings";
import {
  headlineSchema,
  periodSchema,
  yearRowSchema,
  type Card,
  type StoredRequest,
} from "@/server/domain/simulations/summary";
import type { StoredResult } from "@/server/domain/simulations/compute";
import type { Recipe } from "@/server/domain/simulations/recipe";
import { simulationCashFlowsInput } from "@/server/domain/analysis/cashFlowsInput";
import type { SimulationRow } from "@/server/domain/simulations/store";
import { decodeResult } from "@/server/domain/simulations/resultColumn";
import { storedValueGapsSchema } from "@/server/domain/simulations/warnings";

const settingsSchema = z.object({
  startYear: z.number().int(),
  variant: variantSchema,
  startingCapital: z.number(),
  baseCurrency: z.string(),
  benchmarkId: z.string(),
  cashFlows: simulationCashFlowsInput.optional(),
}) satisfies z.ZodType<SimulationSettings>;

const unnamedDefinition = portfolioDefinitionSchema.omit({ name: true, description: true });

const requestSchema = z.object({
  recipe: z.object({
    portfolioId: z.string(),
    definition: unnamedDefinition,
    benchmark: unnamedDefinition,
    screeners: z.record(z.string(), screenerDefinitionSchema),
    settings: settingsSchema,
    dataVersion: z.string(),
    engineVersion: z.string(),
  }) satisfies z.ZodType<Recipe>,
  portfolioName: z.string(),
  benchmark: z.object({ portfolioId: z.string(), name: z.string() }),
}) satisfies z.ZodType<StoredRequest>;

const cardSchema = z.object({
  headline: headlineSchema,
  benchmarkHeadline: headlineSchema,
  years: z.number().nullable(),
  yearly: z.array(yearRowSchema),
  monthlyPeriods: z.array(periodSchema),
  points: z.object({ dates: z.array(z.string()), values: z.array(z.number()) }),
  valueGaps: storedValueGapsSchema.optional(),
}) satisfies z.ZodType<Card>;

// The result holds every day's series and every trade (tens of thousands of numbers); checking each
// would cost more than the read it guards, so only its frame is checked, in constant time.
const list = z.custom<unknown[]>(Array.isArray, "expected an array");
const resultFrameSchema = z.looseObject({
  dates: list,
  values: list,
  cashReturns: list,
  exposure: list,
  benchmarkValues: list.nullable(),
  monthlyPeriods: list,
  rebalances: list,
  trades: list,
  models: list.nullable(),
  metrics: z.looseObject({}),
  benchmarkHeadline: headlineSchema,
});

function isResultFrame(value: unknown): value is StoredResult {
  const frame = resultFrameSchema.safeParse(value);
  return frame.success && frame.data.values.length === frame.data.dates.length;
}

const parsed = <T>(schema: z.ZodType<T>, row: Pick<SimulationRow, "id">, column: string, value: unknown): T =>
  storedJson(schema, `Simulation ${row.id}`, column, value);

export const requestOf = (row: Pick<SimulationRow, "id" | "request">): StoredRequest =>
  parsed(requestSchema, row, "request", row.request);

/** The card of a done simulation (the `summary` column). */
export const storedCardOf = (row: Pick<SimulationRow, "id" | "summary">): Card =>
  parsed(cardSchema, row, "summary", row.summary);

/**
 * The full result of a done simulation, from `resultData` (or, on rows written before it, `result`): its
 * frame checked, the series trusted (see above).
 */
export function resultOf(row: Pick<SimulationRow, "id" | "result" | "resultData">): StoredResult {
  const result = row.resultData ? decodeResult(row.resultData) : row.result;
  if (!isResultFrame(result)) {
    throw new Error(`Simulation ${row.id}: the stored result has the wrong frame.`);
  }
  return result;
}
