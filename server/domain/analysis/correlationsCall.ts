// get_correlations: the request, the answer's shape, and the call: the start year and frequency it
// fills (reported in assumed), the plan's first year, and the matrix (correlations.ts).
import { z } from "zod";
import { getMarketData } from "@/server/data/load";
import { correlations } from "@/server/domain/analysis/correlations";
import { simulationIdInput } from "@/server/domain/simulations/requests";
import { firstYearOf, LATEST_DATA_YEAR, EARLIEST_DAILY_YEAR } from "@/server/catalogue/dataYears";
import { refuseEarlyStart } from "@/server/domain/simulations/settings";
import type { AssumedValue } from "@/server/domain/assumed";
import type { RequestContext } from "@/server/domain/context";

const year = z.number().int().min(EARLIEST_DAILY_YEAR).max(LATEST_DATA_YEAR);

export const correlationsInput = z
  .strictObject({
    instruments: z
      .array(z.string().min(1).max(20).describe("A ticker, as list_instruments gives it."))
      .min(2)
      .max(30)
      .optional()
      .describe("2 to 30 tickers; give this or simulationIds."),
    simulationIds: z
      .array(simulationIdInput)
      .min(2)
      .max(10)
      .optional()
      .describe("2 to 10 of your done simulations; give this or instruments."),
    startYear: year
      .optional()
      .describe("First calendar year of returns; left out: the first your plan reaches."),
    endYear: year.optional().describe("Last calendar year of returns; left out: the latest data."),
    frequency: z
      .enum(["day", "month"])
      .optional()
      .describe("day: daily returns; month: month-end to month-end returns. Left out: month."),
    window: z
      .number()
      .int()
      .min(3)
      .max(120)
      .optional()
      .describe("Months of each rolling correlation; left out: no rolling correlations."),
  })
  .refine((v) => (v.instruments === undefined) !== (v.simulationIds === undefined), {
    message: "Give either instruments or simulationIds (one of them).",
  });

export const correlationsSchema = z.object({
  names: z
    .array(z.string().describe("A ticker or simulation id."))
    .describe("The series, in the matrix's order."),
  matrix: z
    .array(z.array(z.number().describe("Correlation, -1 to 1.")).describe("One row of the matrix."))
    .describe("Correlation of series i with series j at [i][j]: symmetric, 1 on the diagonal."),
  frequency: z.enum(["day", "month"]).describe("The returns correlated."),
  returnsUsed: z.number().int().describe("Returns correlated (dates where every series has a value)."),
  from: z.string().describe("Date of the first return used (ISO)."),
  to: z.string().describe("Date of the last return used (ISO)."),
  rolling: z
    .array(
      z.object({
        pair: z.array(z.string().describe("A series name.")).describe("The two series."),
        dates: z.array(z.string().describe("ISO date.")).describe("The last date of each window."),
        values: z.array(z.number().describe("Correlation.")).describe("The correlation over each window."),
      }),
    )
    .nullable()
    .describe("Each pair's rolling correlation over window months; null without window."),
});

export async function correlationMatrix(
  { db, caller }: RequestContext,
  input: z.output<typeof correlationsInput>,
) {
  const assumed: AssumedValue[] = [];
  const startYear = input.startYear ?? firstYearOf(caller.plan);
  if (input.startYear === undefined)
    assumed.push({ field: "/startYear", value: startYear, reason: "The first year your plan reaches." });
  refuseEarlyStart(caller.plan, startYear, "/startYear");
  const frequency = input.frequency ?? "month";
  if (input.frequency === undefined)
    assumed.push({ field: "/frequency", value: frequency, reason: "Month-end returns by default." });
  const market = getMarketData();
  const r = await correlations(db, caller.userId, market.prices, {
    ...input,
    startYear,
    endYear: input.endYear ?? null,
    frequency,
  });
  return {
    result: { ...r, frequency },
    summary: `Correlations of ${r.names.join(", ")} over ${r.returnsUsed} ${frequency === "day" ? "daily" : "monthly"} returns, ${r.from} to ${r.to}${r.rolling ? `, with ${input.window}-month rolling correlations` : ""}.`,
    assumed,
    dataVersion: market.dataVersion,
  };
}
