// The bounds that apply to one setting right now, read from its catalogue entry: the case of `boundsBy`
// chosen by the deciding setting's current value, then the tighter of the product's and the plan's
// min/max (spec: "the tighter applies"). The server's validate/create operations remain the judge.
import type { PlanLimit, SettingSpec, SettingValue } from "@/components/catalogue/types";

export interface EffectiveBounds {
  unit: string;
  default: SettingValue;
  min: number | null;
  max: number | null;
  steps: number[] | null;
}

const tighter = (a: number | null, b: number | null, pick: (x: number, y: number) => number) =>
  a === null ? b : b === null ? a : pick(a, b);

export function effectiveBounds(spec: SettingSpec, decidingValue: unknown, planLimit: PlanLimit | null = null): EffectiveBounds {
  const chosen = spec.boundsBy?.cases.find((c) => c.when === decidingValue);
  const base = chosen ?? spec;
  return {
    unit: base.unit,
    default: base.default,
    min: tighter(base.min, planLimit?.yourMin ?? null, Math.max),
    max: tighter(base.max, planLimit?.yourMax ?? null, Math.min),
    steps: base.steps,
  };
}

/** One line a person can read: unit, accepted values and what the plan allows. */
export function describeBounds(spec: SettingSpec, bounds: EffectiveBounds, planLimit: PlanLimit | null = null): string {
  const parts: string[] = [];
  if (bounds.unit !== "none") parts.push(bounds.unit === "fraction" ? "fraction (0.07 = 7%)" : bounds.unit);
  if (bounds.steps) parts.push(`one of ${bounds.steps.join(", ")}`);
  else if (spec.min !== null || spec.max !== null) parts.push(`${spec.min ?? "…"} to ${spec.max ?? "…"}`);
  if (planLimit && (planLimit.yourMin !== null || planLimit.yourMax !== null)) {
    const range = [planLimit.yourMin !== null ? `from ${planLimit.yourMin}` : "", planLimit.yourMax !== null ? `up to ${planLimit.yourMax}` : ""].filter(Boolean).join(" ");
    parts.push(`your plan: ${range}`);
  }
  if (spec.boundsBy) parts.push(`bounds depend on ${spec.boundsBy.on}`);
  return parts.join(" · ");
}
