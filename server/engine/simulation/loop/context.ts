// What every step of the daily loop reads and no step sets: the panel, the spec, the variant's rates and
// the schedules worked out once before the first day (rebalance rows, cash returns, series-based risk
// states, FX rates).
import type { PricePanel, Series } from "@/server/engine/data/panel";
import { conditionStates } from "@/server/engine/risk/schedule";
import {
  alignAsOf,
  firstIndexOnOrAfter,
  monthNumber,
  periodEnds,
  rebalanceRows,
} from "@/server/engine/simulation/calendar";
import type { LongRun } from "@/server/engine/simulation/longRun";
import { adjustedColumn } from "@/server/engine/simulation/loop/columns";
import { idOf, onCalendar } from "@/server/engine/simulation/loop/calendarMemo";
import type { CashFlowSchedule } from "@/server/engine/simulation/cashFlows";
import type { StrategyInput } from "@/server/engine/simulation/result";
import {
  DEFAULT_COST_BPS,
  DEFAULT_DIVIDEND_TAX,
  DEFAULT_GAINS_TAX,
  TRADING_DAYS_PER_YEAR,
  type RiskConditionSpec,
  type StrategySpec,
} from "@/server/engine/simulation/spec";

export type SeriesCondition = Exclude<RiskConditionSpec, { type: "strategy_based" }>;
export type StrategyCondition = Extract<RiskConditionSpec, { type: "strategy_based" }>;

export interface LoopContext {
  panel: PricePanel;
  spec: StrategySpec;
  reinvest: boolean;
  /** The first simulated row and the number of rows of the panel. */
  s0: number;
  T: number;
  /** Fractions of traded value, of dividend cash and of net realised gains (0 where switched off). */
  cost: number;
  /** Whether trades and rebalances are recorded (StrategyInput.records). */
  records: boolean;
  dividendTax: number;
  gainsTax: number;
  /**
   * Whether dividends move cash (paid out with reinvest off, or taxed): only then does the market step
   * read the raw close and the dividend; otherwise the adjusted close already holds them.
   */
  dividendCash: boolean;
  /** Cash return credited on each simulated row (cashReturnsPerRow; 0 before s0). */
  cashReturns: Float64Array;
  /** Leading long-run monthly rows of the panel. */
  monthlyRows: number;
  /** MONTH_END / YEAR_END flags of the simulated rows (calendar.ts periodEnds). */
  ends: Uint8Array;
  /** 1 on the rows whose close is a scheduled rebalance. */
  scheduled: Uint8Array;
  seriesConditions: SeriesCondition[];
  /** Per series condition, its risk state (1 = off) for the decision on each row. */
  seriesStates: Uint8Array[];
  strategyConditions: StrategyCondition[];
  /**
   * Per panel column, its adjusted closes in a row (columns.ts) for the run's fixed instruments; null
   * for the others, read from the panel.
   */
  adjColumns: (Float64Array | null)[];
  /** The rebalances' lookback window, reused by each (window.ts); nothing holds it past a rebalance. */
  scratch: { window: Float64Array };
  /** Units of base currency per USD on each row; null for USD. */
  fx: Float64Array | null;
  /**
   * The variant's cash flows, the rebalance-calendar rows they may fall on, and the starting capital
   * (base currency, the money-weighted return's first amount); null without flows.
   */
  cashFlows: { schedule: CashFlowSchedule; rows: Uint8Array; startingCapital: number } | null;
}

/**
 * Cash return credited on each row from `from` on (0 before it): on a daily row the previous row's annual
 * percent rate / 100 / 252; on a monthly row (long-run history) that month's T-bill return (a fraction);
 * 0 where unknown.
 */
export function cashReturnsPerRow(
  dates: string[],
  cashRate: Series | null,
  longRun?: LongRun,
  from = 0,
): Float64Array {
  const out = new Float64Array(dates.length);
  const monthly = longRun?.monthlyRows ?? 0;
  const first = Math.max(1, from);
  if (cashRate) {
    const daily = Math.max(first, monthly);
    const rate = alignAsOf(dates, cashRate.dates, cashRate.values, daily - 1);
    for (let t = daily; t < dates.length; t++) {
      out[t] = Number.isNaN(rate[t - 1]) ? 0 : rate[t - 1] / 100 / TRADING_DAYS_PER_YEAR;
    }
  }
  const bills = longRun?.monthlyCash;
  if (bills) {
    const byMonth = new Map(bills.dates.map((d, k) => [monthNumber(d), bills.values[k]]));
    for (let t = first; t < monthly; t++) out[t] = byMonth.get(monthNumber(dates[t])) ?? 0;
  }
  return out;
}

/**
 * The annual cash rate behind row t's cash return, for the optimisers: a monthly row's return x 12, a
 * daily row's x 252. Scaled by the row, not by the lookback window: on the first daily row after
 * long-run history the window is still monthly but the return is already daily (Definitions, D1).
 */
export function annualCashRate(ctx: LoopContext, t: number): number {
  return ctx.cashReturns[t] * (t < ctx.monthlyRows ? 12 : TRADING_DAYS_PER_YEAR);
}

const isStrategyBased = (c: RiskConditionSpec): c is StrategyCondition => c.type === "strategy_based";
const isSeriesBased = (c: RiskConditionSpec): c is SeriesCondition => c.type !== "strategy_based";

export function loopContext(input: StrategyInput): LoopContext {
  const { panel, cashRate, spec, variant, longRun } = input;
  const { dates } = panel;
  const s0 = firstIndexOnOrAfter(dates, variant.startDate);
  if (s0 >= dates.length) throw new Error(`no trading day on or after ${variant.startDate}`);
  const ends = onCalendar(dates, `ends ${s0}`, () => periodEnds(dates, s0));
  const every = spec.rebalanceEveryMonths;
  const scheduled = onCalendar(dates, `rows ${s0} ${every}`, () => rebalanceRows(dates, s0, every, ends));
  const seriesConditions = spec.riskConditions.filter(isSeriesBased);
  const fx = variant.fx ? alignAsOf(dates, variant.fx.dates, variant.fx.values) : null;
  if (fx && !(fx[s0] > 0)) throw new Error(`no ${variant.fx!.id} rate on or before ${dates[s0]}`);
  const dividendTax = variant.taxes ? (variant.dividendTaxRate ?? DEFAULT_DIVIDEND_TAX) : 0;
  return {
    panel,
    spec,
    reinvest: variant.reinvest,
    s0,
    T: dates.length,
    cost: variant.costs ? (variant.costBps ?? DEFAULT_COST_BPS) / 10_000 : 0,
    records: input.records !== false,
    dividendTax,
    gainsTax: variant.taxes ? (variant.gainsTaxRate ?? DEFAULT_GAINS_TAX) : 0,
    dividendCash: !variant.reinvest || dividendTax > 0,
    cashReturns: onCalendar(
      dates,
      `cash ${s0} ${idOf(cashRate)} ${idOf(longRun?.monthlyCash)} ${longRun?.monthlyRows ?? 0}`,
      () => cashReturnsPerRow(dates, cashRate, longRun, s0),
    ),
    monthlyRows: longRun?.monthlyRows ?? 0,
    ends,
    scheduled,
    seriesConditions,
    seriesStates: seriesConditions.map((c) => conditionStates(c, dates, scheduled)),
    strategyConditions: spec.riskConditions.filter(isStrategyBased),
    adjColumns: fixedColumns(panel, spec),
    scratch: { window: new Float64Array(0) },
    fx,
    cashFlows: variant.cashFlows
      ? {
          schedule: variant.cashFlows,
          rows: rebalanceRows(dates, s0, variant.cashFlows.everyMonths, ends),
          startingCapital: variant.startingCapital,
        }
      : null,
  };
}

/** The columns of an instrument list and of fixed_weights legs, each with its copy (columns.ts). */
function fixedColumns(panel: PricePanel, spec: StrategySpec): (Float64Array | null)[] {
  const out = new Array<Float64Array | null>(panel.tickers.length).fill(null);
  const tickers = "instruments" in spec.selection ? [...spec.selection.instruments] : [];
  for (const leg of [spec.riskOn, spec.riskOff])
    if (leg?.method === "fixed_weights") tickers.push(...Object.keys(leg.settings.weight ?? {}));
  for (const ticker of tickers) {
    const col = panel.column.get(ticker);
    if (col !== undefined && out[col] === null) out[col] = adjustedColumn(panel, col);
  }
  return out;
}

/** Adjusted close of column `col` on row `t` (NaN where it has no bar). */
export const priceAt = ({ panel }: LoopContext, t: number, col: number) =>
  panel.adjClose[t * panel.tickers.length + col];
