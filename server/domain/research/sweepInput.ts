// run_sweep's request fields beside the portfolio (run_walk_forward shares them): the axes, the metric that
// names the best variant and the run settings every variant shares; and the calls a request counts.
import { axesInputSchema, type AxisInput } from "@/server/domain/research/axes";
import { axisValuesOf } from "@/server/domain/research/axisValues";
import { sweepCalls } from "@/server/domain/research/calls";
import { rankBySchema } from "@/server/domain/research/sweepSchema";
import { settingsInputShape } from "@/server/domain/simulations/settings";
import { PLANS, type PlanId } from "@/server/plans";

export const sweepInputShape = {
  axes: axesInputSchema,
  rankBy: rankBySchema.default("sharpe"),
  startYear: settingsInputShape.startYear,
  variant: settingsInputShape.variant,
  baseCurrency: settingsInputShape.baseCurrency,
  startingCapital: settingsInputShape.startingCapital,
};

/** Variants of the axes as sent (each list's length, each range's expansion; a bad range is refused). */
export const inputVariantCount = (axes: AxisInput[]) =>
  axes.reduce((n, a, i) => n * axisValuesOf(a, `/axes/${i}`).length, 1);

/**
 * Research calls a sweep request counts, before it runs; one for more variants than the plan runs (the
 * handler refuses it with plan_required, counted like any plan refusal).
 */
export function inputCalls(input: { axes: AxisInput[] }, caller: { plan: PlanId }): number {
  const count = inputVariantCount(input.axes);
  return count > PLANS[caller.plan].sweepVariants ? 1 : sweepCalls(count);
}
