// The result page's chart series, derived in the browser from get_simulation_metrics (pure functions,
// tests/web/resultSeries.test.ts): values against the benchmark, the fall below the running peak,
// period-end returns, rolling 12-month return and volatility, and the holdings at each rebalance as
// stacked weights. Dates are ISO days; `t` is the day's UTC time in ms, for time axes.

export interface DailyValue {
  date: string;
  value: number;
  benchmark: number | null;
  /** With cash flows: the money in the portfolio that day (the value stays time-weighted). */
  balance?: number;
}

export const timeOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Index ranges [from, to] (inclusive) cutting 0..n-1 into at most `max` runs of equal length. */
export function buckets(n: number, max: number): [number, number][] {
  const size = Math.max(1, Math.ceil(n / max));
  const out: [number, number][] = [];
  for (let from = 0; from < n; from += size) out.push([from, Math.min(n, from + size) - 1]);
  return out;
}

/** Fall below the running peak at each point (fraction, 0 at a new high, negative below one). */
export function underwater(values: readonly (number | null)[]): (number | null)[] {
  let peak = -Infinity;
  return values.map((v) => {
    if (v === null) return null;
    peak = Math.max(peak, v);
    return v / peak - 1;
  });
}

export interface ValueRow {
  t: number;
  date: string;
  value: number;
  benchmark: number | null;
  balance?: number;
}

/** The values to draw: at most `max` points, each run's last day (so the last day is always shown). */
export function valueRows(daily: readonly DailyValue[], max: number): ValueRow[] {
  const keep = [0, ...buckets(daily.length, max).map(([, to]) => to)].filter(
    (t, i, all) => all.indexOf(t) === i,
  );
  return keep.map((i) => ({ t: timeOf(daily[i].date), ...daily[i] }));
}

export interface MoneyRow {
  t: number;
  date: string;
  /** The money in the portfolio that day. */
  balance: number;
  /** The starting capital plus every contribution up to that day. */
  putIn: number;
  /** Every withdrawal up to that day, as a positive sum. */
  takenOut: number;
}

/**
 * The balance drawn on the days `rows` keeps (valueRows: the last day always), with the money put in
 * and taken out up to each: `made` is each flow in date order (+ in, - out). Null without balances.
 */
export function moneyRows(
  rows: readonly ValueRow[],
  made: readonly { date: string; amount: number }[],
  startingCapital: number,
): MoneyRow[] | null {
  if (rows.length === 0 || rows.some((r) => r.balance === undefined)) return null;
  let k = 0;
  let putIn = startingCapital;
  let takenOut = 0;
  return rows.map((r) => {
    for (; k < made.length && made[k].date <= r.date; k++) {
      if (made[k].amount > 0) putIn += made[k].amount;
      else takenOut -= made[k].amount;
    }
    return { t: r.t, date: r.date, balance: r.balance!, putIn, takenOut };
  });
}

export interface DrawdownRow {
  t: number;
  date: string;
  value: number;
  benchmark: number | null;
}

/** The fall below the running peak of both series, at most `max` points: each run's deepest day. */
export function drawdownRows(daily: readonly DailyValue[], max: number): DrawdownRow[] {
  const own = underwater(daily.map((d) => d.value));
  const bench = underwater(daily.map((d) => d.benchmark));
  const deepest = (xs: (number | null)[], from: number, to: number) => {
    let low: number | null = null;
    for (let i = from; i <= to; i++) if (xs[i] !== null && (low === null || xs[i]! < low)) low = xs[i];
    return low;
  };
  return buckets(daily.length, max).map(([from, to]) => ({
    t: timeOf(daily[from].date),
    date: daily[from].date,
    value: deepest(own, from, to)!,
    benchmark: deepest(bench, from, to),
  }));
}

export interface PeriodEnd {
  /** "YYYY" or "YYYY-MM". */
  period: string;
  date: string;
  value: number;
  benchmark: number | null;
}

/**
 * The first day (period ""), then the last day of each period ("year": YYYY, "month": YYYY-MM): the
 * values a period's return runs between, the first period's from the first day.
 */
export function periodEnds(daily: readonly DailyValue[], by: "year" | "month"): PeriodEnd[] {
  const key = (d: string) => (by === "year" ? d.slice(0, 4) : d.slice(0, 7));
  if (daily.length === 0) return [];
  const ends: PeriodEnd[] = [{ period: "", ...daily[0] }];
  daily.forEach((d, i) => {
    if (i === daily.length - 1 || key(daily[i + 1].date) !== key(d.date))
      ends.push({ period: key(d.date), ...d });
  });
  return ends;
}

const change = (to: number | null, from: number | null) =>
  to === null || from === null ? null : to / from - 1;

/** Each period's return, from the previous end (or the first day) to its own end. */
export function periodReturns(ends: readonly PeriodEnd[]) {
  return ends.slice(1).map((e, i) => ({
    period: e.period,
    value: change(e.value, ends[i].value)!,
    benchmark: change(e.benchmark, ends[i].benchmark),
  }));
}

function sampleStd(xs: number[]): number {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (xs.length - 1));
}

export interface RollingRow {
  t: number;
  date: string;
  /** Return over the 12 months to this month's end (fraction). */
  value: number;
  benchmark: number | null;
  /** Sample standard deviation of those 12 monthly returns x sqrt 12 (fraction). */
  volatility: number;
  benchmarkVolatility: number | null;
}

const WINDOW = 12;

/** Rolling 12-month return and annualised volatility at each month end, from month-end values. */
export function rolling12(monthEnds: readonly PeriodEnd[]): RollingRow[] {
  const monthly = periodReturns(monthEnds);
  const rows: RollingRow[] = [];
  for (let i = WINDOW; i < monthEnds.length; i++) {
    const window = monthly.slice(i - WINDOW, i);
    const benchmarks = window.map((m) => m.benchmark);
    const end = monthEnds[i];
    rows.push({
      t: timeOf(end.date),
      date: end.date,
      value: change(end.value, monthEnds[i - WINDOW].value)!,
      benchmark: change(end.benchmark, monthEnds[i - WINDOW].benchmark),
      volatility: sampleStd(window.map((m) => m.value)) * Math.sqrt(WINDOW),
      benchmarkVolatility: benchmarks.every((b) => b !== null)
        ? sampleStd(benchmarks as number[]) * Math.sqrt(WINDOW)
        : null,
    });
  }
  return rows;
}

export interface Rebalance {
  date: string;
  holdings: { ticker: string; weight: number }[];
}

/** A row of the allocation chart: its date and the weight (fraction) under each key. */
export type AllocationRow = { t: number; date: string } & Record<string, number | string>;

export const CASH = "Cash";
export const OTHER = "Other";

/**
 * Weights after each rebalance as stacked rows, held until the next one and to `lastDate`: the `most`
 * holdings with the largest average weight each get a key, the rest add up under "Other", and what is
 * not invested is "Cash". Keys come largest first, then Other, then Cash.
 */
export function allocationRows(rebalances: readonly Rebalance[], lastDate: string, most = 8) {
  const totals = new Map<string, number>();
  for (const r of rebalances)
    for (const h of r.holdings) totals.set(h.ticker, (totals.get(h.ticker) ?? 0) + h.weight);
  const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1]).map(([ticker]) => ticker);
  const named = new Set(ranked.slice(0, most));
  const steps = rebalances.map((r) => {
    const row: Record<string, number> = {};
    for (const h of r.holdings) {
      const key = named.has(h.ticker) ? h.ticker : OTHER;
      row[key] = (row[key] ?? 0) + h.weight;
    }
    const invested = r.holdings.reduce((a, h) => a + h.weight, 0);
    row[CASH] = Math.max(0, 1 - invested);
    return { t: timeOf(r.date), date: r.date, weights: row };
  });
  const last = steps.at(-1);
  if (last && lastDate > last.date)
    steps.push({ t: timeOf(lastDate), date: lastDate, weights: last.weights });
  const used = (key: string) => steps.some((s) => (s.weights[key] ?? 0) > 0);
  const keys = [...ranked.slice(0, most), OTHER, CASH].filter(used);
  const rows = steps.map((s): AllocationRow => ({
    t: s.t,
    date: s.date,
    ...Object.fromEntries(keys.map((k) => [k, s.weights[k] ?? 0])),
  }));
  return { keys, rows };
}

/** Monthly returns as a year-by-month grid (January first), with each year's own return. */
export function monthGrid(
  monthly: readonly { month: string; totalReturn: number }[],
  yearly: readonly { year: number; totalReturn: number | null }[],
) {
  const byYear = new Map<number, (number | null)[]>();
  for (const m of monthly) {
    const year = Number(m.month.slice(0, 4));
    const months = byYear.get(year) ?? Array<number | null>(12).fill(null);
    months[Number(m.month.slice(5, 7)) - 1] = m.totalReturn;
    byYear.set(year, months);
  }
  const years = new Map(yearly.map((y) => [y.year, y.totalReturn]));
  return [...byYear.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([year, months]) => ({ year, months, total: years.get(year) ?? null }));
}
