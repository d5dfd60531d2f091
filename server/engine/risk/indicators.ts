// Indicators applied to a risk series on its own observation dates (values: ascending, no NaN).
// none: the value; sma n: mean of the last n observations (trading days for a daily series);
// change n: percent change over n months (value / value n months earlier - 1) x 100, where n months
// earlier is the observation of the month n months back for a monthly series (none when the source
// skipped that month, as CPI skips 2025-10: counting observations back would span 13 months) and the
// as-of value on the same calendar day for a daily one; average_momentum n: mean of the percent changes
// over 1, 2, ..., n months. NaN until defined.
import { addMonths, lastIndexOnOrBefore } from "@/server/engine/simulation/calendar";
import type { Series } from "@/server/engine/data/panel";
import type { IndicatorSpec } from "@/server/engine/simulation/spec";

function percentChange({ dates, values, frequency }: Series, k: number, months: number): number {
  const then = addMonths(dates[k], -months);
  const j = lastIndexOnOrBefore(dates, then);
  if (j < 0 || values[j] === 0 || (frequency === "monthly" && dates[j] !== then)) return NaN;
  return (values[k] / values[j] - 1) * 100;
}

export function applyIndicator(series: Series, indicator: IndicatorSpec): Float64Array {
  const { values } = series;
  const n = indicator.value ?? 0;
  const out = new Float64Array(values.length).fill(NaN);
  if (indicator.kind === "none") return Float64Array.from(values);
  if (indicator.kind === "sma") {
    let sum = 0;
    for (let k = 0; k < values.length; k++) {
      sum += values[k];
      if (k >= n) sum -= values[k - n];
      if (k >= n - 1) out[k] = sum / n;
    }
    return out;
  }
  for (let k = 0; k < values.length; k++) {
    if (indicator.kind === "change") out[k] = percentChange(series, k, n);
    else {
      let total = 0;
      for (let m = 1; m <= n; m++) total += percentChange(series, k, m);
      out[k] = total / n;
    }
  }
  return out;
}
