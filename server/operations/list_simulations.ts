import { defineOperation } from "@/server/operations/types";
import {
  listSimulationsInput,
  simulationListSchema,
  listSimulationCards as run,
} from "@/server/domain/simulations/listCall";

export const listSimulations = defineOperation({
  id: "list_simulations",
  family: "backtesting",
  title: "List your simulations",
  description:
    "Lists your simulations, newest first, each as its summary (portfolio, settings, link) with its " +
    "state and when it was made, optionally only those of one portfolio or in one state, paged with " +
    "limit/offset; a finished one also carries its headline figures and dates. Use it to find a " +
    "simulation run earlier; for every figure call get_simulation_metrics, and compare_simulations " +
    "for several side by side.",
  readOnly: true,
  input: listSimulationsInput,
  output: simulationListSchema,
  handler: (input, ctx) => run(ctx, input),
});
