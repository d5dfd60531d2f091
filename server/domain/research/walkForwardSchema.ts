// What run_walk_forward takes beyond a sweep's request (the windows), and the result get_sweep answers
// for a walk-forward test once it is done (the sweep contract's WalkForwardResult).
import { z } from "zod";
import { axisValueSchema } from "@/server/domain/research/axisValues";
import { sweepMetricsSchema } from "@/server/domain/research/runVariant";

/** Longest training or testing window: 50 years. */
export const MAX_WINDOW_MONTHS = 600;

export const walkForwardWindowsShape = {
  trainMonths: z
    .number()
    .int()
    .min(1)
    .max(MAX_WINDOW_MONTHS)
    .describe("Training window in months (12 = one year): the best variant is picked on it."),
  testMonths: z
    .number()
    .int()
    .min(1)
    .max(MAX_WINDOW_MONTHS)
    .describe("Testing window in months: the picked variant runs on it; windows step forward by this much."),
  anchored: z
    .boolean()
    .optional()
    .describe(
      "true: every training window starts at the first day (anchored); false or left out: it rolls forward.",
    ),
};

const windowSchema = z
  .object({
    trainStart: z.string().describe("First day of the training window (ISO date)."),
    trainEnd: z.string().describe("Last day of the training window: the variant is picked at its close."),
    testStart: z.string().describe("First day of the testing window."),
    testEnd: z.string().describe("Last day of the testing window (the last may be cut short by the data)."),
    chosen: z.number().int().describe("Index of the variant picked on the training window."),
    values: z.array(axisValueSchema).describe("The picked variant's value of each axis, in axis order."),
    inSample: sweepMetricsSchema.describe("The picked variant's metrics on the training window."),
    outOfSample: sweepMetricsSchema.describe("Its metrics on the testing window, from the stitched series."),
  })
  .describe("One training window and the testing window after it.");

export const walkForwardResultSchema = z
  .object({
    windows: z.array(windowSchema).describe("The windows in date order."),
    growth: z
      .object({
        dates: z
          .array(z.string())
          .describe("Every trading day from the first training window's last day on."),
        outOfSample: z
          .array(z.number())
          .describe(
            "The stitched out-of-sample value: each testing window run by the variant picked before it.",
          ),
        inSample: z
          .array(z.number())
          .describe("The variant best over the whole span (inSampleVariant) on the same days: hindsight."),
      })
      .describe("Both series start at startingCapital on the first date, in the base currency."),
    outOfSample: sweepMetricsSchema.describe("Metrics of the stitched out-of-sample series."),
    inSample: sweepMetricsSchema.describe(
      "Metrics of the in-sample series (the whole-span best, same days).",
    ),
    inSampleVariant: z.number().int().describe("Index of the variant best over the whole span by rankBy."),
    efficiency: z
      .number()
      .nullable()
      .describe(
        "Walk-forward efficiency: annualised out-of-sample return / the mean annualised in-sample return of the picked variants on their training windows; null when that mean is not above 0.",
      ),
    variants: z
      .array(
        z.object({
          index: z.number().int().describe("The variant's number; the last axis moves fastest."),
          values: z.array(axisValueSchema).describe("Its value of each axis, in axis order."),
          state: z.enum(["done", "failed"]).describe("done: it ran; failed: see reason (never picked)."),
          reason: z.string().optional().describe("Why it could not run, in words (failed only)."),
        }),
      )
      .describe("The grid's variants."),
  })
  .describe("The walk-forward test's outcome (state done).");
export type WalkForwardResult = z.infer<typeof walkForwardResultSchema>;
