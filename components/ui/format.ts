// Every figure the web app shows goes through here (docs/decisions.md "Web workspace"): fractions read
// as percentages with a space before the sign ("7.2 %"), money in the run's base currency with its
// symbol ("$10,000"), dates as "3 Aug 2026" (UTC: the data's dates are calendar days). A missing
// figure reads "—". The space before "%" and inside "3 Aug" is a no-break one, so neither wraps.
const NBSP = "\u00a0";
const MISSING = "—";

type Figure = number | null | undefined;
const missing = (x: Figure): x is null | undefined => x === null || x === undefined || Number.isNaN(x);

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat("en-US", options)));
  return f;
}

/** A plain number with thousands separators: 1234.5 → "1,234.50" (digits fixed). */
export function formatNumber(x: Figure, digits = 2): string {
  if (missing(x)) return MISSING;
  return numberFormat(`n${digits}`, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    x,
  );
}

/** A fraction as a percentage: 0.0723 → "7.2 %"; `signed` puts "+" on gains (changes, not levels). */
export function formatPercent(x: Figure, digits = 1, { signed = false } = {}): string {
  if (missing(x)) return MISSING;
  const f = numberFormat(`p${digits}${signed}`, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    // "negative": a tiny loss that rounds to zero reads "0.0 %", not "-0.0 %".
    signDisplay: signed ? "exceptZero" : "negative",
  });
  return `${f.format(x * 100)}${NBSP}%`;
}

/** Money in a currency (ISO code): 10000 "USD" → "$10,000"; cents only under 1,000. */
export function formatMoney(x: Figure, currency: string): string {
  if (missing(x)) return MISSING;
  const digits = Math.abs(x) < 1000 ? 2 : 0;
  return numberFormat(`m${currency}${digits}`, {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(x);
}

/** Money on a chart's axis, short: 12345 "USD" → "$12K", 1.2e6 → "$1.2M". */
export function formatMoneyShort(x: Figure, currency: string): string {
  if (missing(x)) return MISSING;
  return numberFormat(`ms${currency}`, {
    style: "currency",
    currency,
    notation: "compact",
    maximumFractionDigits: 1,
  }).format(x);
}

// Spelled here rather than by Intl, whose en-GB "Sept" varies with the ICU version.
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A day: "2026-08-03" or a Date → "3 Aug 2026". */
export function formatDate(d: string | Date | null | undefined): string {
  if (!d) return MISSING;
  const date = typeof d === "string" ? new Date(d.length === 10 ? `${d}T00:00:00Z` : d) : d;
  if (Number.isNaN(date.getTime())) return MISSING;
  return `${date.getUTCDate()}${NBSP}${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** A calendar month: "2008-10" → "Oct 2008"; a year "2008" stays as it is. */
export function formatMonth(period: string): string {
  if (period.length !== 7) return period;
  return `${MONTHS[Number(period.slice(5, 7)) - 1]}${NBSP}${period.slice(0, 4)}`;
}

/** The month names, January first ("Jan"), for month columns. */
export const MONTH_NAMES: readonly string[] = MONTHS;

/** A span of years: "1993 – 2026". */
export const formatYears = (from: string, to: string) => `${from.slice(0, 4)} – ${to.slice(0, 4)}`;
