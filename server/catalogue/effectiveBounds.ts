// The one rule for the bounds that apply to a setting: the boundsBy case chosen by the deciding
// setting's value, then the tighter of the product's and the plan's min/max (spec: "the tighter
// applies"). The server's validation and the web form both call it, so this module stays free of
// Prisma, Node and zod: the browser bundles it.

export interface Bounds<D = unknown> {
  unit: string;
  default: D;
  min: number | null;
  max: number | null;
  steps: number[] | null;
}

/** A setting as the catalogue lists it: its own bounds, or one case per value of another setting. */
export interface BoundedSetting<D = unknown> extends Bounds<D> {
  boundsBy: { cases: (Bounds<D> & { when: unknown })[] } | null;
}

/** The caller's plan limit on a setting (null: only the product's bounds apply). */
export interface PlanBounds {
  yourMin: number | null;
  yourMax: number | null;
}

const tighter = (a: number | null, b: number | null, pick: (x: number, y: number) => number) =>
  a === null ? b : b === null ? a : pick(a, b);

/** null when the setting's bounds depend on another setting whose value has no case: it is not used then. */
export function boundsFor<D>(
  setting: BoundedSetting<D>,
  deciding: unknown,
  plan: PlanBounds | null = null,
): Bounds<D> | null {
  const base = setting.boundsBy ? setting.boundsBy.cases.find((c) => c.when === deciding) : setting;
  if (!base) return null;
  return {
    unit: base.unit,
    default: base.default,
    min: tighter(base.min, plan?.yourMin ?? null, Math.max),
    max: tighter(base.max, plan?.yourMax ?? null, Math.min),
    steps: base.steps,
  };
}
