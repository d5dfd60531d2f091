import { z } from "zod";
import { defineOperation } from "@/server/operations/types";
import { getMarketData } from "@/server/data/load";
import { portfolioIdInput } from "@/server/domain/portfolios/requests";
import { settingsInputShape } from "@/server/domain/simulations/settings";
import { requestSimulation } from "@/server/domain/simulations/service";
import { enqueue } from "@/server/jobs/simulationQueue";
import { statusLine, statusOf, statusSchema } from "@/server/domain/simulations/status";
import { permalinkOf } from "@/server/domain/simulations/summary";

export const simulatePortfolio = defineOperation({
  id: "simulate_portfolio",
  family: "backtesting",
  title: "Simulate (backtest) a portfolio",
  description:
    "Backtests a portfolio (yours or a public benchmark) on the historical data from startYear to the latest data, with a variant (reinvest, costs, taxes), starting capital, base currency and benchmark. " +
    "Omitted settings take the defaults, reported in assumed. The same recipe (definition, settings, data and engine version) returns the stored simulation instead of running again (recipeId in the envelope). " +
    "Small runs answer done at once; longer ones (screeners, many instruments) are queued: the answer then has available false and a jobId, and get_simulation reports progress until done. " +
    "Read every metric with get_simulation_metrics; compare 2 to 5 simulations with compare_simulations. Simulating a draft is a use (its expiry moves).",
  readOnly: false,
  // The same recipe returns the stored simulation; a new one past the plan's simulationsKept deletes the oldest.
  writes: { destructive: true, idempotent: true },
  input: z.strictObject({ portfolioId: portfolioIdInput, ...settingsInputShape }),
  output: statusSchema,
  async handler(input, ctx) {
    const market = getMarketData();
    const { portfolioId, ...settingsInput } = input;
    const { row, assumed } = await requestSimulation(
      ctx,
      { portfolioId, settings: settingsInput },
      { market, enqueue },
    );
    const status = statusOf(row);
    return {
      result: status,
      summary: `Simulation ${row.id} of "${status.simulation.portfolioName}" from ${status.simulation.startYear} in ${status.simulation.baseCurrency}. ${statusLine(row)}`,
      assumed,
      dataVersion: row.dataVersion,
      recipeId: row.recipeId,
      permalink: permalinkOf(row.id),
      ...(row.jobId ? { jobId: row.jobId } : {}),
    };
  },
});
