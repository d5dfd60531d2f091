import { defineOperation } from "@/server/operations/types";
import {
  monteCarloInput,
  monteCarloSchema,
  monteCarlo as run,
} from "@/server/domain/analysis/monteCarloCall";

export const runMonteCarloOperation = defineOperation({
  id: "run_monte_carlo",
  family: "backtesting",
  title: "Monte Carlo of a simulation's future",
  description:
    "Draws future paths from a done simulation's own monthly returns (or your newest done simulation of a portfolio): bootstrap_months (single months), block_bootstrap (runs of blockMonths) or normal (N(m, s) of its monthly log returns), from its starting capital, with optional cash flows (as simulate_portfolio's, years counted from 1 on the horizon). " +
    "Returns per year the 5th to 95th percentiles of the nominal and real (CPI) balance and the share of paths not depleted, the probability of not running out, and the safe withdrawal rate at 95 % survival. The same seed gives the same result; the result states it. Paths are capped by plan (free 1 000, starter 5 000, advanced and above 10 000).",
  readOnly: true,
  input: monteCarloInput,
  output: monteCarloSchema,
  handler: (input, ctx) => run(ctx, input),
});
