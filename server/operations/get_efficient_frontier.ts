import { defineOperation } from "@/server/operations/types";
import {
  efficientFrontierInput,
  efficientFrontierSchema,
  efficientFrontier as run,
} from "@/server/domain/analysis/frontierCall";

export const getEfficientFrontier = defineOperation({
  id: "get_efficient_frontier",
  family: "backtesting",
  title: "Efficient frontier of instruments",
  description:
    "The long-only efficient frontier of 2 to 30 instruments from their daily total returns over startYear..endYear (days where all trade), with optional bounds on every weight. " +
    "Uses the allocation methods' covariance estimators and solver: its first point is minimum_variance's weights and maximumSharpe is maximum_sharpe's on the same window (cash rate: the window's mean). " +
    "Returns points from the minimum-variance portfolio to the highest return the bounds allow (volatility, return, Sharpe, weights), each instrument's own point and the window. " +
    "Given weights (a current mix), it also returns that mix's point on the same window, estimator and cash rate, to compare with the frontier. Needs the starter plan.",
  readOnly: true,
  input: efficientFrontierInput,
  output: efficientFrontierSchema,
  handler: (input, ctx) => run(ctx, input),
});
