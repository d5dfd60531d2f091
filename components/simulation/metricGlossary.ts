// Every metric of get_simulation_metrics in the order the pages show it: its name, unit, one line on
// what it means, how to show it, and which way is better (for marking the best in a comparison). The
// schema's own descriptions are formulas for programs; these lines are for people. Formulas:
// product.md and docs/methodology.md.
import type { MetricsResult } from "@/components/simulation/types";
import { formatDate, formatMonth, formatNumber, formatPercent } from "@/components/ui/format";

export type Metrics = NonNullable<MetricsResult["metrics"]>;
export type Headline = NonNullable<MetricsResult["benchmark"]>;
type PeriodReturn = Metrics["bestYear"];

export type Unit = "percent" | "ratio" | "years" | "days" | "count" | "date" | "period";

export interface MetricEntry {
  key: keyof Metrics;
  label: string;
  unit: Unit;
  /** One line, in words, on what the figure says. */
  explanation: string;
  /** Which way is better; null where neither is (beta, correlation, dates). */
  better: "higher" | "lower" | null;
  /** A key the benchmark's headline also has. */
  headline?: true;
}

/** The unit as a person reads it in the table. */
export const UNIT_WORDS: Record<Unit, string> = {
  percent: "%",
  ratio: "ratio",
  years: "years",
  days: "days",
  count: "count",
  date: "date",
  period: "% and when",
};

export const METRIC_GLOSSARY: MetricEntry[] = [
  {
    key: "totalReturn",
    label: "Total return",
    unit: "percent",
    explanation: "How much the starting capital grew over the whole run.",
    better: "higher",
    headline: true,
  },
  {
    key: "cagr",
    label: "CAGR",
    unit: "percent",
    explanation: "The steady yearly growth rate that would give the same end value.",
    better: "higher",
    headline: true,
  },
  {
    key: "volatility",
    label: "Volatility",
    unit: "percent",
    explanation: "How much returns swing around their average, per year.",
    better: "lower",
    headline: true,
  },
  {
    key: "sharpe",
    label: "Sharpe ratio",
    unit: "ratio",
    explanation: "Return above cash per unit of volatility; above 1 is strong.",
    better: "higher",
    headline: true,
  },
  {
    key: "sortino",
    label: "Sortino ratio",
    unit: "ratio",
    explanation: "Like Sharpe, but only falls count as risk.",
    better: "higher",
  },
  {
    key: "maxDrawdown",
    label: "Max drawdown",
    unit: "percent",
    explanation: "The deepest fall from a high before a new high.",
    better: "higher",
    headline: true,
  },
  {
    key: "calmar",
    label: "Calmar ratio",
    unit: "ratio",
    explanation: "CAGR divided by the depth of the max drawdown.",
    better: "higher",
  },
  {
    key: "longestDrawdownDays",
    label: "Longest drawdown",
    unit: "days",
    explanation: "The longest wait, in calendar days, from a high back to it.",
    better: "lower",
  },
  {
    key: "recoveryDate",
    label: "Recovered on",
    unit: "date",
    explanation: "When the longest drawdown got back to its high; — if it has not yet.",
    better: null,
  },
  {
    key: "bestYear",
    label: "Best year",
    unit: "period",
    explanation: "The calendar year with the highest return.",
    better: "higher",
  },
  {
    key: "worstYear",
    label: "Worst year",
    unit: "period",
    explanation: "The calendar year with the lowest return.",
    better: "higher",
  },
  {
    key: "bestMonth",
    label: "Best month",
    unit: "period",
    explanation: "The calendar month with the highest return.",
    better: "higher",
  },
  {
    key: "worstMonth",
    label: "Worst month",
    unit: "period",
    explanation: "The calendar month with the lowest return.",
    better: "higher",
  },
  {
    key: "beta",
    label: "Beta",
    unit: "ratio",
    explanation: "How far it moves when the benchmark moves 1 %; 1 moves alike.",
    better: null,
  },
  {
    key: "correlation",
    label: "Correlation",
    unit: "ratio",
    explanation: "How closely daily moves follow the benchmark's, from −1 to 1.",
    better: null,
  },
  {
    key: "alpha",
    label: "Alpha",
    unit: "percent",
    explanation: "Yearly return beyond what its beta to the benchmark explains.",
    better: "higher",
  },
  {
    key: "trackingError",
    label: "Tracking error",
    unit: "percent",
    explanation: "How much its yearly return strays from the benchmark's.",
    better: null,
  },
  {
    key: "timeInMarket",
    label: "Time in market",
    unit: "percent",
    explanation: "Share of days with money invested rather than all in cash.",
    better: null,
  },
  {
    key: "turnover",
    label: "Turnover",
    unit: "percent",
    explanation: "Share of the portfolio bought or sold in an average year.",
    better: "lower",
  },
  {
    key: "numberOfTrades",
    label: "Trades",
    unit: "count",
    explanation: "Buys and sells made over the run.",
    better: null,
  },
  {
    key: "years",
    label: "Length",
    unit: "years",
    explanation: "Calendar years from the first to the last day.",
    better: null,
  },
];

/** The headline metrics (those the benchmark has too), in the glossary's order. */
export const HEADLINE_GLOSSARY = METRIC_GLOSSARY.filter((m) => m.headline);

/** A metric's value as a number, for comparing (a period's return for best/worst year and month). */
export function metricNumber(value: Metrics[keyof Metrics] | undefined): number | null {
  if (value === null || value === undefined || typeof value === "string") return null;
  return typeof value === "number" ? value : value.totalReturn;
}

/** A metric's value in its unit ("7.20 %", "1.23", "412 days", "3 Aug 2026", "2008: −36.80 %"). */
export function formatMetric(entry: MetricEntry, value: Metrics[keyof Metrics] | undefined): string {
  if (value === null || value === undefined) return "—";
  switch (entry.unit) {
    case "percent":
      return formatPercent(value as number, 2);
    case "ratio":
      return formatNumber(value as number, 2);
    case "years":
      return formatNumber(value as number, 1);
    case "days":
    case "count":
      return formatNumber(value as number, 0);
    case "date":
      return formatDate(value as string);
    case "period": {
      const p = value as NonNullable<PeriodReturn>;
      return `${formatPercent(p.totalReturn, 2)} (${formatMonth(p.period)})`;
    }
  }
}
