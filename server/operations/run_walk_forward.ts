import { z } from "zod";
import { defineOperation } from "@/server/operations/types";
import { getMarketData } from "@/server/data/load";
import { portfolioIdInput } from "@/server/domain/portfolios/requests";
import { defaultsInto, type AssumedValue } from "@/server/domain/assumed";
import { inputCalls, sweepInputShape } from "@/server/domain/research/sweepInput";
import { prepareSweep } from "@/server/domain/research/base";
import { sweepStatusSchema } from "@/server/domain/research/sweepSchema";
import { sweepStatusOf } from "@/server/domain/research/sweepStatus";
import { requireWalkForwardPlan } from "@/server/domain/research/walkForward";
import { walkForwardWindowsShape } from "@/server/domain/research/walkForwardSchema";
import { startWalkForward } from "@/server/domain/research/walkForwardService";
import { walkForwardLine } from "@/server/domain/research/walkForwardStatus";
import { enqueueSweep } from "@/server/jobs/simulationQueue";

export const runWalkForwardOperation = defineOperation({
  id: "run_walk_forward",
  family: "backtesting",
  title: "Walk-forward test of a portfolio's variants",
  description:
    "Takes the same 1 to 3 axes as run_sweep and a training and testing window in months, rolling or anchored. In each training window it picks the variant best by rankBy on that window alone, then follows that variant through the next testing window; the testing windows are stitched into one out-of-sample growth series. " +
    "Answers the sweep status of get_sweep with kind walkForward and, when done, the windows (dates, the variant picked, its in- and out-of-sample metrics), both growth series (out of sample, and the whole-span best in hindsight), their metrics and the walk-forward efficiency. Needs the starter plan; counts like run_sweep (1 research call, plus 1 per started 100 variants beyond 100).",
  readOnly: false,
  writes: { destructive: false, idempotent: false },
  input: z.strictObject({ portfolioId: portfolioIdInput, ...sweepInputShape, ...walkForwardWindowsShape }),
  output: sweepStatusSchema,
  calls: inputCalls,
  async handler(input, { db, clock, caller }) {
    requireWalkForwardPlan(caller.plan);
    const market = getMarketData();
    const { portfolioId, axes, trainMonths, testMonths, anchored, rankBy, ...settings } = input;
    const assumed: AssumedValue[] = [];
    const pick = defaultsInto(assumed);
    const windows = {
      trainMonths,
      testMonths,
      anchored: pick(
        anchored,
        "/anchored",
        false,
        "Rolling windows: each training window as long as trainMonths.",
      ),
      rankBy,
    };
    const p = await prepareSweep(db, clock, caller, portfolioId, axes, settings, market);
    const row = await startWalkForward(db, clock, caller, p, windows, market, enqueueSweep);
    const status = sweepStatusOf(row);
    return {
      result: status,
      summary: walkForwardLine(status),
      assumed: [...p.assumed, ...assumed],
      dataVersion: market.dataVersion,
      ...(row.jobId ? { jobId: row.jobId } : {}),
    };
  },
});
