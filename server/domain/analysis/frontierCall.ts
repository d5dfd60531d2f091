// get_efficient_frontier: the request (instruments, optional weights, the years, bounds, estimator),
// the answer's shape, and the call: the plan's checks, the defaults it fills, the frontier (frontier.ts).
import { z } from "zod";
import { getMarketData } from "@/server/data/load";
import { frontierOf } from "@/server/domain/analysis/frontier";
import { requirePortfolioAnalysis } from "@/server/domain/analysis/access";
import { refuseEarlyStart } from "@/server/domain/simulations/settings";
import { LATEST_DATA_YEAR, EARLIEST_DAILY_YEAR } from "@/server/catalogue/dataYears";
import { defaultsInto, type AssumedValue } from "@/server/domain/assumed";
import type { Fallback } from "@/server/engine/allocation/types";
import type { RequestContext } from "@/server/domain/context";

const year = z.number().int().min(EARLIEST_DAILY_YEAR).max(LATEST_DATA_YEAR);
const weights = z
  .record(z.string().describe("Ticker."), z.number().describe("Weight, fraction."))
  .describe("Weight of each instrument, fractions summing to 1.");
const point = {
  volatility: z.number().describe("Annualised volatility (daily standard deviation x sqrt(252)), fraction."),
  return: z.number().describe("Annualised arithmetic mean return (daily mean x 252), fraction."),
  sharpe: z.number().describe("(return - cashRate) / volatility."),
};
const fallback = z
  .enum([
    "single_asset",
    "insufficient_history",
    "zero_variance",
    "all_expected_returns_negative",
    "max_weight_infeasible",
    "solver_failed",
    "no_candidates",
  ] satisfies Fallback[])
  .nullable()
  .describe("The allocation method's documented fallback, when it applied; null otherwise.");

export const efficientFrontierInput = z.strictObject({
  instruments: z
    .array(z.string().min(1).max(20).describe("A ticker, as list_instruments gives it."))
    .min(2)
    .max(30)
    .describe("2 to 30 tickers."),
  startYear: year.describe("First calendar year of the estimation window."),
  endYear: year.optional().describe("Last calendar year of the window; left out: the latest data."),
  maxWeight: z
    .number()
    .gt(0)
    .max(1)
    .optional()
    .describe("Upper bound on every weight, fraction; left out: 1."),
  minWeight: z
    .number()
    .min(0)
    .lt(1)
    .optional()
    .describe("Lower bound on every weight, fraction; left out: 0."),
  points: z.number().int().min(2).max(100).optional().describe("Frontier points; left out: 50."),
  covarianceEstimator: z
    .enum(["sample", "ledoit_wolf", "exponential"])
    .optional()
    .describe(
      "As the allocation methods: sample, ledoit_wolf (automatic intensity) or exponential (decay 0.94); left out: sample.",
    ),
  weights: z
    .record(
      z.string().describe("One of the instruments' tickers."),
      z.number().min(0).max(1).describe("Weight, fraction."),
    )
    .optional()
    .describe(
      "A mix to place beside the frontier, such as a strategy's fixed weights: fractions summing to 1 (an instrument left out is 0; the bounds do not apply). The result's portfolio gives its point; left out: no portfolio.",
    ),
});

export const efficientFrontierSchema = z.object({
  points: z
    .array(z.object({ ...point, weights }))
    .describe("The efficient branch, from minimum variance up; volatility rises along it."),
  minimumVariance: z.object({ ...point, weights, fallback }).describe("minimum_variance's portfolio."),
  maximumSharpe: z.object({ ...point, weights, fallback }).describe("maximum_sharpe's portfolio."),
  instruments: z
    .array(z.object({ ticker: z.string().describe("Ticker."), ...point }))
    .describe("Each instrument alone."),
  window: z
    .object({
      from: z.string().describe("First date of the window (ISO)."),
      to: z.string().describe("Last date (ISO)."),
      days: z.number().int().describe("Daily returns used (days where every instrument trades)."),
    })
    .describe("The estimation window."),
  cashRate: z.number().describe("Annual cash rate used for the Sharpe ratios, fraction."),
  estimator: z
    .object({
      covarianceEstimator: z.enum(["sample", "ledoit_wolf", "exponential"]).describe("Covariance estimator."),
      shrinkageIntensity: z.number().nullable().describe("ledoit_wolf's given intensity; null: automatic."),
      decayFactor: z.number().describe("exponential's daily decay."),
    })
    .describe("The estimator, as an allocation leg would state it."),
  portfolio: z
    .object({ ...point, weights })
    .optional()
    .describe("The point of the weights asked for, on the same window and estimator; only when given."),
});

export async function efficientFrontier(
  { caller }: RequestContext,
  input: z.output<typeof efficientFrontierInput>,
) {
  requirePortfolioAnalysis(caller.plan, "The efficient frontier");
  refuseEarlyStart(caller.plan, input.startYear, "/startYear");
  const assumed: AssumedValue[] = [];
  const pick = defaultsInto(assumed);
  const market = getMarketData();
  const r = frontierOf(market, {
    instruments: input.instruments,
    startYear: input.startYear,
    endYear: input.endYear ?? null,
    minWeight: pick(input.minWeight, "/minWeight", 0, "Long only, no lower bound."),
    maxWeight: pick(input.maxWeight, "/maxWeight", 1, "No upper bound."),
    points: pick(input.points, "/points", 50, "50 points by default."),
    covarianceEstimator: pick(
      input.covarianceEstimator,
      "/covarianceEstimator",
      "sample",
      "The allocation methods' default.",
    ),
    weights: input.weights,
  });
  const ms = r.maximumSharpe;
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  const given = r.portfolio
    ? ` The weights given: ${pct(r.portfolio.volatility)} volatility, ${pct(r.portfolio.return)} return.`
    : "";
  return {
    result: r,
    summary: `Efficient frontier of ${input.instruments.length} instruments over ${r.window.days} days (${r.window.from} to ${r.window.to}): minimum variance ${pct(r.minimumVariance.volatility)} volatility; maximum Sharpe ${ms.sharpe.toFixed(2)} at ${pct(ms.return)} return.${given}`,
    assumed,
    dataVersion: market.dataVersion,
  };
}
