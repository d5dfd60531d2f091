// What one simulation run takes and gives: the loop's input (StrategyInput) and its result, with the
// records the loop's steps write into it (trades, taxes, rebalances, value-gap spans). The steps in
// loop/ and every reader of a result import these shapes from here, not from simulate.ts, which runs them.
import type { Fallback } from "@/server/engine/allocation/types";
import type { PricePanel, Series } from "@/server/engine/data/panel";
import type { CashFlowReport } from "@/server/engine/simulation/cashFlows";
import type { LongRun } from "@/server/engine/simulation/longRun";
import type { RowCoverage, StrategySpec, Variant } from "@/server/engine/simulation/spec";

export type TradeReason =
  | "rebalance"
  | "max_hold"
  | "take_profit"
  | "stop_loss"
  | "delisted"
  | "exit_screener"
  | "contribution"
  | "withdrawal";

export interface Trade {
  date: string;
  ticker: string;
  value: number;
  cost: number;
  reason: TradeReason;
}

/**
 * A tax paid from cash: a reinvested dividend's tax on its ex-date (per instrument), or the year-end tax
 * on the year's net realised gains (ticker null).
 */
export interface TaxEvent {
  date: string;
  kind: "dividend_tax" | "gains_tax";
  ticker: string | null;
  amount: number;
}

export interface RebalanceRecord {
  date: string;
  leg: "riskOn" | "riskOff";
  /** Weight of each position after the trades, fraction of V_t (sum = leverage; cash is the rest). */
  holdings: { ticker: string; weight: number }[];
  fallback: Fallback | null;
}

export interface SimulationResult {
  /** Simulated rows: the start day to the panel's last day. */
  dates: string[];
  /** V_t in base currency after the day's trades. */
  values: Float64Array;
  /** Daily cash return credited on each day (0 on the first), the risk-free rate for metrics. */
  cashReturns: Float64Array;
  /** Gross invested value / V_t per day. */
  exposure: Float64Array;
  /** 1 where the strategy was risk off for the day's decision. */
  riskOff: Uint8Array;
  rebalances: RebalanceRecord[];
  trades: Trade[];
  /** Taxes paid, in date order (empty with taxes off). */
  taxes: TaxEvent[];
  /**
   * Net realised loss not yet set against gains at the end (>= 0): the loss carried from earlier years
   * netted with the last, untaxed year's realised result. 0 with taxes off.
   */
  lossCarriedForward: number;
  monthlyPeriods: { from: string; to: string }[];
  /**
   * Spans in which the strategy held cash, or fewer positions than it could, because its entry screens
   * had no values (loop/valueGaps.ts); empty when none, and at the Combined level.
   */
  valueGaps: ValueGapSpan[];
  /** With the variant's cash flows: balances, flows and the money-weighted return; else absent. */
  cashFlows?: CashFlowReport;
}

export interface StrategyInput {
  panel: PricePanel;
  /** Annual cash rate in percent (series id cash_rate); null = cash earns nothing. */
  cashRate: Series | null;
  spec: StrategySpec;
  variant: Variant;
  /** Leading monthly rows of the panel (simulation/longRun.ts); absent = all rows daily. */
  longRun?: LongRun;
  /**
   * false: no trade or rebalance records are made (the result's trades and rebalances are empty; every
   * other figure is the same). A sweep's variants keep only values and metrics. Absent = true.
   */
  records?: boolean;
}

export interface ValueGapSpan {
  /** The first short rebalance's day and the day the span ended (ISO dates). */
  from: string;
  to: string;
  /** Short rebalances in the span. */
  rebalances: number;
  /** The most candidates any of them had (0: all cash), and the cap (null: none). */
  positions: number;
  maxPositions: number | null;
  /** The blind rows, in the order first seen. */
  rows: RowCoverage[];
}
