import { z } from "zod";
import { defineOperation } from "@/server/operations/types";
import { alignGrowth } from "@/server/domain/simulations/grid";
import { findOwnInOrder } from "@/server/domain/simulations/store";
import {
  headlineBlockOf,
  headlineBlockSchema,
  periodSchema,
  simulationSummarySchema,
  summaryOf,
  yearRowSchema,
  type Card,
} from "@/server/domain/simulations/summary";
import { requestOf, storedCardOf } from "@/server/domain/simulations/stored";
import { simulationIdInput } from "@/server/operations/get_simulation";

export const compareSimulations = defineOperation({
  id: "compare_simulations",
  family: "backtesting",
  title: "Compare simulations side by side",
  description:
    "Compares 2 to 5 of your simulations: each one's summary, headline metrics against its benchmark, calendar years, and the growth series of all of them on one grid of dates (at most 1000 points each, one point per month beyond five years). " +
    "Use it to decide which of several strategies or variants did better. A simulation still queued or running has available false and no growth series. For every metric of one simulation use get_simulation_metrics.",
  readOnly: true,
  input: z.strictObject({
    simulationIds: z
      .array(simulationIdInput)
      .min(2)
      .max(5)
      .describe("2 to 5 simulation ids, in the order to show them."),
  }),
  output: z.object({
    simulations: z
      .array(
        z
          .object({
            simulation: simulationSummarySchema,
            monthlyPeriods: z
              .array(periodSchema)
              .describe(
                "Periods where the result is monthly because it draws on long-run history sampled once per calendar month at the month's last date; empty when none; summary figures unchanged.",
              ),
            available: z
              .boolean()
              .describe(
                "False when the result cannot be read now (queued, running or failed); read again later.",
              ),
            headline: headlineBlockSchema,
            years: z
              .array(yearRowSchema)
              .describe("Calendar years, oldest first; empty while not available."),
          })
          .describe("One simulation of the comparison."),
      )
      .describe("One row per simulation, in the order asked."),
    growth: z
      .array(
        z
          .object({
            simulationId: z.string().describe("The simulation."),
            points: z
              .array(
                z
                  .object({
                    date: z.string().describe("ISO date."),
                    value: z.number().describe("Cumulative return since the start (fraction)."),
                  })
                  .describe("A point."),
              )
              .max(1000)
              .describe("At most 1000 points; one point per month beyond five years."),
          })
          .describe("Growth of one available simulation."),
      )
      .max(5)
      .describe("One per available simulation, all on one grid of dates."),
  }),
  async handler(input, { db, caller }) {
    const ordered = await findOwnInOrder(db, caller.userId, input.simulationIds, "/simulationIds");
    const cards = ordered.map((r) => (r.state === "done" ? storedCardOf(r) : null));
    const available = ordered
      .map((r, i) => ({ id: r.id, card: cards[i] }))
      .filter((x): x is { id: string; card: Card } => x.card !== null);
    const aligned = alignGrowth(available.map((a) => a.card));
    const versions = [...new Set(ordered.map((r) => r.dataVersion).filter((v): v is string => v !== null))];
    return {
      result: {
        simulations: ordered.map((r, i) => {
          const card = cards[i];
          return {
            simulation: summaryOf(r.id, r.portfolioId, requestOf(r)),
            monthlyPeriods: card?.monthlyPeriods ?? [],
            available: card !== null,
            headline: headlineBlockOf(card),
            years: card?.yearly ?? [],
          };
        }),
        growth: available.map((a, k) => ({ simulationId: a.id, points: aligned[k].points })),
      },
      summary: `${ordered.length} simulations compared, ${available.length} available; growth on one grid of ${aligned[0]?.points.length ?? 0} dates or fewer.`,
      dataVersion: versions.length === 1 ? versions[0] : null,
    };
  },
});
