// Figures as the results state them: fractions shown as percentages (0.07 is 7.00%), Sharpe as a number.
export const percent = (x: number | null | undefined) => (x === null || x === undefined ? "—" : `${(x * 100).toFixed(2)}%`);
export const number = (x: number | null | undefined, digits = 2) => (x === null || x === undefined ? "—" : x.toFixed(digits));

/** The headline metrics of a simulation summary, in the order the pages show them. */
export const HEADLINE_METRICS = [
  { key: "totalReturn", label: "Total return", show: percent },
  { key: "cagr", label: "CAGR", show: percent },
  { key: "volatility", label: "Volatility (annualised)", show: percent },
  { key: "sharpe", label: "Sharpe ratio", show: (x: number | null) => number(x) },
  { key: "maxDrawdown", label: "Maximum drawdown", show: percent },
] as const;
