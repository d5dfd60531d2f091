// Checks a number against a catalogue value set and words the accepted values for a fix. Outside the
// set's bounds is row_out_of_range; inside them but between two listed values is value_not_allowed
// (refused, never rounded).
import { valueAllowed, type ValueSet } from "@/server/catalogue/filters/types";

export type ValueVerdict = "ok" | "row_out_of_range" | "value_not_allowed";

const bounds = (set: ValueSet): [number, number] =>
  set.kind === "range" ? [set.min, set.max] : [Math.min(...set.values), Math.max(...set.values)];

export function judgeValue(set: ValueSet | null, x: number): ValueVerdict {
  if (!set || valueAllowed(set, x)) return "ok";
  const [lo, hi] = bounds(set);
  return x < lo || x > hi ? "row_out_of_range" : "value_not_allowed";
}

export const describeSet = (set: ValueSet): string =>
  set.kind === "range"
    ? `from ${set.min} to ${set.max} in steps of ${set.step}`
    : `one of ${set.values.join(", ")}`;

/** The accepted value nearest to x, to suggest in a fix. */
export function nearestAllowed(set: ValueSet, x: number): number {
  if (set.kind === "list")
    return set.values.reduce((best, v) => (Math.abs(v - x) < Math.abs(best - x) ? v : best), set.values[0]);
  const k = Math.round((Math.min(Math.max(x, set.min), set.max) - set.min) / set.step);
  return Number(
    (set.min + Math.min(k, Math.floor((set.max - set.min) / set.step + 1e-9)) * set.step).toPrecision(12),
  );
}
