// Price and total return, the rows every momentum screen starts with, read off the panel's rows. The
// panel is stored row after row, so one date's values of every instrument sit together in memory,
// where the per-instrument kernels (technical.ts) read each instrument's own bars in a place of its
// own: a cache miss or more per instrument and date. Same numbers: a bar is a panel row with an
// adjusted close (bars.ts), so bar b's values are the panel's on the bar's row, and the total return's
// base is the bar monthsBase finds (the last on or before the window start, within a week of it).
import type { MarketData, PricePanel } from "@/server/engine/data/panel";
import { panelDays, STALE_AFTER_DAYS } from "@/server/engine/indicators/bars";
import { lastAtOrBefore, monthsBefore } from "@/server/engine/indicators/calendar";
import { perInstrument, type ComputeFn, type Kernel } from "@/server/engine/screening/kernels/kernel";
import * as kernels from "@/server/engine/screening/kernels/technical";

/** An instrument's value from the panel, at its live bar's calendar row r. */
type RowKernel = (
  panel: PricePanel,
  days: Int32Array,
  p: Readonly<Record<string, number>>,
  i: number,
  r: number,
) => number;

/**
 * The row of instrument i's live bar at row t (liveBars.ts): its latest row with an adjusted close, -1
 * when none is within STALE_AFTER_DAYS. Mostly row t itself, read beside every other instrument's.
 */
function liveRow(panel: PricePanel, days: Int32Array, t: number, i: number): number {
  const { adjClose } = panel;
  const N = panel.tickers.length;
  for (let k = t; k >= 0 && days[t] - days[k] <= STALE_AFTER_DAYS; k--)
    if (adjClose[k * N + i] === adjClose[k * N + i]) return k;
  return -1;
}

/** A ComputeFn reading the panel at each live row; a lag (bars back, from lines) uses the bars kernel. */
function onPanel(rowKernel: RowKernel, kernel: Kernel): ComputeFn {
  const byBars = perInstrument(kernel);
  return (data: MarketData, p, t, lag, columns) => {
    if (lag) return byBars(data, p, t, lag, columns);
    const panel = data.prices;
    const days = panelDays(panel);
    const out = new Float64Array(panel.tickers.length).fill(NaN);
    const count = columns ? columns.length : out.length;
    for (let k = 0; k < count; k++) {
      const i = columns ? columns[k] : k;
      const r = liveRow(panel, days, t, i);
      if (r >= 0) out[i] = rowKernel(panel, days, p, i, r);
    }
    return out;
  };
}

export const price = onPanel(
  (panel, _days, _p, i, r) => panel.close[r * panel.tickers.length + i],
  kernels.price,
);

/** The calendar row of a window start: every instrument live on the same day asks the same. */
const startRow: { days: Int32Array; start: number; row: number } = {
  days: new Int32Array(0),
  start: NaN,
  row: -1,
};

export const totalReturn = onPanel((panel, days, p, i, r) => {
  const start = monthsBefore(days[r], p.months);
  if (start !== startRow.start || days !== startRow.days) {
    startRow.days = days;
    startRow.start = start;
    startRow.row = lastAtOrBefore(days, start, r);
  }
  const { adjClose } = panel;
  const N = panel.tickers.length;
  // The last bar on or before the start, looked for no further back than a week before it.
  for (let k = startRow.row; k >= 0 && start - days[k] <= 7; k--)
    if (adjClose[k * N + i] === adjClose[k * N + i]) return adjClose[r * N + i] / adjClose[k * N + i] - 1;
  return NaN;
}, kernels.totalReturn);
