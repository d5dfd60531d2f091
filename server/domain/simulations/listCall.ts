// list_simulations: the request (filters and page), the answer's shape (one card per run), and the call
// over the caller's own runs (list.ts).
import { z } from "zod";
import { RECORD_ID } from "@/server/ids";
import { pageFields, resolvePage } from "@/server/domain/paging";
import { listSimulations as listRows } from "@/server/domain/simulations/list";
import { simulationStateSchema } from "@/server/domain/simulations/status";
import {
  headlineBlockOf,
  headlineBlockSchema,
  periodSchema,
  simulationSummarySchema,
  summaryOf,
} from "@/server/domain/simulations/summary";
import { requestOf, storedCardOf } from "@/server/domain/simulations/stored";
import type { SimulationState } from "@/server/domain/simulations/store";
import type { RequestContext } from "@/server/domain/context";

const DEFAULT_LIMIT = 25;

export const listSimulationsInput = z.strictObject({
  portfolioId: z
    .string()
    .regex(RECORD_ID)
    .optional()
    .describe(
      "Only simulations of this portfolio (24 lowercase hex), including those of a portfolio deleted " +
        "since; an id that is not one of your portfolios lists nothing.",
    ),
  state: simulationStateSchema
    .optional()
    .describe("Only simulations in this state (queued, running, done, failed); left out, all."),
  ...pageFields(200, DEFAULT_LIMIT, "Simulations"),
});

export const simulationListSchema = z.object({
  simulations: z
    .array(
      simulationSummarySchema
        .extend({
          state: simulationStateSchema,
          createdAt: z.string().describe("When it was first asked for (UTC date-time, ends in Z)."),
          headline: headlineBlockSchema,
          period: periodSchema
            .nullable()
            .describe("The first and last date simulated once done; null before."),
        })
        .describe("A simulation: what was run, where to open it, where it stands."),
    )
    .describe("The page of simulations, newest first."),
  total: z.number().int().describe("All matches (count)."),
  offset: z.number().int().describe("Simulations skipped."),
  limit: z.number().int().describe("Page size."),
});

export async function listSimulationCards(
  { db, caller }: RequestContext,
  input: z.output<typeof listSimulationsInput>,
) {
  const { limit, offset, assumed } = resolvePage(input, DEFAULT_LIMIT);
  const { rows, total } = await listRows(db, caller.userId, { ...input, limit, offset });
  const simulations = rows.map((row) => {
    const card = row.state === "done" ? storedCardOf(row) : null;
    const dates = card?.points.dates ?? [];
    return {
      ...summaryOf(row.id, row.portfolioId, requestOf(row)),
      state: row.state as SimulationState,
      createdAt: row.createdAt.toISOString(),
      headline: headlineBlockOf(card),
      period: dates.length ? { from: dates[0], to: dates[dates.length - 1] } : null,
    };
  });
  const filters = [input.portfolioId && `of portfolio ${input.portfolioId}`, input.state].filter(Boolean);
  const narrowed = filters.length ? ` (${filters.join(", ")})` : "";
  return {
    result: { simulations, total, offset, limit },
    summary: `${simulations.length} of ${total} simulation(s)${narrowed}, newest first.`,
    assumed,
  };
}
