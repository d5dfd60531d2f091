// Reading a dated series (VIX, yields, the cash rate) as of a day: the last value on or before it.
import type { Series } from "@/server/engine/data/panel";
import { dayNumber, lastAtOrBefore } from "@/server/engine/indicators/calendar";

const dayCache = new WeakMap<Series, Int32Array>();

export function seriesDays(s: Series): Int32Array {
  let d = dayCache.get(s);
  if (!d) dayCache.set(s, (d = Int32Array.from(s.dates, dayNumber)));
  return d;
}

/** The series' value on or before `day`; NaN before its first date or more than `maxAgeDays` older. */
export function seriesAsOf(s: Series, day: number, maxAgeDays: number): number {
  const days = seriesDays(s);
  const k = lastAtOrBefore(days, day);
  return k < 0 || day - days[k] > maxAgeDays ? NaN : s.values[k];
}
