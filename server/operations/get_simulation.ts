import { z } from "zod";
import { defineOperation } from "@/server/operations/types";
import { invalid } from "@/server/errors";
import { JOB_ID } from "@/server/ids";
import { simulationIdInput } from "@/server/domain/simulations/requests";
import { findOwn } from "@/server/domain/simulations/store";
import { ensureWorking } from "@/server/jobs/simulationQueue";
import { statusLine, statusOf, statusSchema } from "@/server/domain/simulations/status";
import { permalinkOf } from "@/server/domain/simulations/summary";

export const getSimulation = defineOperation({
  id: "get_simulation",
  family: "backtesting",
  title: "Read where a simulation stands",
  description:
    "Reads one of your simulations by simulationId, or by the jobId simulate_portfolio returned for a queued run: its state (queued, running with a progress fraction, done, failed with a reason), the summary and, when done, the headline metrics. " +
    "Poll it every second or two while available is false. For every metric use get_simulation_metrics.",
  readOnly: true,
  input: z.strictObject({
    simulationId: simulationIdInput.optional(),
    jobId: z
      .string()
      .regex(JOB_ID)
      .optional()
      .describe("The jobId of a queued run (job_ + 32 hex), instead of simulationId."),
  }),
  output: statusSchema,
  async handler(input, { db, caller }) {
    if (Boolean(input.simulationId) === Boolean(input.jobId))
      throw invalid(
        "",
        "Send exactly one of simulationId and jobId.",
        "Use the simulationId from simulate_portfolio's result, or the jobId of its envelope.",
      );
    const row = input.simulationId
      ? await findOwn(db, caller.userId, { id: input.simulationId }, "/simulationId")
      : await findOwn(db, caller.userId, { jobId: input.jobId! }, "/jobId");
    if (row.state === "queued" || row.state === "running") await ensureWorking(db);
    return {
      result: statusOf(row),
      summary: `Simulation ${row.id}: ${statusLine(row)}`,
      dataVersion: row.dataVersion,
      recipeId: row.recipeId,
      permalink: permalinkOf(row.id),
      ...(row.jobId ? { jobId: row.jobId } : {}),
    };
  },
});
