// The risk switch: the strategy's risk state for the decision at close t, on data up to close t-1.
//   reads   seriesStates (precomputed), strategyConditions, values and peak (V up to close t-1),
//           strategyStates, riskState;
//   sets    strategyStates, riskState, riskOff[t - s0].
// Risk is off while any condition is. switchRisk answers whether the switch asks for a rebalance at
// close t outside the schedule: the state changed and a condition that changed has switchRebalances.
import { nextState } from "@/server/engine/risk/schedule";
import { addMonths, lastIndexOnOrBefore } from "@/server/engine/simulation/calendar";
import type { LoopContext, StrategyCondition } from "@/server/engine/simulation/loop/context";
import type { LoopState } from "@/server/engine/simulation/loop/state";

/**
 * strategy_based state for the decision after the last recorded value: values[k] is V on dates[s0 + k];
 * drawdown = V / running peak - 1; trailing_return = V / V as of `months` earlier - 1 (kept until the
 * history is that long).
 */
export function strategyState(
  values: number[],
  peak: number,
  dates: string[],
  s0: number,
  c: StrategyCondition,
  state: number,
): number {
  const n = values.length;
  if (n === 0) return state;
  const lastValue = values[n - 1];
  if (c.measure === "drawdown") return nextState(state, lastValue / peak - 1, c.riskOff, c.riskOn);
  const k = lastIndexOnOrBefore(dates, addMonths(dates[s0 + n - 1], -c.months)) - s0;
  if (k < 0) return state;
  return nextState(state, lastValue / values[k] - 1, c.riskOff, c.riskOn);
}

export function switchRisk(ctx: LoopContext, state: LoopState, t: number): boolean {
  let nextRisk = 0;
  let immediate = false;
  // Plain loops: this runs every day, and a callback per condition would be made each time.
  for (let k = 0; k < ctx.seriesConditions.length; k++) {
    const states = ctx.seriesStates[k];
    nextRisk |= states[t];
    if (t > 0 && states[t] !== states[t - 1] && ctx.seriesConditions[k].switchRebalances) immediate = true;
  }
  for (let k = 0; k < ctx.strategyConditions.length; k++) {
    const c = ctx.strategyConditions[k];
    const s = strategyState(state.values, state.peak, ctx.panel.dates, ctx.s0, c, state.strategyStates[k]);
    if (s !== state.strategyStates[k] && c.switchRebalances) immediate = true;
    state.strategyStates[k] = s;
    nextRisk |= s;
  }
  const changed = nextRisk !== state.riskState;
  state.riskState = nextRisk;
  state.riskOff[t - ctx.s0] = state.riskState;
  return changed && immediate;
}
