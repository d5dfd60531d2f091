import { z } from "zod";
import { defineOperation } from "@/server/operations/types";
import { sweepIdInput, sweepStatusSchema } from "@/server/domain/research/sweepSchema";
import { readSweep, requestOfSweep, sweepLine, sweepStatusOf } from "@/server/domain/research/sweepStatus";
import { ensureWorking } from "@/server/jobs/simulationQueue";

export const getSweep = defineOperation({
  id: "get_sweep",
  family: "backtesting",
  title: "Read where a sweep or walk-forward test stands",
  description:
    "Reads one of your sweeps (run_sweep) or walk-forward tests (run_walk_forward) by sweepId: state (queued, running with the share of variants done, done, failed with a reason, cancelled), and the result when done. " +
    "Poll it every second or two while the state is queued or running.",
  readOnly: true,
  input: z.strictObject({ sweepId: sweepIdInput }),
  output: sweepStatusSchema,
  async handler(input, { db, caller }) {
    const row = await readSweep(db, caller, input.sweepId);
    if (row.state === "queued" || row.state === "running") await ensureWorking(db);
    const status = sweepStatusOf(row);
    return {
      result: status,
      summary: sweepLine(status),
      dataVersion: requestOfSweep(row).dataVersion,
      ...(row.jobId ? { jobId: row.jobId } : {}),
    };
  },
});
