// A walk-forward test (run_walk_forward): every variant of the grid run over the whole span exactly as
// simulate_portfolio computes it (engineRunOf + simulateDefinition, as runVariant does, keeping the
// long-run monthly spans), then the engine's walk-forward (server/engine/research/walkForward.ts) picks
// a variant per training window and stitches the testing windows. Needs the starter plan or above.
import { ApiError, invalid } from "@/server/errors";
import { lowestPlanWhere, planRank, type PlanId } from "@/server/plans";
import type { MarketData } from "@/server/engine/data/panel";
import type { Screen } from "@/server/engine/screening/types";
import { runThrough } from "@/server/engine/simulation/simulate";
import type { SimulationResult } from "@/server/engine/simulation/result";
import { firstIndexOnOrAfter } from "@/server/engine/simulation/calendar";
import {
  walkForward,
  walkForwardWindows,
  type RankMetric,
  type WalkForwardOutcome,
} from "@/server/engine/research/walkForward";
import { engineRunOf, simulateDefinition } from "@/server/domain/simulations/compute";
import type { PortfolioDefinition } from "@/server/domain/portfolios/schema";
import { combinationOf, variantOf } from "@/server/domain/research/axes";
import type { PreparedSweep } from "@/server/domain/research/base";
import { sweepMetricsOf } from "@/server/domain/research/runVariant";
import type { WalkForwardResult } from "@/server/domain/research/walkForwardSchema";

export const WALK_FORWARD_PLAN: PlanId = "starter";

export function requireWalkForwardPlan(plan: PlanId): void {
  if (planRank(plan) >= planRank(WALK_FORWARD_PLAN)) return;
  const message = `Walk-forward tests come with the ${WALK_FORWARD_PLAN} plan; your plan is ${plan}.`;
  const fix = `Move to the ${WALK_FORWARD_PLAN} plan or above, or try the variants with run_sweep.`;
  throw new ApiError("plan_required", message, [
    {
      path: "",
      message,
      fix,
      code: "plan_required",
      lowestPlan: lowestPlanWhere((p) => planRank(p.id) >= planRank(WALK_FORWARD_PLAN)),
    },
  ]);
}

export interface WalkForwardWindowsInput {
  trainMonths: number;
  testMonths: number;
  anchored: boolean;
  rankBy: RankMetric;
}

const named = (d: PortfolioDefinition): PortfolioDefinition => ({ ...d, name: "", description: null });

/** One variant's whole run, as simulate_portfolio's computation makes it (no benchmark run, no records). */
function runSeries(
  p: PreparedSweep,
  market: MarketData,
  cell: { definition: PortfolioDefinition; screeners: PreparedSweep["base"]["screeners"] },
): SimulationResult {
  const input = {
    market,
    definition: named(cell.definition),
    benchmark: named(p.benchmark),
    screens: new Map<string, Screen>(Object.entries(cell.screeners)),
    settings: p.settings,
  };
  // No trade or rebalance records: the test reads only the values (single-model runs; runVariant too).
  return simulateDefinition(input.definition, { ...engineRunOf(input), records: false }).result;
}

const sameCalendar = (a: string[], b: string[]) =>
  a.length === b.length && a[0] === b[0] && a[a.length - 1] === b[b.length - 1];

function refuseNoWindow(dates: string[], w: WalkForwardWindowsInput): never {
  const months = Math.floor((dates.length / 252) * 12);
  const message = `Training ${w.trainMonths} and testing ${w.testMonths} months leave no whole window in the run from ${dates[0]} to ${dates[dates.length - 1]} (about ${months} months).`;
  const fix = `Make trainMonths + testMonths at most ${months}, or start earlier (startYear).`;
  throw invalid("/trainMonths", message, fix);
}

/**
 * The calendar a run of `p` simulates (the start day to the run's end), read without simulating: the
 * windows are checked on it before a queued test runs.
 */
export function calendarOf(p: PreparedSweep, market: MarketData): string[] {
  const e = engineRunOf({
    market,
    definition: named(p.base.definition),
    benchmark: named(p.benchmark),
    screens: new Map<string, Screen>(Object.entries(p.base.screeners)),
    settings: p.settings,
  });
  return e.panel.dates.slice(firstIndexOnOrAfter(e.panel.dates, e.startDate));
}

/** Refuses windows that leave no whole window on `dates` (at /trainMonths, with the months that fit). */
export function checkWindows(dates: string[], w: WalkForwardWindowsInput): void {
  if (walkForwardWindows(dates, w.trainMonths, w.testMonths, w.anchored).length === 0)
    refuseNoWindow(dates, w);
}

export const computeWalkForward = (
  p: PreparedSweep,
  plan: PlanId,
  market: MarketData,
  w: WalkForwardWindowsInput,
) => runThrough(walkForwardSteps(p, plan, market, w));

/**
 * Runs the grid and the walk-forward, yielding the share of variants run after each; refuses windows
 * that do not fit (checked on the first run) before the rest of the grid runs.
 */
export function* walkForwardSteps(
  p: PreparedSweep,
  plan: PlanId,
  market: MarketData,
  w: WalkForwardWindowsInput,
): Generator<number, WalkForwardResult> {
  const runs: (SimulationResult | null)[] = [];
  const reasons: (string | null)[] = [];
  let reference: SimulationResult | null = null;
  for (let index = 0; index < p.variantCount; index++) {
    if (index > 0) yield index / p.variantCount;
    const cell = variantOf(p.base, p.axes, index, plan);
    if (!cell.ok) {
      [runs[index], reasons[index]] = [null, cell.reason];
      continue;
    }
    let run: SimulationResult;
    try {
      run = runSeries(p, market, cell);
    } catch (e) {
      console.error(`walk-forward variant ${index} failed`, e);
      [runs[index], reasons[index]] = [null, "This variant could not be computed (an engine error, logged)."];
      continue;
    }
    if (!reference) {
      reference = run;
      checkWindows(run.dates, w);
    }
    const aligned = sameCalendar(run.dates, reference.dates);
    runs[index] = aligned ? run : null;
    reasons[index] = aligned
      ? null
      : `It runs from ${run.dates[0]}, not on the other variants' days from ${reference.dates[0]}.`;
  }
  if (!reference) {
    throw invalid(
      "/axes",
      `No variant of the grid can run: ${reasons[0]}`,
      "Change the axes' values so that at least one combination is a valid portfolio.",
    );
  }
  const outcome = walkForward({
    dates: reference.dates,
    values: runs.map((r) => r?.values ?? null),
    cashReturns: reference.cashReturns,
    monthlyPeriods: reference.monthlyPeriods,
    ...w,
    startingCapital: p.settings.startingCapital,
  });
  if (!outcome) refuseNoWindow(reference.dates, w);
  return resultOf(p, outcome, reference.dates, reasons);
}

function resultOf(
  p: PreparedSweep,
  o: WalkForwardOutcome,
  dates: string[],
  reasons: (string | null)[],
): WalkForwardResult {
  return {
    windows: o.windows.map((x) => ({
      trainStart: dates[x.trainFrom],
      trainEnd: dates[x.trainTo],
      testStart: dates[x.testFrom],
      testEnd: dates[x.testTo],
      chosen: x.chosen,
      values: combinationOf(p.axes, x.chosen),
      inSample: sweepMetricsOf(x.inSample),
      outOfSample: sweepMetricsOf(x.outOfSample),
    })),
    growth: {
      dates: o.dates,
      outOfSample: Array.from(o.outOfSampleGrowth),
      inSample: Array.from(o.inSampleGrowth),
    },
    outOfSample: sweepMetricsOf(o.outOfSample),
    inSample: sweepMetricsOf(o.inSample),
    inSampleVariant: o.bestOverall,
    efficiency: o.efficiency,
    variants: reasons.map((reason, index) => ({
      index,
      values: combinationOf(p.axes, index),
      state: reason === null ? ("done" as const) : ("failed" as const),
      ...(reason === null ? {} : { reason }),
    })),
  };
}
