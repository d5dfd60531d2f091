// Problems found in a portfolio definition. validate_portfolio lists them as `warnings` (product.md);
// the writing operations stop at the first list that is not empty with one error: invalid_arguments
// (422) when any problem is a rule of the product, plan_required (403) when every problem is the
// caller's plan, in which case each problem names the lowest plan that accepts the value. The error's
// details are the problems themselves (the error body's structured detail fields).
import { z } from "zod";
import { ApiError } from "@/server/errors";
import type { PlanId } from "@/server/plans";
import { planIdSchema } from "@/server/catalogue/planView";

export const problemSchema = z
  .object({
    code: z
      .enum(["invalid_arguments", "plan_required"])
      .describe(
        "invalid_arguments: the product does not accept the value; plan_required: a higher plan does.",
      ),
    path: z
      .string()
      .describe("JSON pointer into the request, such as /definition/models/0/positionExits/maxPositions."),
    message: z.string().describe("What is wrong."),
    fix: z.string().describe("What to send instead (for plan_required, also the plan that accepts it)."),
    lowestPlan: planIdSchema
      .nullable()
      .describe("For plan_required: the lowest plan that accepts the value; null otherwise."),
  })
  .describe("A problem found in a portfolio definition.");
export type Problem = z.infer<typeof problemSchema>;
export const problemsSchema = z
  .array(problemSchema)
  .describe("Problems found, in definition order; empty when none.");

export class ProblemList {
  readonly items: Problem[] = [];

  invalid(path: string, message: string, fix: string): void {
    this.items.push({ code: "invalid_arguments", path, message, fix, lowestPlan: null });
  }

  /** `lowest` null: no plan accepts it (reported as invalid). */
  plan(path: string, message: string, fix: string, lowest: PlanId | null, yours: PlanId): void {
    if (lowest === null) return this.invalid(path, message, fix);
    this.items.push({
      code: "plan_required",
      path,
      message: `${message} Your plan (${yours}) does not include it.`,
      fix: `${fix} Or move to the ${lowest} plan, the lowest that includes it.`,
      lowestPlan: lowest,
    });
  }

  get empty(): boolean {
    return this.items.length === 0;
  }
}

export class PortfolioRejected extends ApiError {
  constructor(readonly problems: Problem[]) {
    const code = problems.some((p) => p.code === "invalid_arguments") ? "invalid_arguments" : "plan_required";
    const first = `${problems[0].path}: ${problems[0].message}`;
    super(code, `The portfolio was not accepted: ${problems.length} problem(s). First: ${first}`, problems);
  }
}
