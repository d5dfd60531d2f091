// A sweep's axes (run_sweep, run_walk_forward): 1 to 3 fields of the portfolio's definition, each with
// its values. Before anything runs every value is checked by the definition's own rules (normalise.ts
// for the definition, checkScreener for a screener row) applied to that value alone: a value the field
// refuses is refused with its axis and value named. What only a combination breaks (fixed weights that
// no longer add up to 100 %) is a failed cell of the sweep (variantDefinition), never a refusal.
// Variants are numbered in row-major order: the last axis moves fastest.
import { z } from "zod";
import { ApiError, invalid } from "@/server/errors";
import { PLANS, lowestPlanWhere, type PlanId } from "@/server/plans";
import type { Unit } from "@/server/catalogue/units";
import type { PortfolioDefinition } from "@/server/domain/portfolios/schema";
import type { ScreenerDefinition } from "@/server/domain/screeners/definition";
import { parseAxisPath, type AxisTarget } from "@/server/domain/research/axisPath";
import {
  axisValueSchema,
  axisValuesOf,
  rangeSchema,
  type AxisValue,
} from "@/server/domain/research/axisValues";
import { checkCell, type Cell } from "@/server/domain/research/variantCheck";

export const MAX_AXES = 3;

export const axisInputSchema = z
  .strictObject({
    path: z
      .string()
      .min(1)
      .max(300)
      .describe(
        "The field to vary, as describe_strategy_model lists it with list indexes from 0 (models[0].allocation.riskOn.lookbackMonths, models[0].positionExits.maxPositions, rebalance.every), a method parameter (models[0].allocation.riskOn.settings.maxWeight, ….settings.weight.SPY), or a screener row's value: models[0].selection.entryScreeners[0].rows[1].target.value or ….inputs.months.",
      ),
    values: z
      .array(axisValueSchema)
      .max(10_000)
      .optional()
      .describe("The values to try, in order; or send range."),
    range: rangeSchema.optional(),
  })
  .describe("One axis: a field and the values it takes (values, or range).");

export const axesInputSchema = z
  .array(axisInputSchema)
  .min(1)
  .max(MAX_AXES)
  .describe("1 to 3 axes; every combination of their values is one variant.");

export type AxisInput = z.infer<typeof axisInputSchema>;

/** The shown unit of an axis (contract): fractions are shown as percent. */
export type AxisUnit = "percent" | "months" | "count" | "days" | null;
const SHOWN_UNIT: Partial<Record<Unit, AxisUnit>> = {
  fraction: "percent",
  months: "months",
  count: "count",
  days: "days",
};

export interface Axis {
  path: string;
  label: string;
  unit: AxisUnit;
  values: AxisValue[];
  target: AxisTarget;
}

/** What the axes change: the stored definition and the screeners it reads, by id. */
export interface SweepBase {
  definition: PortfolioDefinition;
  screeners: Record<string, ScreenerDefinition>;
}

/** The axes read, expanded and checked against `base` for `plan`; throws the refusal of the first bad one. */
export function parseAxes(inputs: AxisInput[], base: SweepBase, plan: PlanId, at = "/axes"): Axis[] {
  const axes = inputs.map((a, i): Axis => {
    const parsed = parseAxisPath(a.path, `${at}/${i}/path`, base.definition, base.screeners);
    const values = axisValuesOf(a, `${at}/${i}`);
    return {
      path: a.path,
      label: parsed.label,
      unit: SHOWN_UNIT[parsed.unit] ?? null,
      values,
      target: parsed.target,
    };
  });
  const pointers = axes.map(
    (a) => `${a.target.kind === "screener" ? a.target.screenerId : ""}${a.target.pointer}`,
  );
  pointers.forEach((p, i) => {
    if (pointers.indexOf(p) !== i)
      throw invalid(
        `${at}/${i}/path`,
        `Axis ${i + 1} varies the same field as axis ${pointers.indexOf(p) + 1}.`,
        "Give each axis a field of its own.",
      );
  });
  checkVariantCount(axes, plan, at);
  axes.forEach((axis, i) =>
    axis.values.forEach((value, k) => {
      const where = inputs[i].range ? `${at}/${i}/range` : `${at}/${i}/values/${k}`;
      refuseValue(axis, i, value, checkCell(base, [{ target: axis.target, value }], plan), where);
    }),
  );
  return axes;
}

export const variantCountOf = (axes: { values: unknown[] }[]) =>
  axes.reduce((n, a) => n * a.values.length, 1);

function checkVariantCount(axes: Axis[], plan: PlanId, at: string): void {
  const count = variantCountOf(axes);
  const limit = PLANS[plan].sweepVariants;
  if (count <= limit) return;
  const lowest = lowestPlanWhere((p) => p.sweepVariants >= count);
  const message = `The axes make ${count} variants (${axes.map((a) => a.values.length).join(" × ")}); your plan (${plan}) runs at most ${limit} per sweep.`;
  const fix = `Use fewer values on an axis (at most ${limit} combinations)${lowest ? `, or move to the ${lowest} plan (${PLANS[lowest].sweepVariants} variants)` : ""}.`;
  const code = lowest ? "plan_required" : "invalid_arguments";
  throw new ApiError(code, message, [{ path: at, message, fix, code, lowestPlan: lowest }]);
}

/** A value refused by its own field (its problem is at the axis's own place) stops the sweep before it runs. */
function refuseValue(axis: Axis, i: number, value: AxisValue, cell: Cell, where: string): void {
  if (cell.ok) return;
  const own = cell.problems.filter((p) => p.own);
  if (own.length === 0) return;
  const p = own[0];
  const message = `Axis ${i + 1} (${axis.label}, ${axis.path}): the value ${JSON.stringify(value)} is refused: ${p.message}`;
  const fix = `${p.fix} Remove ${JSON.stringify(value)} from the axis or change its range.`;
  throw new ApiError(p.code, message, [
    { path: where, message, fix, code: p.code, lowestPlan: p.lowestPlan },
  ]);
}

/** The values of variant `index` (row-major: the last axis moves fastest). */
export function combinationOf(axes: { values: AxisValue[] }[], index: number): AxisValue[] {
  const out: AxisValue[] = new Array(axes.length);
  for (let i = axes.length - 1; i >= 0; i--) {
    const n = axes[i].values.length;
    out[i] = axes[i].values[index % n];
    index = Math.floor(index / n);
  }
  return out;
}

/** Variant `index`'s definition and screeners, checked as a whole; a failed check is a failed cell. */
export const variantOf = (base: SweepBase, axes: Axis[], index: number, plan: PlanId): Cell =>
  checkCell(
    base,
    combinationOf(axes, index).map((value, i) => ({ target: axes[i].target, value })),
    plan,
  );
