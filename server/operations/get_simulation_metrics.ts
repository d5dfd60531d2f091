import { z } from "zod";
import { defineOperation } from "@/server/operations/types";
import { findOwn } from "@/server/domain/simulations/store";
import { metricsResultSchema, metricsView, UNAVAILABLE } from "@/server/domain/simulations/metrics";
import { summaryOf, permalinkOf, simulationSummarySchema } from "@/server/domain/simulations/summary";
import { requestOf, resultOf } from "@/server/domain/simulations/stored";
import { simulationIdInput } from "@/server/domain/simulations/requests";

export const getSimulationMetrics = defineOperation({
  id: "get_simulation_metrics",
  family: "backtesting",
  title: "Read every metric of a simulation",
  description:
    "Reads one of your finished simulations in full: every metric (headline plus Sortino, Calmar, best and worst year and month, beta, correlation, alpha, tracking error, time in market, turnover, trades, longest drawdown and recovery), yearly and monthly returns, drawdown periods, holdings at each rebalance, trades and the growth series. " +
    'With series "daily" it adds every day\'s value (also downloadable as CSV: GET /api/v1/simulations/<simulationId>/export.csv with the same bearer key). While the simulation is not done, available is false and the rest is null. To compare simulations use compare_simulations.',
  readOnly: true,
  input: z.strictObject({
    simulationId: simulationIdInput,
    series: z
      .enum(["daily"])
      .optional()
      .describe('"daily" adds the full daily value series (large); left out, only the growth series.'),
  }),
  output: metricsResultSchema.extend({ simulation: simulationSummarySchema }),
  async handler(input, { db, caller }) {
    const row = await findOwn(db, caller.userId, { id: input.simulationId }, "/simulationId");
    const request = requestOf(row);
    const simulation = summaryOf(row.id, row.portfolioId, request);
    const body =
      row.state === "done"
        ? metricsView(resultOf(row), input.series === "daily", request.recipe.settings.cashFlows)
        : UNAVAILABLE;
    return {
      result: { simulation, ...body },
      summary:
        row.state === "done"
          ? `Every metric of simulation ${row.id} ("${simulation.portfolioName}", ${body.metrics?.numberOfTrades} trades, ${body.drawdowns?.length} drawdown periods)${input.series ? ", with the daily series" : ""}.`
          : `Simulation ${row.id} is ${row.state}; read it again when get_simulation says done.`,
      dataVersion: row.dataVersion,
      recipeId: row.recipeId,
      permalink: permalinkOf(row.id),
    };
  },
});
