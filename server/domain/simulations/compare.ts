// compare_simulations: 2 to 5 of the caller's simulations side by side (summary, headline, years) and
// the growth of the available ones on one grid of dates, in one currency (the first one's unless asked).
import { z } from "zod";
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
import { simulationIdInput } from "@/server/domain/simulations/requests";
import { baseCurrencySchema } from "@/server/domain/simulations/settings";
import { comparedSeries } from "@/server/domain/simulations/comparison";
import { getMarketData } from "@/server/data/load";
import type { RequestContext } from "@/server/domain/context";

const pointSchema = (value: string) =>
  z
    .object({ date: z.string().describe("ISO date."), value: z.number().describe(value) })
    .describe("A point.");

export const compareSimulationsInput = z.strictObject({
  simulationIds: z
    .array(simulationIdInput)
    .min(2)
    .max(5)
    .describe("2 to 5 simulation ids, in the order to show them."),
  currency: baseCurrencySchema
    .optional()
    .describe(
      "Currency the growth series are compared in (USD, EUR, GBP, CHF, CAD or AUD); left out, the first simulation's base currency.",
    ),
});

export const comparisonSchema = z.object({
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
          years: z.array(yearRowSchema).describe("Calendar years, oldest first; empty while not available."),
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
            .describe("At most 1000 points; one point per month beyond five years; in `currency`."),
          benchmark: z
            .array(pointSchema("Cumulative return of the benchmark since the simulation's start (fraction)."))
            .max(1000)
            .nullable()
            .describe("The simulation's benchmark on the same dates, in `currency`; null without one."),
          drawdown: z
            .array(
              pointSchema(
                "The deepest daily fall below the previous high in the period ending at this date (negative fraction), in the simulation's own currency as its metrics.",
              ),
            )
            .max(1000)
            .describe("Daily drawdown on the same dates: its lowest value is the simulation's max drawdown."),
        })
        .describe("Growth of one available simulation."),
    )
    .max(5)
    .describe("One per available simulation, all on one grid of dates."),
  currency: baseCurrencySchema.describe("Currency of the growth and benchmark series."),
});

export async function compareSimulations(
  { db, caller }: RequestContext,
  input: z.output<typeof compareSimulationsInput>,
) {
  const ordered = await findOwnInOrder(db, caller.userId, input.simulationIds, "/simulationIds");
  const cards = ordered.map((r) => (r.state === "done" ? storedCardOf(r) : null));
  const available = ordered
    .map((r, i) => ({ id: r.id, card: cards[i] }))
    .filter((x): x is { id: string; card: Card } => x.card !== null);
  const aligned = alignGrowth(available.map((a) => a.card));
  const currencyOf = (i: number) => requestOf(ordered[i]).recipe.settings.baseCurrency;
  const currency = input.currency ?? currencyOf(0);
  const runs = ordered
    .map((r, i) => ({ id: r.id, card: cards[i], currency: currencyOf(i) }))
    .filter((r): r is { id: string; card: Card; currency: string } => r.card !== null);
  const series = await comparedSeries(db, getMarketData(), runs, currency);
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
      // A run already in the compared currency keeps the stored points exactly.
      growth: available.map((a, k) => ({
        simulationId: a.id,
        points: runs[k].currency === currency ? aligned[k].points : series[k].growth,
        benchmark: series[k].benchmark,
        drawdown: series[k].drawdown,
      })),
      currency,
    },
    assumed: input.currency
      ? []
      : [
          {
            field: "/currency",
            value: currency,
            reason: "Left out: the first simulation's base currency.",
          },
        ],
    summary: `${ordered.length} simulations compared, ${available.length} available; growth in ${currency} on one grid of ${aligned[0]?.points.length ?? 0} dates or fewer.`,
    dataVersion: versions.length === 1 ? versions[0] : null,
  };
}
