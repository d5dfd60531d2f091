// A filter's values at a date with given inputs: months_ago moves the reading back that many calendar
// months (to the last calendar row on or before that date) before the filter computes.
import type { MarketData } from "@/server/engine/data/panel";
import type { ComputeFn } from "@/server/engine/screening/kernels/kernel";
import { lastAtOrBefore, monthsBefore } from "@/server/engine/indicators/calendar";
import { panelDays } from "@/server/engine/indicators/bars";

export function evaluate(
  fn: ComputeFn,
  data: MarketData,
  inputs: Readonly<Record<string, number>>,
  t: number,
  lag = 0,
  columns?: readonly number[],
): Float64Array {
  const ago = inputs.months_ago ?? 0;
  if (ago > 0) {
    const days = panelDays(data.prices);
    t = lastAtOrBefore(days, monthsBefore(days[t], ago), t);
    if (t < 0) return new Float64Array(data.prices.tickers.length).fill(NaN);
  }
  return fn(data, inputs, t, lag, columns);
}
