// The simulation summary of the spec (compare_simulations) and the small "card" every finished
// simulation keeps beside its full result (the `summary` column): headline figures, years, monthly
// periods and the cumulative-return points a comparison needs (daily up to five years, month ends
// beyond). compare_simulations reads only cards, never the full result, which keeps it fast.
import { z } from "zod";
import { env } from "@/server/env";
import { SIMULATION_ID } from "@/server/ids";
import { years as yearsBetween, type Headline } from "@/server/engine/metrics/headline";
import type { PeriodReturn } from "@/server/engine/metrics/periods";
import {
  baseCurrencySchema,
  variantSchema,
  type SimulationSettings,
} from "@/server/domain/simulations/settings";
import type { Recipe } from "@/server/domain/simulations/recipe";
import { headlineOf, type ModelValueGaps, type StoredResult } from "@/server/domain/simulations/compute";

const fraction = (what: string) =>
  z.number().nullable().describe(`${what} (fraction; null when it cannot be computed).`);

export const headlineSchema = z
  .object({
    totalReturn: fraction("V_end / V_0 - 1"),
    cagr: fraction("Compound annual growth rate, (V_end / V_0)^(1 / years) - 1"),
    volatility: fraction("Annualised sample standard deviation of daily returns (x sqrt 252)"),
    sharpe: z
      .number()
      .nullable()
      .describe(
        "Mean daily excess return over cash / its sample standard deviation x sqrt 252 (sharpe_points; null when it cannot be computed).",
      ),
    maxDrawdown: fraction("Deepest fall from a running peak, a negative fraction (0 when none)"),
  })
  .describe("Headline metrics.");

export const simulationSummarySchema = z
  .object({
    id: z.string().regex(SIMULATION_ID).describe("sim_ followed by 32 lowercase hex characters."),
    portfolioId: z
      .string()
      .regex(/^[0-9a-f]{24}$/)
      .describe("The simulated portfolio (24 hex)."),
    portfolioName: z.string().describe("The portfolio's name when it was simulated."),
    startYear: z
      .number()
      .int()
      .describe("First calendar year simulated; the run goes to the latest data (years)."),
    benchmark: z
      .object({
        portfolioId: z
          .string()
          .regex(/^[0-9a-f]{24}$/)
          .describe("The benchmark portfolio (24 hex)."),
        name: z.string().describe("Its name."),
      })
      .nullable()
      .describe("The benchmark simulated beside it, or null."),
    variant: variantSchema.describe("Which frictions applied."),
    startingCapital: z.number().positive().describe("Value at the start (base_currency)."),
    baseCurrency: baseCurrencySchema,
    link: z.string().url().describe("Permanent address of the simulation in the app (sign in as the owner)."),
  })
  .describe("A simulation: what was run and where to open it.");

export const yearRowSchema = z
  .object({
    year: z.number().int().describe("Calendar year."),
    totalReturn: fraction("Return over the year"),
    maxDrawdown: fraction("Deepest fall within the year, peak reset at the previous year end"),
  })
  .describe("One calendar year of a simulation.");

export const headlineBlockSchema = z
  .object({
    years: z.number().nullable().describe("Calendar days from the first to the last date / 365.25 (years)."),
    portfolio: headlineSchema,
    benchmark: headlineSchema
      .nullable()
      .describe("The benchmark's headline metrics over the same dates, or null."),
  })
  .nullable()
  .describe("Headline metrics once done; null before.");

export const periodSchema = z
  .object({
    from: z.string().describe("First date (ISO), included."),
    to: z.string().describe("Last date (ISO), included."),
  })
  .describe("A span of dates.");

/** What `request` holds: the recipe (everything the numbers depend on) and names for the summary. */
export interface StoredRequest {
  recipe: Recipe;
  portfolioName: string;
  benchmark: { portfolioId: string; name: string };
}

export interface Card {
  headline: Headline;
  benchmarkHeadline: Headline;
  years: number | null;
  yearly: { year: number; totalReturn: number | null; maxDrawdown: number | null }[];
  monthlyPeriods: { from: string; to: string }[];
  /** Cumulative return V_t / V_0 - 1: every day up to five years, else the first day and each month's last day. */
  points: { dates: string[]; values: number[] };
  /** The spans of cash for want of screen values (absent from cards before engine-2026.11.10). */
  valueGaps?: ModelValueGaps[];
}

export const headlineBlockOf = (card: Card | null): z.infer<typeof headlineBlockSchema> =>
  card && { years: card.years, portfolio: card.headline, benchmark: card.benchmarkHeadline };

/** Calendar-year rows from the engine's yearly periods. */
export const yearRows = (yearly: PeriodReturn[]) =>
  yearly.map((y) => ({ year: Number(y.period), totalReturn: y.totalReturn, maxDrawdown: y.maxDrawdown }));

export const permalinkOf = (id: string) => `${env().appUrl}/simulations/${id}`;

export function summaryOf(
  id: string,
  portfolioId: string | null,
  request: StoredRequest,
): z.infer<typeof simulationSummarySchema> {
  const s: SimulationSettings = request.recipe.settings;
  return {
    id,
    portfolioId: portfolioId ?? request.recipe.portfolioId,
    portfolioName: request.portfolioName,
    startYear: s.startYear,
    benchmark: request.benchmark,
    variant: s.variant,
    startingCapital: s.startingCapital,
    baseCurrency: s.baseCurrency,
    link: permalinkOf(id),
  };
}

export function cardOf(r: StoredResult): Card {
  const { dates, values } = r;
  const daily = dates.length < 2 || yearsBetween(dates) <= 5;
  const rows = daily
    ? dates.map((_, t) => t)
    : dates
        .map((_, t) => t)
        .filter(
          (t) => t === 0 || t === dates.length - 1 || dates[t + 1].slice(0, 7) !== dates[t].slice(0, 7),
        );
  const m = r.metrics;
  return {
    headline: headlineOf(m),
    benchmarkHeadline: r.benchmarkHeadline,
    years: m.years,
    yearly: yearRows(m.yearly),
    monthlyPeriods: r.monthlyPeriods,
    points: { dates: rows.map((t) => dates[t]), values: rows.map((t) => values[t] / values[0] - 1) },
    valueGaps: r.valueGaps ?? [],
  };
}
