// What run_sweep, get_sweep and cancel_sweep answer (the sweep contract): the sweep with its axes in
// people's words, its settings, state and progress, and the result once it is done.
import { z } from "zod";
import { axisValueSchema } from "@/server/domain/research/axisValues";
import { sweepMetricsSchema } from "@/server/domain/research/runVariant";
import { baseCurrencySchema, variantSchema } from "@/server/domain/simulations/settings";
import { walkForwardResultSchema } from "@/server/domain/research/walkForwardSchema";

export const RANK_BY = ["cagr", "sharpe", "sortino", "calmar", "maxDrawdown", "volatility"] as const;
export type RankBy = (typeof RANK_BY)[number];
export const rankBySchema = z
  .enum(RANK_BY)
  .describe(
    "The metric that names the best variant (default sharpe): the highest, except volatility (the lowest) and maxDrawdown (the closest to 0).",
  );

export const SWEEP_STATES = ["queued", "running", "done", "failed", "cancelled"] as const;
export type SweepState = (typeof SWEEP_STATES)[number];

export const SWEEP_ID = /^swp_[0-9a-f]{32}$/;
export const sweepIdInput = z
  .string()
  .regex(SWEEP_ID)
  .describe("The sweep's id (swp_ + 32 hex), as run_sweep or run_walk_forward answered it.");

export const axisViewSchema = z
  .object({
    path: z.string().describe("The field varied, as sent."),
    label: z.string().describe("The field in people's words, with its unit, such as Lookback (months)."),
    unit: z
      .enum(["percent", "months", "count", "days"])
      .nullable()
      .describe(
        "How to show the values: percent (the values are fractions), months, count, days; null: as they are.",
      ),
    values: z.array(axisValueSchema).describe("The values tried, in order."),
  })
  .describe("One axis of the sweep.");

export const sweepVariantSchema = z
  .object({
    index: z
      .number()
      .int()
      .min(0)
      .describe("The variant's number (open_sweep_variant takes it); the last axis moves fastest."),
    values: z.array(axisValueSchema).describe("The value of each axis, in axis order."),
    state: z.enum(["done", "failed"]).describe("done: computed; failed: see reason."),
    reason: z.string().optional().describe("Why the variant could not run, in words (failed only)."),
    metrics: sweepMetricsSchema.optional(),
  })
  .describe("One cell of the sweep.");

export const overfittingSchema = z
  .object({
    trials: z
      .number()
      .int()
      .min(0)
      .describe("Variants computed (the number of trials the statistics count)."),
    deflatedSharpe: z
      .number()
      .nullable()
      .describe(
        "Deflated Sharpe ratio of the variant with the highest Sharpe ratio (Bailey and López de Prado, 2014): the probability, 0 to 1, that its Sharpe ratio beats the best luck would give over this many trials; null when no variant has one.",
      ),
    probabilityOfOverfitting: z
      .number()
      .nullable()
      .describe(
        "Probability of backtest overfitting by combinatorially symmetric cross-validation on the variants' monthly returns in 16 blocks (Bailey, Borwein, López de Prado and Zhu, 2015), 0 to 1; null with fewer than 2 variants or 32 months.",
      ),
    sentence: z.string().describe("The verdict in one plain sentence."),
  })
  .describe("Whether the best variant is skill or luck.");

export const sweepResultSchema = z
  .object({
    variants: z.array(sweepVariantSchema).describe("Every variant, by index."),
    best: z
      .number()
      .int()
      .nullable()
      .describe("Index of the best variant by rankBy; null when none was computed."),
    overfitting: overfittingSchema,
  })
  .describe("The sweep's outcome (state done).");
export type SweepResult = z.infer<typeof sweepResultSchema>;

export const sweepSettingsSchema = z
  .object({
    startYear: z.number().int().describe("First calendar year simulated."),
    variant: variantSchema,
    baseCurrency: baseCurrencySchema,
    startingCapital: z.number().describe("Value at the start, in the base currency."),
  })
  .describe("The settings every variant ran on.");

export const sweepSummarySchema = z
  .object({
    id: z.string().describe("The sweep's id (swp_ + 32 hex)."),
    kind: z.enum(["sweep", "walkForward"]).describe("sweep (run_sweep) or walkForward (run_walk_forward)."),
    portfolioId: z.string().nullable().describe("The portfolio varied; null once it was deleted."),
    portfolioName: z.string().describe("Its name when the sweep started."),
    axes: z.array(axisViewSchema).describe("The axes, in order."),
    rankBy: rankBySchema,
    settings: sweepSettingsSchema,
    variantCount: z.number().int().describe("Variants: the product of the axes' value counts."),
    calls: z
      .number()
      .int()
      .describe("Research calls the sweep counted: 1, plus 1 per started 100 variants beyond the first 100."),
    state: z
      .enum(SWEEP_STATES)
      .describe(
        "queued: waiting for workers; running: see progress; done: see result; failed: see reason; cancelled: stopped by cancel_sweep.",
      ),
    progress: z.number().min(0).max(1).describe("Share of the variants' chunks finished (fraction)."),
    reason: z.string().nullable().describe("Why it failed; null unless failed."),
    createdAt: z.string().describe("When it was asked for (ISO 8601)."),
    finishedAt: z
      .string()
      .nullable()
      .describe("When it finished, failed or was cancelled; null while it runs."),
  })
  .describe("A sweep and where it stands.");

export const sweepStatusSchema = z
  .object({
    sweep: sweepSummarySchema,
    result: z
      .union([sweepResultSchema, walkForwardResultSchema])
      .optional()
      .describe(
        "Present when state is done: a sweep's variants, or a walk-forward test's windows (kind walkForward).",
      ),
  })
  .describe("A sweep, and its result once done; call get_sweep until state is done.");
export type SweepStatus = z.infer<typeof sweepStatusSchema>;
