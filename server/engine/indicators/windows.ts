// Windows over an instrument's bars measured in calendar months or trading days.
import { lastAtOrBefore, monthsBefore } from "@/server/engine/indicators/calendar";

/**
 * The base bar of a window of `months` calendar months ending at bar b: the last bar on or before the
 * same date `months` earlier. The window's returns are those of bars base+1..b. -1 when the history is
 * shorter than the window.
 */
export function monthsBase(days: Int32Array, b: number, months: number): number {
  if (b < 0) return -1;
  const start = monthsBefore(days[b], months);
  // Bars are distinct days, so bar b - (days[b] - start) is on or before the start: search from there.
  const base = lastAtOrBefore(days, start, b, Math.min(b, Math.max(0, b - (days[b] - start))));
  // A base more than a week before the window start means the history begins inside the window.
  return base >= 0 && start - days[base] <= 7 ? base : -1;
}

/** The base bar of a window of n trading bars ending at b (returns of bars b-n+1..b); -1 when too short. */
export const barsBase = (b: number, n: number): number => (b - n >= 0 ? b - n : -1);

/** Simple return of bar k. */
export const ret = (x: Float64Array, k: number): number => x[k] / x[k - 1] - 1;
