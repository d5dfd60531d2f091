import { z } from "zod";
import { defineOperation } from "@/server/operations/types";
import { getMarketData } from "@/server/data/load";
import { openVariant } from "@/server/domain/research/openVariant";
import { sweepIdInput } from "@/server/domain/research/sweepSchema";
import { statusLine, statusOf, statusSchema } from "@/server/domain/simulations/status";
import { permalinkOf } from "@/server/domain/simulations/summary";
import { enqueue } from "@/server/jobs/simulationQueue";

export const openSweepVariant = defineOperation({
  id: "open_sweep_variant",
  family: "backtesting",
  title: "Open one cell of a sweep as a normal simulation",
  description:
    "Writes one variant of a sweep (its index in result.variants) as a draft portfolio in your folder, named after the portfolio and the variant's values, and simulates it exactly as simulate_portfolio would with the sweep's settings: the same recipe, so the same numbers as the cell. " +
    "Answers simulate_portfolio's status with the new portfolioId; read every metric with get_simulation_metrics. Counts one research call, like simulate_portfolio.",
  readOnly: false,
  writes: { destructive: false, idempotent: false },
  input: z.strictObject({
    sweepId: sweepIdInput,
    variant: z.number().int().min(0).describe("The variant's index (result.variants[].index of get_sweep)."),
  }),
  output: statusSchema
    .extend({ portfolioId: z.string().describe("The draft portfolio written for the variant (24 hex).") })
    .describe("The variant's simulation and where it stands, with the draft portfolio it simulates."),
  async handler(input, { db, clock, caller, requestId }) {
    const market = getMarketData();
    const { row, assumed, portfolioId } = await openVariant(
      db,
      clock,
      caller,
      input.sweepId,
      input.variant,
      market,
      enqueue,
      requestId,
    );
    const status = statusOf(row);
    return {
      result: { ...status, portfolioId },
      summary: `Variant ${input.variant} of sweep ${input.sweepId} as portfolio ${portfolioId}, simulation ${row.id}. ${statusLine(row)}`,
      assumed,
      dataVersion: row.dataVersion,
      recipeId: row.recipeId,
      permalink: permalinkOf(row.id),
      ...(row.jobId ? { jobId: row.jobId } : {}),
    };
  },
});
