// The bounds that apply to one setting right now, read from its catalogue entry by the server's own rule
// (server/catalogue/effectiveBounds.ts). The server's validate/create operations remain the judge.
import type { PlanLimit, SettingSpec, SettingValue } from "@/components/catalogue/types";
import { boundsFor, type Bounds } from "@/server/catalogue/effectiveBounds";

export type EffectiveBounds = Bounds<SettingValue>;

/** While the deciding setting has no value with a case, the form shows the setting's own bounds. */
export function effectiveBounds(
  spec: SettingSpec,
  decidingValue: unknown,
  planLimit: PlanLimit | null = null,
): EffectiveBounds {
  const ownBounds = () => boundsFor({ ...spec, boundsBy: null }, null, planLimit)!;
  return boundsFor(spec, decidingValue, planLimit) ?? ownBounds();
}

/** One line a person can read: unit, accepted values and what the plan allows. */
export function describeBounds(
  spec: SettingSpec,
  bounds: EffectiveBounds,
  planLimit: PlanLimit | null = null,
): string {
  const parts: string[] = [];
  if (bounds.unit !== "none") parts.push(bounds.unit === "fraction" ? "fraction (0.07 = 7%)" : bounds.unit);
  if (bounds.steps) parts.push(`one of ${bounds.steps.join(", ")}`);
  else if (spec.min !== null || spec.max !== null) parts.push(`${spec.min ?? "…"} to ${spec.max ?? "…"}`);
  if (planLimit && (planLimit.yourMin !== null || planLimit.yourMax !== null)) {
    const range = [
      planLimit.yourMin !== null ? `from ${planLimit.yourMin}` : "",
      planLimit.yourMax !== null ? `up to ${planLimit.yourMax}` : "",
    ]
      .filter(Boolean)
      .join(" ");
    parts.push(`your plan: ${range}`);
  }
  if (spec.boundsBy) parts.push(`bounds depend on ${spec.boundsBy.on}`);
  return parts.join(" · ");
}
