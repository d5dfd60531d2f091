// The spec's unit enumeration: every figure a catalogue lists carries one of these.
import { z } from "zod";

export const UNITS = [
  "none",
  "number",
  "count",
  "days",
  "weeks",
  "months",
  "quarters",
  "years",
  "reports",
  "bars",
  "fraction",
  "percent",
  "multiple",
  "sharpe_points",
  "sigma",
  "usd",
  "base_currency",
  "date",
  "native",
] as const;
export type Unit = (typeof UNITS)[number];

export const unitSchema = z
  .enum(UNITS)
  .describe("Unit of the value (spec unit enumeration); fractions: 0.07 is 7%.");
