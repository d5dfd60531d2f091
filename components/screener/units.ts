// A screener number as a person reads it, in its unit: a fraction as a percentage, US dollars with "$",
// a plain number with separators. Thresholds (in sentences and pickers) show only the digits they
// have, "3 %" and "2.5 %"; values in the results table keep fixed digits so their column lines up.
import { formatMoney, formatNumber, formatPercent } from "@/components/ui/format";
import type { RelationTarget } from "@/components/catalogue/types";

export type ValueUnit = NonNullable<RelationTarget["unit"]>;

const NBSP = "\u00a0";

/** Digits after the point that x needs, at most `max` (0.025 → 3, 10 → 0). */
function digitsOf(x: number, max: number): number {
  for (let d = 0; d < max; d++) if (Math.abs(Number(x.toFixed(d)) - x) < 1e-9) return d;
  return max;
}

const compactUsd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** A threshold or a listed value in its unit: 0.03 "fraction" → "3 %", 1e10 "usd" → "$10B". */
export function formatThreshold(x: number, unit: ValueUnit | null | undefined): string {
  switch (unit) {
    case "fraction":
      return formatPercent(x, digitsOf(x * 100, 2));
    case "usd":
      return Math.abs(x) >= 1e6 ? compactUsd.format(x) : formatMoney(x, "USD");
    default:
      return formatNumber(x, digitsOf(x, 4));
  }
}

/** A match's value in the results table: percentages and ratios with two decimals, big numbers whole. */
export function formatValue(x: number | null, unit: string | null): string {
  if (x === null) return "—";
  if (unit === "fraction") return formatPercent(x, 2);
  if (unit === "usd") return formatMoney(x, "USD");
  return formatNumber(x, Math.abs(x) >= 100_000 ? 0 : 2);
}

/** The number as the results' CSV holds it: in the unit the table shows (percent for fractions). */
export function csvNumber(x: number | null, unit: string | null): string {
  if (x === null) return "";
  return String(Number((unit === "fraction" ? x * 100 : x).toPrecision(12)));
}

/** The unit a CSV column names in its header. */
export const csvUnit = (unit: string | null) =>
  unit === "fraction" ? " (%)" : unit === "usd" ? " (USD)" : "";

// Input units as catalogue words; each shown with the count it follows ("1 month", "14 days").
const INPUT_UNITS: Record<string, [string, string]> = {
  months: ["month", "months"],
  days: ["day", "days"],
  bars: ["bar", "bars"],
  reports: ["report", "reports"],
  quarters: ["quarter", "quarters"],
  sigma: ["standard deviation", "standard deviations"],
};

/** An input's value with its unit: 1 "months" → "1 month", 2 "sigma" → "2 standard deviations". */
export function formatInputValue(v: number, unit: string): string {
  const words = INPUT_UNITS[unit];
  if (!words) return `${v}${NBSP}${unit}`;
  return `${v}${NBSP}${v === 1 ? words[0] : words[1]}`;
}
