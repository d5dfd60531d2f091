// Long-run monthly history before the daily data. extendWithMonthlyHistory prepends one row per
// calendar month (dated the month's last day) from the month before the start month (the first
// decision reads its close) to the month before the panel's first date; a column with a proxy gets the
// proxy's total-return index there, scaled so the proxy's value for the month of the instrument's first
// daily bar equals that bar's adjusted close; other columns have no price (not tradable) in those months.
// A proxied instrument whose daily bars start after the panel's first date (SPY: 1993-01-29, the
// calendar: 1990-01-02) keeps its proxy on the daily rows up to its first bar: the level of the latest
// month ended, so it moves on each month's last trading day, and the first bar follows the proxy's
// level of its own month. A position held on the proxy is held on through the switch.
// The loop treats the monthly rows like trading days that are a month apart: cash earns the month's
// T-bill return (ff_rf), lookbacks count months instead of 21-day blocks, and metrics annualise their
// returns with 12 (metrics/headline.ts). Results report the span as monthlyPeriods.
import type { PricePanel, Series } from "@/server/engine/data/panel";
import { addDays, lastIndexOnOrBefore, monthNumber } from "@/server/engine/simulation/calendar";

/** Where the loop meets monthly rows: rows [0, monthlyRows) are month ends. */
export interface LongRun {
  monthlyRows: number;
  monthlyCash: Series | null;
}

/**
 * S&P 500 total-return index from Shiller's monthly composite price and (annualised) dividend:
 * TR_m = TR_{m-1} x (P_m + D_m / 12) / P_{m-1}, dated as the series are.
 */
export function sp500TotalReturn(price: Series, dividend: Series): Series {
  const div = new Map(dividend.dates.map((d, k) => [d, dividend.values[k]]));
  const values = new Float64Array(price.values.length);
  values[0] = 1;
  for (let k = 1; k < values.length; k++)
    values[k] =
      (values[k - 1] * (price.values[k] + (div.get(price.dates[k]) ?? 0) / 12)) / price.values[k - 1];
  return {
    id: "sp500_total_return",
    name: "S&P 500 total return (Shiller)",
    unit: "index",
    frequency: "monthly",
    dates: price.dates,
    values,
  };
}

function lastDayOfMonth(month: number): string {
  const y = Math.floor(month / 12);
  const m = (month % 12) + 1;
  return addDays(
    `${String(m === 12 ? y + 1 : y).padStart(4, "0")}-${String(m === 12 ? 1 : m + 1).padStart(2, "0")}-01`,
    -1,
  );
}

export function extendWithMonthlyHistory(
  panel: PricePanel,
  proxies: Record<string, Series>,
  startDate: string,
): { panel: PricePanel; monthlyRows: number } {
  const firstMonth = monthNumber(startDate) - 1;
  const dailyStart = monthNumber(panel.dates[0]);
  const months = Math.max(0, dailyStart - firstMonth);
  if (months === 0) return { panel, monthlyRows: 0 };
  const N = panel.tickers.length;
  const T = months + panel.dates.length;
  const monthDates = Array.from({ length: months }, (_, k) => lastDayOfMonth(firstMonth + k));
  const grow = (src: ArrayLike<number>, fill: number) => {
    const out = new Float64Array(T * N).fill(fill);
    out.set(src, months * N);
    return out;
  };
  const adjClose = grow(panel.adjClose, NaN);
  const close = grow(panel.close, NaN);
  for (const [ticker, proxy] of Object.entries(proxies)) {
    const col = panel.column.get(ticker);
    if (col === undefined || panel.first[col] < 0) continue;
    const level = scaledProxy(
      proxy,
      panel.dates[panel.first[col]],
      panel.adjClose[panel.first[col] * N + col],
    );
    if (!level) continue;
    const set = (row: number, month: number) => {
      const v = level.get(month);
      if (v === undefined) return;
      adjClose[row * N + col] = v;
      close[row * N + col] = v;
    };
    for (let k = 0; k < months; k++) set(k, firstMonth + k);
    // Daily rows before the first bar: the month's level from its last trading day, the previous
    // month's before it.
    for (let j = 0; j < panel.first[col]; j++) {
      const month = monthNumber(panel.dates[j]);
      set(months + j, monthNumber(panel.dates[j + 1]) !== month ? month : month - 1);
    }
  }
  return {
    monthlyRows: months,
    panel: {
      ...panel,
      dates: [...monthDates, ...panel.dates],
      adjClose,
      close,
      open: close,
      high: close,
      low: close,
      volume: grow(panel.volume, NaN),
      dividend: grow(panel.dividend, 0),
      first: panel.first.map((_, i) => firstRow(adjClose, N, i)),
      last: panel.last.map((l) => (l < 0 ? l : l + months)),
    },
  };
}

/** The proxy's value per month number, scaled so its value for `firstDate`'s month is `firstClose`. */
function scaledProxy(proxy: Series, firstDate: string, firstClose: number): Map<number, number> | null {
  const join = lastIndexOnOrBefore(proxy.dates, firstDate);
  if (join < 0) return null;
  const scale = firstClose / proxy.values[join];
  return new Map(proxy.dates.map((d, p) => [monthNumber(d), proxy.values[p] * scale]));
}

function firstRow(adjClose: Float64Array, N: number, col: number): number {
  for (let t = 0; t * N + col < adjClose.length; t++) if (Number.isFinite(adjClose[t * N + col])) return t;
  return -1;
}
