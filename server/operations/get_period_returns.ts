import { z } from "zod";
import { defineOperation } from "@/server/operations/types";
import { findOwn } from "@/server/domain/simulations/store";
import { requestOf, resultOf } from "@/server/domain/simulations/stored";
import { summaryOf, permalinkOf, simulationSummarySchema } from "@/server/domain/simulations/summary";
import {
  PERIODS_UNAVAILABLE,
  periodReturnsSchema,
  periodReturnsView,
} from "@/server/domain/simulations/periodReturns";
import { simulationIdInput } from "@/server/domain/simulations/requests";

export const getPeriodReturns = defineOperation({
  id: "get_period_returns",
  family: "backtesting",
  title: "Read a simulation's returns over every span of years",
  description:
    'Answers "did I just pick a lucky start date?" for one of your finished simulations: the return triangle (total return, CAGR and max drawdown for every pair of start and end year; a one-year cell is that calendar year\'s return) and rolling 1-, 3-, 5- and 10-year annualised returns with their worst, median and best. ' +
    "While the simulation is not done, available is false. For every other metric use get_simulation_metrics.",
  readOnly: true,
  input: z.strictObject({ simulationId: simulationIdInput }),
  output: periodReturnsSchema.extend({ simulation: simulationSummarySchema }),
  async handler(input, { db, caller }) {
    const row = await findOwn(db, caller.userId, { id: input.simulationId }, "/simulationId");
    const simulation = summaryOf(row.id, row.portfolioId, requestOf(row));
    const body = row.state === "done" ? periodReturnsView(resultOf(row)) : PERIODS_UNAVAILABLE;
    const years = body.triangle?.filter((c) => c.startYear === c.endYear).length ?? 0;
    return {
      result: { simulation, ...body },
      summary:
        row.state === "done"
          ? `Returns of simulation ${row.id} ("${simulation.portfolioName}") over every span of its ${years} calendar years, and rolling 1/3/5/10-year returns.`
          : `Simulation ${row.id} is ${row.state}; read it again when get_simulation says done.`,
      dataVersion: row.dataVersion,
      recipeId: row.recipeId,
      permalink: permalinkOf(row.id),
    };
  },
});
