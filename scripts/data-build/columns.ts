// A history held as typed columns (day numbers and one Float64Array per field) rather than one object
// per bar: the build holds about ten million bars at once.
import { dayNumber } from "@/server/engine/data/artifact";
import type { Bar } from "./bars";

export const BAR_FIELDS = [
  "open",
  "high",
  "low",
  "close",
  "adjClose",
  "volume",
  "dividend",
  "split",
] as const;
export type BarField = (typeof BAR_FIELDS)[number];

export interface Columns {
  days: Int32Array; // days since 1970-01-01, ascending
  values: Record<BarField, Float64Array>;
}

export function toColumns(bars: Bar[]): Columns {
  const values = Object.fromEntries(
    BAR_FIELDS.map((f) => {
      const out = new Float64Array(bars.length);
      for (let j = 0; j < bars.length; j++) out[j] = bars[j][f];
      return [f, out];
    }),
  ) as Record<BarField, Float64Array>;
  return { days: Int32Array.from(bars, (b) => dayNumber(b.date)), values };
}
