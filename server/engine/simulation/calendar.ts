// Trading-calendar helpers over ascending "YYYY-MM-DD" dates (the panel's union calendar).

/** Months since year 0 of an ISO date ("2020-03-15" -> 2020 * 12 + 2). */
export function monthNumber(date: string): number {
  // From the character codes (48 is "0"): no substring is made, as this runs on every row of a run.
  const year =
    date.charCodeAt(0) * 1000 +
    date.charCodeAt(1) * 100 +
    date.charCodeAt(2) * 10 +
    date.charCodeAt(3) -
    48 * 1111;
  return year * 12 + date.charCodeAt(5) * 10 + date.charCodeAt(6) - 48 * 11 - 1;
}

/** First row whose date is on or after `date`; dates.length when none. */
export function firstIndexOnOrAfter(dates: string[], date: string): number {
  let lo = 0;
  let hi = dates.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (dates[mid] < date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Last row whose date is on or before `date`; -1 when none. */
export function lastIndexOnOrBefore(dates: string[], date: string): number {
  let lo = 0;
  let hi = dates.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (dates[mid] <= date) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

export const MONTH_END = 1;
export const YEAR_END = 2;

/**
 * Per row from `from` on, MONTH_END where the next row is in another month, YEAR_END where it is in
 * another year (the calendar's last row is both): the dates read once per run, so the daily loop tests
 * a flag.
 */
export function periodEnds(dates: string[], from = 0): Uint8Array {
  const ends = new Uint8Array(dates.length);
  const last = dates.length - 1;
  if (from > last) return ends;
  let month = monthNumber(dates[from]);
  for (let t = from; t < last; t++) {
    const next = monthNumber(dates[t + 1]);
    if (Math.floor(next / 12) !== Math.floor(month / 12)) ends[t] = MONTH_END | YEAR_END;
    else if (next !== month) ends[t] = MONTH_END;
    month = next;
  }
  ends[last] = MONTH_END | YEAR_END;
  return ends;
}

/**
 * Scheduled rebalance rows: the start row, then the last trading day of every `every`-th month counted
 * from the start month (every = 3 from January: March, June, September, December). The calendar's last
 * row is never a scheduled month end: its month may not be complete in the data. `ends`: periodEnds of
 * the calendar from `start` on.
 */
export function rebalanceRows(
  dates: string[],
  start: number,
  every: number,
  ends = periodEnds(dates, start),
): Uint8Array {
  const flags = new Uint8Array(dates.length);
  if (start >= dates.length) return flags;
  flags[start] = 1;
  const m0 = monthNumber(dates[start]);
  for (let t = start + 1; t < dates.length - 1; t++) {
    if (ends[t] & MONTH_END && (monthNumber(dates[t]) - m0 + 1) % every === 0) flags[t] = 1;
  }
  return flags;
}

/** ISO date shifted by whole calendar months (day clamped to the month's length). */
export function addMonths(date: string, months: number): string {
  // No Date and no substrings: a run asks this often.
  const m = monthNumber(date) + months;
  const y = Math.floor(m / 12);
  const mo = (m % 12) + 1;
  const d = Math.min(dayOf(date), daysInMonth(y, mo));
  return `${y >= 1000 ? y : String(y).padStart(4, "0")}-${TWO_DIGITS[mo]}-${TWO_DIGITS[d]}`;
}

/**
 * Whether `date` is on or after addMonths(from, months), compared as (month, day) without making the
 * date: a maximum-hold exit asks it of every position on every day.
 */
export function reachedMonthsAfter(date: string, from: string, months: number): boolean {
  const m = monthNumber(from) + months;
  const mine = monthNumber(date);
  if (mine !== m) return mine > m;
  return dayOf(date) >= Math.min(dayOf(from), daysInMonth(Math.floor(m / 12), (m % 12) + 1));
}

/** A number that orders ISO dates as their strings do: months since year 0 x 32 + the day. */
export const dayKey = (date: string) => monthNumber(date) * 32 + dayOf(date);

/** dayKey of addMonths(from, months): reachedMonthsAfter(date, from, months) is dayKey(date) >= it. */
export function monthsAfterKey(from: string, months: number): number {
  const m = monthNumber(from) + months;
  return m * 32 + Math.min(dayOf(from), daysInMonth(Math.floor(m / 12), (m % 12) + 1));
}

const dayOf = (date: string) => (date.charCodeAt(8) - 48) * 10 + date.charCodeAt(9) - 48;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysInMonth = (y: number, mo: number) =>
  mo === 2 && y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : MONTH_DAYS[mo - 1];
const TWO_DIGITS = Array.from({ length: 32 }, (_, k) => String(k).padStart(2, "0"));

/** ISO date shifted by calendar days. */
export function addDays(date: string, days: number): string {
  // The next day (an exit's block) from the characters, without a Date: a run with exits asks it often.
  if (days === 1 && date.length === 10) {
    const m = monthNumber(date);
    const y = Math.floor(m / 12);
    const mo = (m % 12) + 1;
    const d = dayOf(date) + 1;
    if (y >= 1000 && d <= daysInMonth(y, mo)) return `${date.slice(0, 8)}${TWO_DIGITS[d]}`;
    if (y >= 1000 && mo < 12) return `${date.slice(0, 5)}${TWO_DIGITS[mo + 1]}-01`;
    if (y >= 1000 && y < 9999) return `${y + 1}-01-01`;
  }
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Calendar days between two ISO dates. */
export function daysBetween(a: string, b: string): number {
  return Math.round((utcMidnight(b) - utcMidnight(a)) / 86_400_000);
}

/** Date.parse(`${date}T00:00:00Z`) for years from 100 on, read from the characters without a string. */
function utcMidnight(date: string): number {
  const day = date.charCodeAt(8) * 10 + date.charCodeAt(9) - 48 * 11;
  const month = monthNumber(date);
  return Date.UTC(Math.floor(month / 12), month % 12, day);
}

/** Value of a series at or before `date` (as-of join); NaN when the series starts later. */
export function asOf(seriesDates: string[], values: Float64Array, date: string): number {
  const k = lastIndexOnOrBefore(seriesDates, date);
  return k < 0 ? NaN : values[k];
}

/**
 * A series aligned to the calendar by as-of join: out[t] = last value dated on or before dates[t], from
 * row `from` on (NaN before it).
 */
export function alignAsOf(
  calendar: string[],
  seriesDates: string[],
  values: Float64Array,
  from = 0,
): Float64Array {
  const out = new Float64Array(calendar.length).fill(NaN);
  if (from >= calendar.length) return out;
  let k = lastIndexOnOrBefore(seriesDates, calendar[from]);
  for (let t = from; t < calendar.length; t++) {
    while (k + 1 < seriesDates.length && seriesDates[k + 1] <= calendar[t]) k++;
    if (k >= 0) out[t] = values[k];
  }
  return out;
}
