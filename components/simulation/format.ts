// The headline metrics of a simulation summary, in the order the pages show them, each with its
// formatter from components/ui/format.ts (fractions as percentages, Sharpe as a number).
import { formatNumber, formatPercent } from "@/components/ui/format";

export const percent = (x: number | null | undefined) => formatPercent(x, 2);
export const number = formatNumber;

export const HEADLINE_METRICS = [
  { key: "totalReturn", label: "Total return", show: percent },
  { key: "cagr", label: "CAGR", show: percent },
  { key: "volatility", label: "Volatility (annualised)", show: percent },
  { key: "sharpe", label: "Sharpe ratio", show: (x: number | null) => number(x) },
  { key: "maxDrawdown", label: "Maximum drawdown", show: percent },
] as const;
