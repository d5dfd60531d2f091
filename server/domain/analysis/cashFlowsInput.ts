// The request's cash flows (product.md "Analysis tools"): simulate_portfolio's `cashFlows` (years of the
// calendar) and run_monte_carlo's (years of the horizon, 1 = the first), one shape.
import { z } from "zod";
import { EARLIEST_MONTHLY_YEAR, LATEST_DATA_YEAR } from "@/server/catalogue/dataYears";
import type { CashFlowSchedule } from "@/server/engine/simulation/cashFlows";
import type { Series } from "@/server/engine/data/panel";

const cashFlowsSchema = (min: number, max: number, years: string) =>
  z
    .strictObject({
      amount: z
        .number()
        .min(-1_000_000_000)
        .max(1_000_000_000)
        .refine((x) => x !== 0, "A flow of 0 changes nothing.")
        .optional()
        .describe(
          "A fixed amount each time, base currency: + contributed, - withdrawn. Give this or fraction.",
        ),
      fraction: z
        .number()
        .min(-1)
        .max(1)
        .refine((x) => x !== 0, "A flow of 0 changes nothing.")
        .optional()
        .describe("A fraction of the value each time: - withdrawn (-0.01 = 1 %). Give this or amount."),
      every: z
        .enum(["month", "quarter", "year"])
        .describe(
          "How often: at the end of every month, every third month or every twelfth, from the start month.",
        ),
      inflationAdjusted: z
        .boolean()
        .optional()
        .describe("true: an amount is raised with US CPI inflation since the start; left out: false."),
      startYear: z
        .number()
        .int()
        .min(min)
        .max(max)
        .optional()
        .describe(`First ${years} with flows; left out: from the start.`),
      endYear: z
        .number()
        .int()
        .min(min)
        .max(max)
        .optional()
        .describe(`Last ${years} with flows; left out: to the end.`),
    })
    .refine((v) => (v.amount === undefined) !== (v.fraction === undefined), {
      message: "Give either amount or fraction (one of them).",
    })
    .refine((v) => v.startYear === undefined || v.endYear === undefined || v.startYear <= v.endYear, {
      message: "endYear is before startYear.",
      path: ["endYear"],
    })
    .describe("Contributions or withdrawals: flows are trades (costs and taxes apply as in the variant).");

export const simulationCashFlowsInput = cashFlowsSchema(
  EARLIEST_MONTHLY_YEAR,
  LATEST_DATA_YEAR,
  "calendar year",
);
export const horizonCashFlowsInput = cashFlowsSchema(1, 50, "year of the horizon (1 = the first)");
export type CashFlowsInput = z.infer<typeof simulationCashFlowsInput>;

export const EVERY_MONTHS = { month: 1, quarter: 3, year: 12 } as const;

/** simulate_portfolio's flows as the engine runs them (CPI from the data build when inflation-adjusted). */
export function cashFlowSchedule(flows: CashFlowsInput, cpi: Series | null): CashFlowSchedule {
  return {
    kind: flows.amount !== undefined ? "amount" : "fraction",
    value: flows.amount ?? flows.fraction!,
    everyMonths: EVERY_MONTHS[flows.every],
    firstYear: flows.startYear ?? null,
    lastYear: flows.endYear ?? null,
    cpi: flows.amount !== undefined && flows.inflationAdjusted ? cpi : null,
  };
}
