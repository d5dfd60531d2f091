// Reading a dated series (VIX, yields, the cash rate, CPI) as of a day: the last value known by then.
import type { Series } from "@/server/engine/data/panel";
import { dayNumber, lastAtOrBefore } from "@/server/engine/indicators/calendar";
import { addMonths } from "@/server/engine/simulation/calendar";

const knownCache = new WeakMap<Series, string[]>();
const dayCache = new WeakMap<Series, Int32Array>();

/**
 * The date each observation becomes known. A daily value is known at its own date. A monthly value
 * describes its whole month (CPI's April row is dated 2021-04-01), so it is known only once that month
 * has ended: on the first day of the next month. A rule's publication delay comes on top of this.
 */
export function knownDates(s: Series): string[] {
  if (s.frequency === "daily") return s.dates;
  let known = knownCache.get(s);
  if (!known) knownCache.set(s, (known = s.dates.map((d) => addMonths(`${d.slice(0, 7)}-01`, 1))));
  return known;
}

/** Day numbers of knownDates(s). */
export function seriesDays(s: Series): Int32Array {
  let d = dayCache.get(s);
  if (!d) dayCache.set(s, (d = Int32Array.from(knownDates(s), dayNumber)));
  return d;
}

/** The last value known on `day`; NaN before the first is known or when it is over `maxAgeDays` old. */
export function seriesAsOf(s: Series, day: number, maxAgeDays: number): number {
  const days = seriesDays(s);
  const k = lastAtOrBefore(days, day);
  return k < 0 || day - days[k] > maxAgeDays ? NaN : s.values[k];
}
