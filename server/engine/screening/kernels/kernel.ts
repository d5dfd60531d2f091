// The two shapes of a filter's numeric computation: a ComputeFn gives every instrument's value at one
// date row; a Kernel gives one instrument's value at one of its own bars, and perInstrument makes a
// ComputeFn of it.
import type { MarketData } from "@/server/engine/data/panel";
import { allBars, type Bars } from "@/server/engine/indicators/bars";
import { liveBarsAt } from "@/server/engine/screening/kernels/liveBars";

/**
 * The filter's value per instrument (panel column, length N) as of date row t; NaN = no value. Reads
 * nothing after row t. `lag` moves each instrument back that many of its own trading bars (used to
 * look for crossings within the last N days); filters without lines ignore it. `columns`, when given,
 * are the only instruments whose values are needed (others may be left NaN); cross-sectional filters
 * (sector medians, breadth) still read every instrument they aggregate.
 */
export type ComputeFn = (
  data: MarketData,
  inputs: Readonly<Record<string, number>>,
  t: number,
  lag: number,
  columns?: readonly number[],
) => Float64Array;

export type Kernel = (
  bars: Bars,
  b: number,
  p: Readonly<Record<string, number>>,
  data: MarketData,
  i: number,
) => number;

/**
 * A ComputeFn from a per-instrument kernel: for each instrument with a live bar at row t, the kernel's
 * value at that bar moved back `lag` bars. Kernels read bars[0..b] only.
 */
export function perInstrument(kernel: Kernel): ComputeFn {
  return (data, p, t, lag, columns) => {
    const panel = data.prices;
    const all = allBars(panel);
    const live = liveBarsAt(data, t);
    const out = new Float64Array(panel.tickers.length).fill(NaN);
    const count = columns ? columns.length : out.length;
    for (let k = 0; k < count; k++) {
      const i = columns ? columns[k] : k;
      const b = live[i] - lag;
      if (b >= 0) out[i] = kernel(all[i], b, p, data, i);
    }
    return out;
  };
}
