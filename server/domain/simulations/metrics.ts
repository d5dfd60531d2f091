// get_simulation_metrics' result: every metric (server/engine/metrics/report.ts, formulas in
// product.md and docs/methodology.md), yearly and monthly returns, drawdown periods, holdings at each
// rebalance, trades (with the taxes paid as rows of their own), the growth series, the run's warnings
// and, with series "daily", every day's value. Results computed before engine-2026.11.5 carry no tax figures: they read
// null there, not 0.
import { z } from "zod";
import { growthPoints } from "@/server/engine/metrics/growth";
import { periodReturns } from "@/server/engine/metrics/periods";
import { taxesByYear } from "@/server/engine/metrics/taxes";
import { headlineSchema, periodSchema, yearRowSchema, yearRows } from "@/server/domain/simulations/summary";
import { tradeRows, tradeRowSchema } from "@/server/domain/simulations/tradeRows";
import type { StoredResult } from "@/server/domain/simulations/compute";
import { simulationWarnings, simulationWarningsSchema } from "@/server/domain/simulations/warnings";
import { simulationCashFlowsInput, type CashFlowsInput } from "@/server/domain/analysis/cashFlowsInput";

const num = (d: string) => z.number().nullable().describe(d);
const date = (d: string) => z.string().describe(`${d} (ISO date).`);
const periodReturn = z
  .object({
    period: z.string().describe("The year (YYYY) or month (YYYY-MM)."),
    totalReturn: z.number().describe("Return over the period (fraction)."),
    maxDrawdown: z.number().describe("Deepest fall within the period (fraction, <= 0)."),
  })
  .nullable();

export const metricsSchema = headlineSchema
  .extend({
    years: num("Calendar days from the first to the last date / 365.25 (years)."),
    sortino: num("Mean excess return / downside deviation, annualised (sharpe_points)."),
    calmar: num("CAGR / |maxDrawdown| (number)."),
    bestYear: periodReturn.describe("The calendar year with the highest return."),
    worstYear: periodReturn.describe("The calendar year with the lowest return."),
    bestMonth: periodReturn.describe("The month with the highest return."),
    worstMonth: periodReturn.describe("The month with the lowest return."),
    beta: num("Beta to the benchmark on same-dated daily returns (number)."),
    correlation: num("Correlation with the benchmark's daily returns (number)."),
    alpha: num("Annualised Jensen's alpha against the benchmark (fraction)."),
    trackingError: num("Annualised standard deviation of the return difference to the benchmark (fraction)."),
    timeInMarket: z.number().describe("Share of days with any invested exposure (fraction)."),
    turnover: num("Average yearly one-way turnover, the first day's purchase excluded (fraction of value)."),
    numberOfTrades: z.number().int().describe("Trades made (count)."),
    longestDrawdownDays: z
      .number()
      .int()
      .describe("Longest drawdown, calendar days from peak to recovery or to the last date (days)."),
    recoveryDate: z
      .string()
      .nullable()
      .describe("When the longest drawdown recovered (ISO date); null if it has not."),
    taxesPaid: num(
      "Every tax paid, dividend and gains tax (base_currency); 0 with taxes off or for a Combined (its taxes " +
        "are paid inside the models); null for results computed before the engine reported taxes.",
    ),
    lossCarriedForward: num(
      "Net realised loss at the end not yet set against gains: earlier years' carried loss netted with the " +
        "last, untaxed year (base_currency, >= 0); null for results computed before the engine reported it.",
    ),
  })
  .describe("Every metric of the simulation.");

const yearWithTaxes = yearRowSchema
  .extend({
    dividendTax: num(
      "Tax paid on dividends in the year (base_currency); null for results computed before the engine " +
        "reported taxes.",
    ),
    gainsTax: num(
      "Tax on the year's net realised gains, paid on its last day (base_currency); null as above.",
    ),
  })
  .describe("One calendar year of a simulation, with the taxes paid in it.");

const holding = z.object({
  ticker: z.string().describe("Instrument ticker (model name at the Combined level)."),
  weight: z
    .number()
    .describe("Share of the value after the trades (fraction; the sum is the leverage, cash the rest)."),
});
const rebalance = z
  .object({
    date: date("The rebalance day"),
    leg: z.enum(["riskOn", "riskOff"]).describe("The allocation leg used."),
    holdings: z
      .array(holding.describe("A position held after the rebalance."))
      .describe(
        "Positions after the trades, in the order they were opened (not sorted): one sold out and bought " +
          "again later moves to the end; those opened at the same rebalance follow the selection order.",
      ),
    fallback: z
      .string()
      .nullable()
      .describe("The allocation fallback used when the method could not be computed, or null."),
  })
  .describe("Holdings after a rebalance.");

export const metricsResultSchema = z.object({
  available: z
    .boolean()
    .describe(
      "False while the simulation is queued, running or failed (get_simulation says which); every other field is then null.",
    ),
  warnings: simulationWarningsSchema,
  metrics: metricsSchema.nullable(),
  benchmark: headlineSchema.nullable().describe("The benchmark's headline metrics over the same dates."),
  monthlyPeriods: z
    .array(periodSchema)
    .nullable()
    .describe(
      "Periods where the result is monthly (long-run history before the daily data); empty when none.",
    ),
  yearly: z.array(yearWithTaxes).nullable().describe("Calendar years, oldest first."),
  monthly: z
    .array(
      z
        .object({
          month: z.string().describe("YYYY-MM."),
          totalReturn: z.number().describe("Return over the month (fraction)."),
          maxDrawdown: z.number().describe("Deepest fall within the month (fraction)."),
        })
        .describe("One month."),
    )
    .nullable()
    .describe("Calendar months, oldest first."),
  drawdowns: z
    .array(
      z
        .object({
          peakDate: date("The peak before the fall"),
          troughDate: date("The lowest point"),
          recoveryDate: z
            .string()
            .nullable()
            .describe("First day back at the peak (ISO date); null if not recovered."),
          depth: z.number().describe("Trough / peak - 1 (fraction, negative)."),
          days: z.number().int().describe("Calendar days from peak to recovery, or to the last date (days)."),
        })
        .describe("A drawdown period."),
    )
    .nullable()
    .describe("Every fall below a running peak, in date order."),
  rebalances: z
    .array(rebalance)
    .nullable()
    .describe("Holdings at each rebalance (for a Combined: the models' weights)."),
  models: z
    .array(
      z
        .object({
          name: z.string().describe("Model name."),
          rebalances: z
            .array(rebalance)
            .describe("Its holdings at its rebalances (weights within the model)."),
        })
        .describe("One model of a Combined."),
    )
    .nullable()
    .describe("Combined only: each model's own holdings; null for a Single or while not available."),
  trades: z
    .array(tradeRowSchema)
    .nullable()
    .describe(
      "Every trade and every tax paid, in date order; on one day a dividend tax comes before the trades and " +
        "the year-end gains tax after them.",
    ),
  growth: z
    .array(
      z
        .object({
          date: date("Day"),
          value: z.number().describe("Cumulative return since the start (fraction)."),
        })
        .describe("A point."),
    )
    .nullable()
    .describe("Cumulative return: daily up to five years, one point per month beyond, at most 1000 points."),
  cashFlows: z
    .object({
      moneyWeightedReturn: z
        .number()
        .nullable()
        .describe(
          "Money-weighted return (IRR), annual fraction, of the starting capital, every flow and the end balance; null when no rate solves it.",
        ),
      contributions: z.number().describe("Money put in by the flows (base_currency)."),
      withdrawals: z.number().describe("Money taken out by the flows (base_currency)."),
      endBalance: z.number().describe("Money in the portfolio at the end (base_currency)."),
      depletedOn: z
        .string()
        .nullable()
        .describe(
          "Day a withdrawal found less than it asked and took the rest (ISO date); null if the money lasted.",
        ),
      flows: z.number().int().describe("Number of flows made."),
      made: z
        .array(
          z
            .object({
              date: date("Day of the flow"),
              amount: z.number().describe("Money moved (base_currency): + put in, - taken out."),
            })
            .describe("One flow."),
        )
        .describe(
          "Each flow as it was made, in date order (a withdrawal after the money ran out is not made).",
        ),
      asked: simulationCashFlowsInput.describe(
        "The cash flows as simulate_portfolio was asked for them, to run it again with the same.",
      ),
    })
    .nullable()
    .describe(
      "With cash flows: their figures (the metrics and series stay time-weighted: value per unit, not money); null without.",
    ),
  daily: z
    .array(
      z
        .object({
          date: date("Trading day"),
          value: z.number().describe("Portfolio value after the day's trades (base_currency)."),
          benchmark: z
            .number()
            .nullable()
            .describe("The benchmark's value that day (base_currency), null if not on the same dates."),
          balance: z
            .number()
            .optional()
            .describe(
              "With cash flows only: the money in the portfolio that day after the day's flow (base_currency); value stays time-weighted.",
            ),
        })
        .describe("One day."),
    )
    .nullable()
    .describe('With series "daily": every day\'s value (also as CSV at the export link); otherwise null.'),
});

/** `asked`: the run's cash flows as requested (the stored settings), shown beside their figures. */
export function metricsView(
  r: StoredResult,
  daily: boolean,
  asked?: CashFlowsInput,
): z.infer<typeof metricsResultSchema> {
  const { yearly, drawdowns, taxesPaid, lossCarriedForward, ...metrics } = r.metrics;
  const byYear = r.taxes && taxesByYear(r.taxes);
  return {
    available: true,
    warnings: simulationWarnings(r.valueGaps),
    metrics: { ...metrics, taxesPaid: taxesPaid ?? null, lossCarriedForward: lossCarriedForward ?? null },
    benchmark: r.benchmarkHeadline,
    monthlyPeriods: r.monthlyPeriods,
    yearly: yearRows(yearly).map((y) => {
      const paid = byYear?.get(String(y.year));
      if (!byYear) return { ...y, dividendTax: null, gainsTax: null };
      return { ...y, dividendTax: paid?.dividendTax ?? 0, gainsTax: paid?.gainsTax ?? 0 };
    }),
    monthly: periodReturns(r.dates, Float64Array.from(r.values), 7).map((m) => ({
      month: m.period,
      totalReturn: m.totalReturn,
      maxDrawdown: m.maxDrawdown,
    })),
    drawdowns,
    rebalances: r.rebalances,
    models: r.models,
    trades: tradeRows(r.trades, r.taxes ?? []),
    growth: growthPoints(r.dates, Float64Array.from(r.values)),
    cashFlows:
      r.cashFlows && asked
        ? {
            moneyWeightedReturn: r.cashFlows.moneyWeightedReturn,
            contributions: r.cashFlows.contributions,
            withdrawals: r.cashFlows.withdrawals,
            endBalance: r.cashFlows.endBalance,
            depletedOn: r.cashFlows.depletedOn,
            flows: r.cashFlows.flows.length,
            made: r.cashFlows.flows,
            asked,
          }
        : null,
    daily: daily ? dailyRows(r) : null,
  };
}

/** Every day's value and the benchmark's; with cash flows, the balance too (left out without them). */
function dailyRows(r: StoredResult) {
  const balances = r.cashFlows?.balances;
  return r.dates.map((date, t) => ({
    date,
    value: r.values[t],
    benchmark: r.benchmarkValues?.[t] ?? null,
    ...(balances ? { balance: balances[t] } : {}),
  }));
}

export const UNAVAILABLE = {
  available: false,
  warnings: null,
  metrics: null,
  benchmark: null,
  monthlyPeriods: null,
  yearly: null,
  monthly: null,
  drawdowns: null,
  rebalances: null,
  models: null,
  trades: null,
  growth: null,
  cashFlows: null,
  daily: null,
} as const;
