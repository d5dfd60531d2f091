// Kernels of the filing-dated fundamental filters (docs/methodology.md "Filing-dated fundamentals"). At
// a screen date a company's figures come from the quarters whose SEC filing is dated on or before it;
// the newest of those must have ended within FILING_STALE_DAYS, or the company has no value (it stopped
// filing, or the data has a gap). Stocks only.
import type { MarketData } from "@/server/engine/data/panel";
import type { FilingField, FilingHistory } from "@/server/engine/data/filings";
import type { ComputeFn } from "@/server/engine/screening/kernels/kernel";
import { panelDays } from "@/server/engine/indicators/bars";
import { lastAtOrBefore } from "@/server/engine/indicators/calendar";

/** A quarter that ended more than this many days before the screen date is too old to read. */
export const FILING_STALE_DAYS = 365;
/** Period ends of consecutive quarters lie this many days apart (13- or 14-week and calendar quarters). */
export const QUARTER_GAP_DAYS = [75, 105] as const;

/** One company's quarters filed by `day`: row indices of its history, newest period first. */
export interface Filed {
  h: FilingHistory;
  rows: number[];
  day: number;
}
export type FilingFormula = (q: Filed) => number;

export function filedBy(h: FilingHistory, day: number): Filed {
  const rows: number[] = [];
  for (let k = h.periodEnd.length - 1; k >= 0; k--) if (h.filed[k] <= day) rows.push(k);
  return { h, rows, day };
}

const fresh = (q: Filed, k: number) => q.h.periodEnd[k] >= q.day - FILING_STALE_DAYS;
const positive = (x: number) => (x > 0 ? x : NaN);

/** The figure of the newest filed quarter that reports it, if that quarter is recent enough. */
export const latest =
  (field: FilingField): FilingFormula =>
  (q) => {
    for (const k of q.rows) {
      const v = q.h.values[field][k];
      if (v === v) return fresh(q, k) ? v : NaN;
    }
    return NaN;
  };

/** Sum of a flow over four consecutive filed quarters, starting `from` quarters back from the newest. */
function trailing(q: Filed, field: FilingField, from: number): number {
  const { rows, h } = q;
  if (rows.length < from + 4 || !fresh(q, rows[0])) return NaN;
  let sum = 0;
  for (let j = from; j < from + 4; j++) {
    if (j > 0) {
      const gap = h.periodEnd[rows[j - 1]] - h.periodEnd[rows[j]];
      if (gap < QUARTER_GAP_DAYS[0] || gap > QUARTER_GAP_DAYS[1]) return NaN;
    }
    sum += h.values[field][rows[j]];
  }
  return sum;
}

/** Trailing twelve months: the newest filed quarter and the three before it, all consecutive. */
export const ttm =
  (field: FilingField): FilingFormula =>
  (q) =>
    trailing(q, field, 0);

/** TTM over the TTM four quarters earlier (eight consecutive quarters), minus 1; only when that was > 0. */
export const ttmGrowth =
  (field: FilingField): FilingFormula =>
  (q) =>
    trailing(q, field, 0) / positive(trailing(q, field, 4)) - 1;

/** TTM net income over a positive balance (equity, total assets) at the end of the newest quarter. */
export const returnOn =
  (balance: "equity" | "totalAssets"): FilingFormula =>
  (q) =>
    q.rows.length ? trailing(q, "netIncome", 0) / positive(q.h.values[balance][q.rows[0]]) : NaN;

/** Every stock's value of a formula as of calendar row t. */
export const filingValue =
  (formula: FilingFormula): ComputeFn =>
  (data, _p, t, _lag, columns) => {
    const { prices, filings } = data;
    const out = new Float64Array(prices.tickers.length).fill(NaN);
    const day = panelDays(prices)[t];
    const count = columns ? columns.length : out.length;
    for (let c = 0; c < count; c++) {
      const i = columns ? columns[c] : c;
      const h = prices.meta[i].assetType === "stocks" ? filings.byTicker.get(prices.tickers[i]) : undefined;
      if (h) out[i] = formula(filedBy(h, day));
    }
    return out;
  };

/**
 * The calendar rows on which a formula has a value for some stock (first, last; -1 when none) and how
 * many stocks have one on some row. A company's value changes only when a quarter's filing date comes
 * or its newest quarter grows too old, so the formula is read once between two such days.
 */
export function filingCoverage(
  data: MarketData,
  formula: FilingFormula,
): { first: number; last: number; instruments: number } {
  const { prices, filings } = data;
  const days = panelDays(prices);
  let [first, last, instruments] = [-1, -1, 0];
  prices.meta.forEach((m, i) => {
    const h = m.assetType === "stocks" ? filings.byTicker.get(prices.tickers[i]) : undefined;
    if (!h) return;
    const events = [...new Set([...h.filed, ...h.periodEnd.map((p) => p + FILING_STALE_DAYS + 1)])].sort(
      (a, b) => a - b,
    );
    let has = false;
    events.forEach((e, k) => {
      const from = lastAtOrBefore(days, e - 1) + 1;
      const to = k + 1 < events.length ? lastAtOrBefore(days, events[k + 1] - 1) : days.length - 1;
      if (from > to) return;
      const v = formula(filedBy(h, days[from]));
      if (v !== v) return;
      has = true;
      if (first < 0 || from < first) first = from;
      if (to > last) last = to;
    });
    if (has) instruments++;
  });
  return { first, last, instruments };
}
