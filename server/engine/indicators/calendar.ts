// Calendar arithmetic on "YYYY-MM-DD" dates as day numbers (days since 1970-01-01, UTC), so windows
// measured in calendar months or weeks can be found by binary search over a sorted Int32Array.

export function dayNumber(date: string): number {
  return Math.round(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 86_400_000);
}

/** Year, month (1-12) and day of month of a day number (proleptic Gregorian; integer arithmetic, no Date). */
function civil(day: number): [number, number, number] {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const m = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (m <= 2 ? 1 : 0), m, doy - Math.floor((153 * mp + 2) / 5) + 1];
}

/** Day number of a year, month (1-12) and day of month. */
function dayOf(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  return era * 146_097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719_468;
}

const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The day `months` (whole) calendar months before `day`; the day of month is clamped (31 Mar - 1 month =
 * 28/29 Feb). Integer arithmetic: every month-window kernel calls it per instrument and date.
 */
export function monthsBefore(day: number, months: number): number {
  // A screen date asks the same (day, months) of every instrument that traded on it.
  if (day === last.day && months === last.months) return last.result;
  const [y, m, d] = civil(day);
  const total = y * 12 + (m - 1) - months;
  const ny = Math.floor(total / 12);
  const nm = total - ny * 12 + 1;
  const lastDay = nm === 2 && leap(ny) ? 29 : MONTH_DAYS[nm - 1];
  last.day = day;
  last.months = months;
  return (last.result = dayOf(ny, nm, Math.min(d, lastDay)));
}
const last = { day: NaN, months: NaN, result: NaN };

/**
 * Index of the last element <= x in a sorted array (searched within lo..hi), or -1 when none is. When
 * every element before lo is <= x, the answer is at least lo - 1. Int32Array only: one element type
 * keeps the binary searches of every kernel monomorphic.
 */
export function lastAtOrBefore(sorted: Int32Array, x: number, hi = sorted.length - 1, lo = 0): number {
  let ans = lo - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] <= x) {
      ans = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return ans;
}
