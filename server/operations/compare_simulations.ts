import { defineOperation } from "@/server/operations/types";
import {
  compareSimulationsInput,
  comparisonSchema,
  compareSimulations as run,
} from "@/server/domain/simulations/compare";

export const compareSimulations = defineOperation({
  id: "compare_simulations",
  family: "backtesting",
  title: "Compare simulations side by side",
  description:
    "Compares 2 to 5 of your simulations: each one's summary, headline metrics against its benchmark, calendar years, and the growth series of all of them on one grid of dates (at most 1000 points each, one point per month beyond five years), in one currency (the first simulation's unless currency says otherwise; converted day by day with the data build's exchange rates), with each one's benchmark growth and its daily drawdown on the same grid. " +
    "Use it to decide which of several strategies or variants did better. A simulation still queued or running has available false and no growth series. For every metric of one simulation use get_simulation_metrics.",
  readOnly: true,
  input: compareSimulationsInput,
  output: comparisonSchema,
  handler: (input, ctx) => run(ctx, input),
});
