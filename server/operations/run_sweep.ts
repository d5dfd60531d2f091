import { z } from "zod";
import { defineOperation } from "@/server/operations/types";
import { getMarketData } from "@/server/data/load";
import { portfolioIdInput } from "@/server/domain/portfolios/requests";
import { prepareSweep } from "@/server/domain/research/base";
import { inputCalls, sweepInputShape } from "@/server/domain/research/sweepInput";
import { startSweep } from "@/server/domain/research/sweepService";
import { sweepLine, sweepStatusOf } from "@/server/domain/research/sweepStatus";
import { sweepStatusSchema } from "@/server/domain/research/sweepSchema";
import { enqueueSweep } from "@/server/jobs/simulationQueue";

export const runSweep = defineOperation({
  id: "run_sweep",
  family: "backtesting",
  title: "Try every combination of 1 to 3 fields of a portfolio (parameter sweep)",
  description:
    "Runs every combination of the values of 1 to 3 fields of a portfolio (a lookback, maxPositions, a method parameter, a rebalance interval, a screener row's value or input) on the same settings, and ranks the variants' headline metrics by rankBy, naming the best, with the deflated Sharpe ratio, the probability of backtest overfitting and a plain sentence on whether the best is luck. " +
    "Paths as describe_strategy_model lists them, list indexes from 0. Every value is checked before anything runs; a combination that breaks the definition is a failed cell, never a failed sweep. " +
    "Counts 1 research call plus 1 per started 100 variants beyond the first 100 (answered as calls); your plan caps the variants. Small sweeps answer done at once; others answer queued with a jobId: poll get_sweep. Open a cell as a normal simulation with open_sweep_variant.",
  readOnly: false,
  writes: { destructive: false, idempotent: false },
  input: z.strictObject({ portfolioId: portfolioIdInput, ...sweepInputShape }),
  output: sweepStatusSchema,
  calls: inputCalls,
  async handler(input, { db, clock, caller }) {
    const market = getMarketData();
    const { portfolioId, axes, rankBy, ...settings } = input;
    const prepared = await prepareSweep(db, clock, caller, portfolioId, axes, settings, market);
    const row = await startSweep(db, clock, caller, prepared, rankBy, market, enqueueSweep);
    const status = sweepStatusOf(row);
    return {
      result: status,
      summary: sweepLine(status),
      assumed: prepared.assumed,
      dataVersion: market.dataVersion,
      ...(row.jobId ? { jobId: row.jobId } : {}),
    };
  },
});
