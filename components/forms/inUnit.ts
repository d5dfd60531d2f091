// A number as the box that holds it shows it: a fraction as percent (0.2 → "20 %"), months, years,
// a multiple ("1.5 ×"), money and plain numbers with separators. Negative numbers take the minus sign
// (−), and no float noise (0.07 × 100) shows.
const NBSP = "\u00a0";

export type BoxUnit = string | null | undefined;

/** x with thousands separators and at most 6 significant decimals; negative with "−". */
export function plainNumber(x: number): string {
  const clean = Number(x.toPrecision(12));
  const text = new Intl.NumberFormat("en-US", { maximumFractionDigits: 6 }).format(Math.abs(clean));
  return clean < 0 ? `−${text}` : text;
}

const COUNTED: Record<string, [string, string]> = {
  months: ["month", "months"],
  years: ["year", "years"],
  days: ["day", "days"],
  weeks: ["week", "weeks"],
  quarters: ["quarter", "quarters"],
  bars: ["bar", "bars"],
  reports: ["report", "reports"],
  sigma: ["standard deviation", "standard deviations"],
};

/** x in the unit its box is typed in. */
export function inUnit(x: number, unit: BoxUnit): string {
  if (unit === "fraction") return `${plainNumber(x * 100)}${NBSP}%`;
  if (unit === "percent") return `${plainNumber(x)}${NBSP}%`;
  if (unit === "multiple") return `${plainNumber(x)}${NBSP}×`;
  if (unit === "usd") return x < 0 ? `−$${plainNumber(-x)}` : `$${plainNumber(x)}`;
  // A calendar year (a start year) reads as a year, not as a count of years.
  if (unit === "years" && Number.isInteger(x) && x >= 1000) return String(x);
  const counted = unit ? COUNTED[unit] : undefined;
  if (counted) return `${plainNumber(x)}${NBSP}${Math.abs(x) === 1 ? counted[0] : counted[1]}`;
  return plainNumber(x);
}
