import { z } from "zod";
import { defineOperation } from "@/server/operations/types";
import { sweepIdInput, sweepStatusSchema } from "@/server/domain/research/sweepSchema";
import { readSweep, requestOfSweep, sweepLine, sweepStatusOf } from "@/server/domain/research/sweepStatus";
import { cancelSweep as cancel } from "@/server/domain/research/sweepService";

export const cancelSweep = defineOperation({
  id: "cancel_sweep",
  family: "backtesting",
  title: "Stop a sweep or walk-forward test",
  description:
    "Stops one of your queued or running sweeps or walk-forward tests: its state becomes cancelled and the chunks not yet computed are skipped (a chunk being computed finishes, unused). " +
    "A finished sweep is left as it is. The calls it counted are not given back.",
  readOnly: false,
  writes: { destructive: true, idempotent: true },
  input: z.strictObject({ sweepId: sweepIdInput }),
  output: sweepStatusSchema,
  async handler(input, { db, clock, caller }) {
    const row = await cancel(db, clock, await readSweep(db, caller, input.sweepId));
    const status = sweepStatusOf(row);
    return { result: status, summary: sweepLine(status), dataVersion: requestOfSweep(row).dataVersion };
  },
});
