// get_period_returns' result: the return triangle (every start-year / end-year pair) and rolling
// 1/3/5/10-year returns of a finished simulation (server/engine/metrics/returnTriangle.ts).
import { z } from "zod";
import { returnTriangle, rollingReturns } from "@/server/engine/metrics/returnTriangle";
import type { StoredResult } from "@/server/domain/simulations/compute";

const fraction = (d: string) => z.number().describe(`${d} (fraction).`);
const nullableFraction = (d: string) =>
  z.number().nullable().describe(`${d} (fraction); null with no window.`);

export const periodReturnsSchema = z.object({
  available: z
    .boolean()
    .describe("False while the simulation is queued, running or failed; triangle and rolling are then null."),
  triangle: z
    .array(
      z
        .object({
          startYear: z.number().int().describe("First calendar year of the span (year)."),
          endYear: z.number().int().describe("Last calendar year of the span (year)."),
          totalReturn: fraction(
            "Return from the last value of the year before startYear (or the first value) to the last value of endYear; with startYear = endYear, that calendar year's return",
          ),
          cagr: fraction("Compound annual growth over the span, by calendar days / 365.25"),
          maxDrawdown: fraction("Deepest fall within the span, from its starting value (<= 0)"),
        })
        .describe("One (startYear, endYear) cell."),
    )
    .nullable()
    .describe("Every pair of start and end year, start year ascending, then end year."),
  rolling: z
    .array(
      z
        .object({
          years: z.number().int().describe("Window length (years): 1, 3, 5 or 10."),
          windows: z.number().int().describe("Windows between month ends in the simulation (count)."),
          worst: nullableFraction("Lowest annualised return of a window"),
          median: nullableFraction("Median annualised return"),
          best: nullableFraction("Highest annualised return of a window"),
          worstEnd: z.string().nullable().describe("Last date of the worst window (ISO date)."),
          bestEnd: z.string().nullable().describe("Last date of the best window (ISO date)."),
        })
        .describe("Rolling returns of one window length."),
    )
    .nullable()
    .describe(
      "Rolling 1-, 3-, 5- and 10-year annualised returns between month ends (the last, maybe partial, month left out).",
    ),
});

export function periodReturnsView(result: Pick<StoredResult, "dates" | "values">) {
  const values = Float64Array.from(result.values);
  return {
    available: true,
    triangle: returnTriangle(result.dates, values),
    rolling: rollingReturns(result.dates, values),
  };
}

export const PERIODS_UNAVAILABLE = { available: false, triangle: null, rolling: null };
