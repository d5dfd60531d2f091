// Calendar arithmetic on "YYYY-MM-DD" dates as day numbers (days since 1970-01-01, UTC), so windows
// measured in calendar months or weeks can be found by binary search over a sorted Int32Array.

export function dayNumber(date: string): number {
  return Math.round(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 86_400_000);
}

/** The day `months` calendar months before `day`; the day of month is clamped (31 Mar - 1 month = 28/29 Feb). */
export function monthsBefore(day: number, months: number): number {
  const d = new Date(day * 86_400_000);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Math.round(Date.UTC(y, m, Math.min(d.getUTCDate(), lastDay)) / 86_400_000);
}

/** Index of the last element <= x in a sorted array, or -1 when none is. */
export function lastAtOrBefore(sorted: ArrayLike<number>, x: number, hi = sorted.length - 1): number {
  let lo = 0;
  let ans = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] <= x) {
      ans = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return ans;
}
