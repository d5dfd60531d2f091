// Contributions and withdrawals during a simulation (simulate_portfolio's cashFlows). Flows fall at the
// close of the rebalance calendar's month ends (every 1, 3 or 12 months counted from the start month,
// rebalanceRows), never on the start row, within firstYear..lastYear. A flow is a trade: a contribution
// buys the holdings in proportion to their values (cash when nothing is held), a withdrawal is paid from
// cash first, then by selling the holdings in proportion; both pay the trading cost, and a sale realises
// gains for the year-end tax. The headline series stays time-weighted: V / units, where a flow buys or
// redeems units at the value per unit before it. A withdrawal larger than the value takes what is left:
// the money has run out (depletedOn) and no flow follows.
import type { Series } from "@/server/engine/data/panel";
import { asOf } from "@/server/engine/simulation/calendar";

export interface CashFlowSchedule {
  /** amount: base currency each time (+ in, - out); fraction: of the value each time (- out). */
  kind: "amount" | "fraction";
  value: number;
  everyMonths: 1 | 3 | 12;
  /** Calendar years with flows (both included); null: from the start / to the end. */
  firstYear: number | null;
  lastYear: number | null;
  /** With an amount: CPI (monthly index) to raise it by the inflation since the start; null: fixed. */
  cpi: Series | null;
}

export interface CashFlowReport {
  /** The money in the portfolio after each day's trades (base currency); `values` is the time-weighted series. */
  balances: Float64Array;
  /** Each flow as it happened (base currency): + contributed, - withdrawn. */
  flows: { date: string; amount: number }[];
  contributions: number;
  withdrawals: number;
  endBalance: number;
  depletedOn: string | null;
  /** Money-weighted return: the annual rate that discounts every flow, the start and the end balance to 0. */
  moneyWeightedReturn: number | null;
}

/** Whether a flow falls on row t, one of the schedule's rebalance-calendar rows after the start. */
export function flowDue(
  schedule: CashFlowSchedule,
  dates: string[],
  rows: Uint8Array,
  s0: number,
  t: number,
) {
  if (t === s0 || rows[t] !== 1) return false;
  const year = Number(dates[t].slice(0, 4));
  return (schedule.firstYear ?? -Infinity) <= year && year <= (schedule.lastYear ?? Infinity);
}

/** The amount of a fixed flow on `date`, raised by CPI since `start` when the schedule says so. */
export function scheduledAmount(schedule: CashFlowSchedule, start: string, date: string): number {
  if (!schedule.cpi) return schedule.value;
  const { dates, values } = schedule.cpi;
  const ratio = asOf(dates, values, date) / asOf(dates, values, start);
  return Number.isFinite(ratio) ? schedule.value * ratio : schedule.value;
}

const YEAR_DAYS = 365;

/**
 * Money-weighted return of dated amounts (investor's view: - paid in, + taken out, the end balance +),
 * annual, on actual days / 365 from the first date; by bisection on the rate, to 1e-14. null when the
 * amounts do not change sign (no rate discounts them to 0).
 */
export function moneyWeightedReturn(dated: { date: string; amount: number }[]): number | null {
  if (dated.length < 2) return null;
  const t0 = Date.parse(dated[0].date);
  const years = dated.map((d) => (Date.parse(d.date) - t0) / 86_400_000 / YEAR_DAYS);
  const npv = (r: number) => dated.reduce((s, d, k) => s + d.amount * Math.pow(1 + r, -years[k]), 0);
  let lo = -0.999999;
  let hi = 1;
  while (npv(hi) > 0 && hi < 1e6) hi *= 2;
  const fLo = npv(lo);
  const fHi = npv(hi);
  if (!(Math.sign(fLo) !== Math.sign(fHi))) return null;
  for (let k = 0; k < 200 && hi - lo > 1e-15; k++) {
    const mid = (lo + hi) / 2;
    if (Math.sign(npv(mid)) === Math.sign(fLo)) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
