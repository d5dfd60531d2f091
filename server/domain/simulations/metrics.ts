// get_simulation_metrics' result: every metric (server/engine/metrics/report.ts, formulas in
// product.md and docs/methodology.md), yearly and monthly returns, drawdown periods, holdings at each
// rebalance, trades, the growth series and, with series "daily", every day's value.
import { z } from "zod";
import { growthPoints } from "@/server/engine/metrics/growth";
import { periodReturns } from "@/server/engine/metrics/periods";
import { headlineSchema, periodSchema, yearRowSchema, yearRows } from "@/server/domain/simulations/summary";
import type { StoredResult } from "@/server/domain/simulations/compute";

const num = (d: string) => z.number().nullable().describe(d);
const date = (d: string) => z.string().describe(`${d} (ISO date).`);
const periodReturn = z.object({ period: z.string().describe("The year (YYYY) or month (YYYY-MM)."), totalReturn: z.number().describe("Return over the period (fraction)."), maxDrawdown: z.number().describe("Deepest fall within the period (fraction, <= 0).") }).nullable();

export const metricsSchema = headlineSchema.extend({
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
  longestDrawdownDays: z.number().int().describe("Longest drawdown, calendar days from peak to recovery or to the last date (days)."),
  recoveryDate: z.string().nullable().describe("When the longest drawdown recovered (ISO date); null if it has not."),
}).describe("Every metric of the simulation.");

const holding = z.object({ ticker: z.string().describe("Instrument ticker (model name at the Combined level)."), weight: z.number().describe("Share of the value after the trades (fraction; the sum is the leverage, cash the rest).") });
const rebalance = z.object({
  date: date("The rebalance day"),
  leg: z.enum(["riskOn", "riskOff"]).describe("The allocation leg used."),
  holdings: z
    .array(holding.describe("A position held after the rebalance."))
    .describe(
      "Positions after the trades, in the order they were opened (not sorted): one sold out and bought " +
        "again later moves to the end; those opened at the same rebalance follow the selection order.",
    ),
  fallback: z.string().nullable().describe("The allocation fallback used (docs/methodology.md, Fallbacks), or null."),
}).describe("Holdings after a rebalance.");

export const metricsResultSchema = z.object({
  available: z.boolean().describe("False while the simulation is queued, running or failed (get_simulation says which); every other field is then null."),
  metrics: metricsSchema.nullable(),
  benchmark: headlineSchema.nullable().describe("The benchmark's headline metrics over the same dates."),
  monthlyPeriods: z.array(periodSchema).nullable().describe("Periods where the result is monthly (long-run history before the daily data); empty when none."),
  yearly: z.array(yearRowSchema).nullable().describe("Calendar years, oldest first."),
  monthly: z.array(z.object({ month: z.string().describe("YYYY-MM."), totalReturn: z.number().describe("Return over the month (fraction)."), maxDrawdown: z.number().describe("Deepest fall within the month (fraction).") }).describe("One month.")).nullable().describe("Calendar months, oldest first."),
  drawdowns: z.array(z.object({
    peakDate: date("The peak before the fall"), troughDate: date("The lowest point"), recoveryDate: z.string().nullable().describe("First day back at the peak (ISO date); null if not recovered."),
    depth: z.number().describe("Trough / peak - 1 (fraction, negative)."), days: z.number().int().describe("Calendar days from peak to recovery, or to the last date (days)."),
  }).describe("A drawdown period.")).nullable().describe("Every fall below a running peak, in date order."),
  rebalances: z.array(rebalance).nullable().describe("Holdings at each rebalance (for a Combined: the models' weights)."),
  models: z.array(z.object({ name: z.string().describe("Model name."), rebalances: z.array(rebalance).describe("Its holdings at its rebalances (weights within the model).") }).describe("One model of a Combined.")).nullable().describe("Combined only: each model's own holdings; null for a Single or while not available."),
  trades: z.array(z.object({
    date: date("Fill day (at the close)"), ticker: z.string().describe("Instrument ticker (model name at the Combined level)."),
    value: z.number().describe("Traded value, positive bought, negative sold (base_currency)."), cost: z.number().describe("Trading cost paid (base_currency)."),
    reason: z.enum(["rebalance", "max_hold", "take_profit", "stop_loss", "delisted", "exit_screener"]).describe("Why it traded."),
  }).describe("A trade.")).nullable().describe("Every trade, in order."),
  growth: z.array(z.object({ date: date("Day"), value: z.number().describe("Cumulative return since the start (fraction).") }).describe("A point.")).nullable().describe("Cumulative return: daily up to five years, one point per month beyond, at most 1000 points."),
  daily: z.array(z.object({ date: date("Trading day"), value: z.number().describe("Portfolio value after the day's trades (base_currency)."), benchmark: z.number().nullable().describe("The benchmark's value that day (base_currency), null if not on the same dates.") }).describe("One day.")).nullable().describe("With series \"daily\": every day's value (also as CSV at the export link); otherwise null."),
});

export function metricsView(r: StoredResult, daily: boolean): z.infer<typeof metricsResultSchema> {
  const { yearly, drawdowns, ...metrics } = r.metrics;
  return {
    available: true,
    metrics,
    benchmark: r.benchmarkHeadline,
    monthlyPeriods: r.monthlyPeriods,
    yearly: yearRows(yearly),
    monthly: periodReturns(r.dates, Float64Array.from(r.values), 7).map((m) => ({ month: m.period, totalReturn: m.totalReturn, maxDrawdown: m.maxDrawdown })),
    drawdowns,
    rebalances: r.rebalances,
    models: r.models,
    trades: r.trades,
    growth: growthPoints(r.dates, Float64Array.from(r.values)),
    daily: daily ? r.dates.map((date, t) => ({ date, value: r.values[t], benchmark: r.benchmarkValues?.[t] ?? null })) : null,
  };
}

export const UNAVAILABLE = { available: false, metrics: null, benchmark: null, monthlyPeriods: null, yearly: null, monthly: null, drawdowns: null, rebalances: null, models: null, trades: null, growth: null, daily: null } as const;
