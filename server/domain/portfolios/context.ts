// What normalising one definition carries along: the caller's plan, the JSON pointer of the definition
// in the request, the values filled in (assumed), the notes and the problems. Defaults, bounds, steps
// and plan rules are read from the strategy model (server/catalogue/strategyModel.ts) by the field's
// catalogue path, which follows from the pointer: /models/0/positionExits/maxPositions is
// models[].positionExits.maxPositions.
import type { AssumedValue } from "@/server/domain/assumed";
import type { ModelField } from "@/server/catalogue/modelField";
import type { SettingValue } from "@/server/catalogue/bounds";
import { defaultOf, fieldAt, limitsFor } from "@/server/catalogue/strategyModel";
import { boundsFor } from "@/server/catalogue/effectiveBounds";
import { includes, lowestPlanWhere, type PlanId } from "@/server/plans";
import { ProblemList } from "@/server/domain/portfolios/problems";

export interface Limits {
  min: number | null;
  max: number | null;
  steps: number[] | null;
}

export const withinLimits = (v: number, l: Limits) =>
  (l.min === null || v >= l.min) &&
  (l.max === null || v <= l.max) &&
  (l.steps === null || l.steps.includes(v));

/** The refusal of a number outside product limits: a value between two steps is never rounded. */
export function limitsMessage(v: number, l: Limits): { message: string; fix: string } {
  if (
    l.steps &&
    (l.min === null || v >= l.min) &&
    (l.max === null || v <= l.max) &&
    v >= l.steps[0] &&
    v <= l.steps[l.steps.length - 1]
  ) {
    return {
      message: `${v} is not one of the accepted values (${l.steps.join(", ")}); values between two of them are refused, never rounded.`,
      fix: `Send one of ${l.steps.join(", ")}.`,
    };
  }
  const range = l.steps ? `one of ${l.steps.join(", ")}` : `a value from ${l.min ?? "-∞"} to ${l.max ?? "∞"}`;
  return { message: `${v} is outside the accepted range (${range}).`, fix: `Send ${range}.` };
}

/** models[].positionExits.maxPositions from /models/3/positionExits/maxPositions. */
export const catalogPathOf = (pointer: string) =>
  pointer
    .slice(1)
    .replace(/\/\d+(?=\/|$)/g, "[]")
    .replaceAll("/", ".");

export class Normalising {
  readonly assumed: AssumedValue[] = [];
  readonly notes: string[] = [];
  readonly problems = new ProblemList();

  constructor(
    readonly plan: PlanId,
    private readonly base: string,
  ) {}

  /** Pointer into the request for a pointer into the definition. */
  at(pointer: string): string {
    return this.base + pointer;
  }

  field(pointer: string): ModelField {
    const f = fieldAt(catalogPathOf(pointer));
    if (!f) throw new Error(`strategy model has no field for ${pointer}`);
    return f;
  }

  /** Records a value the service filled in. */
  assume<T>(pointer: string, value: T, reason: string): T {
    this.assumed.push({ field: this.at(pointer), value, reason });
    return value;
  }

  /** The given value, or the model's default for the plan (null for a switchable field that is off by default). */
  pick<T>(given: T | undefined, pointer: string): T {
    if (given !== undefined) return given;
    const f = this.field(pointer);
    const off = f.enabledByDefault === false;
    const value = (off ? null : defaultOf(f, this.plan)) as T;
    return this.assume(pointer, value, off ? "Left out: off by default." : "Left out: the product default.");
  }

  invalid(pointer: string, message: string, fix: string): void {
    this.problems.invalid(this.at(pointer), message, fix);
  }

  /** Product bounds and steps of a number, then the plan's; `deciding` picks the boundsBy case. */
  number(value: number | null, pointer: string, deciding?: SettingValue): void {
    if (value === null) return;
    const f = this.field(pointer);
    const product = boundsFor(f, deciding);
    if (!product) return;
    if (!withinLimits(value, product)) {
      const { message, fix } = limitsMessage(value, product);
      return this.invalid(pointer, `${f.name}: ${message}`, fix);
    }
    const mine = limitsFor(f, this.plan, deciding);
    if (mine && !withinLimits(value, mine)) {
      const lowest = lowestPlanWhere((p) => withinLimits(value, limitsFor(f, p.id, deciding)!));
      const { fix } = limitsMessage(value, mine);
      this.problems.plan(
        this.at(pointer),
        `${f.name}: ${value} is beyond your plan's limit (${mine.min ?? "-∞"} to ${mine.max ?? "∞"}).`,
        fix,
        lowest,
        this.plan,
      );
    }
  }

  /** An enum value: one of the model's values, and included in the plan (valuePlans). */
  choice(value: string, pointer: string, values: readonly string[], what: string): boolean {
    if (!values.includes(value)) {
      this.invalid(pointer, `${what} "${value}" is not known here.`, `Use one of: ${values.join(", ")}.`);
      return false;
    }
    const lowest = this.field(pointer).valuePlans?.find((v) => v.value === value)?.lowestPlan ?? null;
    return this.needsPlan(lowest, pointer, `${what} "${value}"`, `Choose another ${what.toLowerCase()}.`);
  }

  /** Whether the plan includes something whose lowest plan is `lowest`; records plan_required if not. */
  needsPlan(lowest: PlanId | null, pointer: string, what: string, fix: string): boolean {
    if (includes(this.plan, lowest)) return true;
    this.problems.plan(this.at(pointer), `${what} needs the ${lowest} plan.`, fix, lowest, this.plan);
    return false;
  }
}
