// An axis's values: a list as sent, or a range { min, max, step } expanded on exact decimals (each value
// is an integer count of the finest decimal place divided by its power of ten, so 0.1 + 0.2 never
// drifts to 0.30000000000000004 and the last value is max itself when the step reaches it).
import { z } from "zod";
import { invalid } from "@/server/errors";

export type AxisValue = number | string | boolean;

export const axisValueSchema = z
  .union([z.number(), z.string().max(96), z.boolean()])
  .describe("One value of the field: a number, a choice's id (such as a method) or true/false.");

export const rangeSchema = z
  .strictObject({
    min: z.number().describe("First value, in the field's unit (fractions: 0.05 is 5 %)."),
    max: z.number().describe("Last value at most; included when the steps reach it exactly."),
    step: z.number().positive().describe("Distance between values, greater than 0."),
  })
  .describe("Evenly spaced numbers from min to max by step, on exact decimals.");

/** Most values one axis may list or expand to (the plan's variant limit is checked on the product). */
export const MAX_AXIS_VALUES = 10_000;

/** Digits after the decimal point of a number's shortest form (1e-7 has 7). */
function decimals(x: number): number {
  const [mantissa, exponent] = String(Math.abs(x)).split("e");
  const fraction = mantissa.split(".")[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
}

export function expandRange(range: { min: number; max: number; step: number }, path: string): number[] {
  const { min, max, step } = range;
  if (min > max) throw invalid(`${path}/max`, `max (${max}) is below min (${min}).`, "Send max >= min.");
  const places = Math.max(decimals(min), decimals(max), decimals(step));
  if (places > 12)
    throw invalid(
      `${path}/step`,
      `The range has ${places} decimal places; at most 12 are accepted.`,
      "Round min, max and step to 12 decimal places or fewer.",
    );
  const scale = 10 ** places;
  const [a, b, s] = [min, max, step].map((x) => Math.round(x * scale));
  const count = Math.floor((b - a) / s) + 1;
  if (count > MAX_AXIS_VALUES)
    throw invalid(
      `${path}/step`,
      `The range has ${count} values; one axis takes at most ${MAX_AXIS_VALUES}.`,
      "Use a larger step or a narrower range.",
    );
  return Array.from({ length: count }, (_, i) => (a + i * s) / scale);
}

/** The values of one axis (its list or its range), refusing an empty list and repeated values. */
export function axisValuesOf(
  axis: { values?: AxisValue[]; range?: { min: number; max: number; step: number } },
  path: string,
): AxisValue[] {
  if ((axis.values === undefined) === (axis.range === undefined))
    throw invalid(
      path,
      "An axis takes either values or range.",
      "Send values (a list) or range { min, max, step }.",
    );
  if (axis.range) return expandRange(axis.range, `${path}/range`);
  const values = axis.values!;
  if (values.length === 0) throw invalid(`${path}/values`, "values is empty.", "List at least one value.");
  const seen = new Set<string>();
  values.forEach((v, k) => {
    const key = JSON.stringify(v);
    if (seen.has(key))
      throw invalid(`${path}/values/${k}`, `${key} is listed twice.`, "List each value once.");
    seen.add(key);
  });
  return values;
}
