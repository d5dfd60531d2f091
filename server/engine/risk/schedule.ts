// Risk-condition states over the trading calendar. state[t] = 1 (risk off) or 0 (risk on) is the
// state used for the decision made on row t: it reads only series observations known on or before
// dates[t - 1] minus weeksOfDelay weeks (no look-ahead; a monthly value is known once its month has
// ended, indicators/series.ts knownDates), and starts risk on.
// single_series / double_series: evaluated every trading day with hysteresis (risk off when the riskOff
// threshold is met, back on only when the riskOn threshold is met; without riskOn, on as soon as the
// riskOff threshold is no longer met). hidden_markov / clustering: refitted only at scheduled
// rebalance rows on the data available then (at most the last FIT_WINDOW observations), state held in
// between. strategy_based depends on the strategy's own values and is evaluated in the daily loop.
import { fitHmm } from "@/server/engine/risk/hmm";
import type { Series } from "@/server/engine/data/panel";
import { knownDates } from "@/server/engine/indicators/series";
import { applyIndicator } from "@/server/engine/risk/indicators";
import { lastPointInHighVolatilityCluster } from "@/server/engine/risk/kmeans";
import { addDays, lastIndexOnOrBefore } from "@/server/engine/simulation/calendar";
import type { Operator, RiskConditionSpec, Threshold } from "@/server/engine/simulation/spec";

export const FIT_WINDOW = 2520;
const MIN_FIT = 60;
const FEATURE_DAYS = 21;

export function meets(value: number, t: Threshold | { operator: Operator; value: number }): boolean {
  return t.operator === "above" ? value > t.value : value < t.value;
}

/** Hysteresis step shared by the threshold rules. */
export function nextState(
  state: number,
  value: number,
  riskOff: Threshold,
  riskOn: Threshold | null,
): number {
  if (Number.isNaN(value)) return state;
  if (riskOn === null) return meets(value, riskOff) ? 1 : 0;
  if (state === 0) return meets(value, riskOff) ? 1 : 0;
  return meets(value, riskOn) ? 0 : 1;
}

/** Index of the last observation usable for the decision on row t. */
function visibleIndex(series: Series, calendar: string[], t: number, weeks: number): number {
  if (t === 0) return -1;
  return lastIndexOnOrBefore(knownDates(series), addDays(calendar[t - 1], -7 * weeks));
}

function simpleReturns(values: Float64Array): Float64Array {
  const r = new Float64Array(Math.max(values.length - 1, 0));
  for (let k = 1; k < values.length; k++) r[k - 1] = values[k - 1] !== 0 ? values[k] / values[k - 1] - 1 : 0;
  return r;
}

function regimeAt(
  c: Extract<RiskConditionSpec, { type: "hidden_markov" | "clustering" }>,
  returns: Float64Array,
  lastObs: number,
): number {
  // returns[k] is the return into observation k + 1.
  const end = lastObs;
  const start = Math.max(0, end - FIT_WINDOW);
  if (end - start < MIN_FIT) return 0;
  if (c.type === "hidden_markov")
    return fitHmm(returns.subarray(start, end)).stressedProbability > 0.5 ? 1 : 0;
  const n = end - start - FEATURE_DAYS + 1;
  if (n < MIN_FIT) return 0;
  const ret = new Float64Array(n);
  const vol = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    let g = 1;
    let m = 0;
    for (let j = 0; j < FEATURE_DAYS; j++) {
      g *= 1 + returns[start + k + j];
      m += returns[start + k + j];
    }
    m /= FEATURE_DAYS;
    let v = 0;
    for (let j = 0; j < FEATURE_DAYS; j++) v += (returns[start + k + j] - m) ** 2;
    ret[k] = g - 1;
    vol[k] = Math.sqrt(v / (FEATURE_DAYS - 1));
  }
  return lastPointInHighVolatilityCluster(ret, vol) ? 1 : 0;
}

/** States (T, 1 = risk off) for one series-based condition. */
export function conditionStates(
  c: Exclude<RiskConditionSpec, { type: "strategy_based" }>,
  calendar: string[],
  scheduled: Uint8Array,
): Uint8Array {
  const T = calendar.length;
  const out = new Uint8Array(T);
  const { values } = c.series;
  if (c.type === "hidden_markov" || c.type === "clustering") {
    const returns = simpleReturns(values);
    let state = 0;
    for (let t = 0; t < T; t++) {
      if (scheduled[t]) state = regimeAt(c, returns, visibleIndex(c.series, calendar, t, c.weeksOfDelay));
      out[t] = state;
    }
    return out;
  }
  const x = applyIndicator(c.series, c.indicator);
  const against = c.type === "double_series" ? applyIndicator(c.series, c.crossing.against) : null;
  let state = 0;
  for (let t = 0; t < T; t++) {
    const k = visibleIndex(c.series, calendar, t, c.weeksOfDelay);
    if (k >= 0) {
      if (c.type === "single_series") state = nextState(state, x[k], c.riskOff, c.riskOn);
      else if (!Number.isNaN(x[k]) && !Number.isNaN(against![k]))
        state = meets(x[k], { operator: c.crossing.operator, value: against![k] }) ? 1 : 0;
    }
    out[t] = state;
  }
  return out;
}
