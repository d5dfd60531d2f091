// The screener warnings model (spec create_screener): each problem has a severity (`error` stops the
// write, `warning` does not), a code, the row (from 1; null for the whole screener), a JSON pointer,
// a message, a fix, and for a plan limit the lowest plan that lifts it. Which code is which severity
// is decided in docs/decisions.md "Screeners". WARNING_CODES is the one closed set of warning codes:
// the screeners' and the simulations' (domain/simulations/warnings.ts).
import { z } from "zod";
import type { PlanId } from "@/server/plans";
import { planIdSchema } from "@/server/catalogue/planView";

export const SCREENER_WARNING_CODES = [
  "unknown_filter",
  "relation_not_supported",
  "target_not_supported",
  "target_field_not_used",
  "value_not_allowed",
  "range_inverted",
  "statistic_not_offered",
  "input_not_taken",
  "filter_not_for_asset_type",
  "universe_facet_not_for_asset_type",
  "universe_value_not_for_asset_type",
  "too_many_rows",
  "row_out_of_range",
  "duplicate_row",
  "unreadable_row",
  "no_value_on_date",
  "index_not_in_data",
  "index_members_without_prices",
] as const;
export type WarningCode = (typeof SCREENER_WARNING_CODES)[number];

/** The codes a simulation reports (domain/simulations/warnings.ts). */
export const SIMULATION_WARNING_CODES = ["held_cash_no_values"] as const;

/** Every warning code, the one closed set. */
export const WARNING_CODES = [...SCREENER_WARNING_CODES, ...SIMULATION_WARNING_CODES] as const;
export type Severity = "error" | "warning";

export const warningSchema = z
  .object({
    severity: z.enum(["error", "warning"]).describe("error stops the write; warning does not."),
    code: z.enum(SCREENER_WARNING_CODES).describe("What kind of problem it is."),
    row: z
      .number()
      .int()
      .min(1)
      .nullable()
      .describe("The row it concerns, from 1; null for the whole screener."),
    path: z.string().describe("JSON pointer into the request, such as /rows/0/target/value."),
    message: z.string().describe("What is wrong."),
    fix: z.string().describe("What to send instead."),
    lowestPlan: planIdSchema
      .nullable()
      .describe("For a plan limit (too_many_rows): the lowest plan that accepts it; null otherwise."),
  })
  .describe("A problem found in a screener definition.");
export type ScreenerWarning = z.infer<typeof warningSchema>;

export const warningsSchema = z
  .array(warningSchema)
  .describe("Problems found, in request order; empty when none.");

/** Collects warnings for one definition. */
export class WarningList {
  readonly items: ScreenerWarning[] = [];

  add(severity: Severity, code: WarningCode, row: number | null, path: string, message: string, fix: string) {
    this.items.push({ severity, code, row, path, message, fix, lowestPlan: null });
  }

  /** An error that a higher plan lifts; `lowest` null (no plan does) makes it a plain error. */
  plan(
    code: WarningCode,
    row: number | null,
    path: string,
    message: string,
    fix: string,
    lowest: PlanId | null,
  ) {
    this.items.push({ severity: "error", code, row, path, message, fix, lowestPlan: lowest });
  }

  error(code: WarningCode, row: number | null, path: string, message: string, fix: string) {
    this.add("error", code, row, path, message, fix);
  }

  warn(code: WarningCode, row: number | null, path: string, message: string, fix: string) {
    this.add("warning", code, row, path, message, fix);
  }

  get hasErrors(): boolean {
    return this.items.some((w) => w.severity === "error");
  }
}
