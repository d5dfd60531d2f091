// Engine input: what one simulation runs. A later mapping step turns a portfolio definition (spec
// "Portfolio record" + describe_strategy_model fields) into these shapes; the engine never sees ids
// of stored records, only resolved data. Edit this file when the product model gains a field.
//
// StrategySpec       one sub-strategy (a "model"): selection -> exits -> risk switch -> allocation ->
//                    rebalance/trade -> accounting, rebalanced every `rebalanceEveryMonths` at month end.
// CombinedSpec       two or more StrategySpecs simulated on their own, then combined by `allocation`
//                    (combined-level methods, including rank_rotation) with its own risk conditions.
// Variant            reinvest / costs / taxes switches, starting capital and base currency FX series.
//
// Units: fractions everywhere (0.07 = 7%), except risk thresholds, which are in their series' unit.
import type { CashFlowSchedule } from "@/server/engine/simulation/cashFlows";
import type { Series } from "@/server/engine/data/panel";
import type { MethodSettings } from "@/server/engine/allocation/types";
import type { CorrelationEstimatorId, CovarianceEstimatorId } from "@/server/engine/allocation/covariance";

export interface LegSpec {
  method: string;
  settings: MethodSettings;
  lookbackMonths: number;
  covarianceEstimator: CovarianceEstimatorId;
  /** null = automatic Ledoit-Wolf intensity. */
  shrinkageIntensity: number | null;
  decayFactor: number;
  /** Gross exposure multiple; the part above 1 is borrowed at the cash rate. */
  leverage: number;
  correlationEstimator: CorrelationEstimatorId;
}

export interface PositionExits {
  maxHoldMonths: number | null;
  reinvestDelayMonths: number | null;
  maxPositions: number | null;
  takeProfit: number | null;
  stopLoss: number | null;
}

export type Operator = "above" | "below";
export interface Threshold {
  operator: Operator;
  value: number;
}
export interface IndicatorSpec {
  kind: "none" | "sma" | "change" | "average_momentum";
  value: number | null;
}

/** A risk condition with its series already resolved (see risk/series.ts for preset series). */
export type RiskConditionSpec =
  | {
      type: "single_series";
      series: Series;
      indicator: IndicatorSpec;
      riskOff: Threshold;
      riskOn: Threshold | null;
      weeksOfDelay: number;
      switchRebalances: boolean;
    }
  | {
      type: "double_series";
      series: Series;
      indicator: IndicatorSpec;
      crossing: { operator: Operator; against: IndicatorSpec };
      weeksOfDelay: number;
      switchRebalances: boolean;
    }
  | { type: "hidden_markov"; series: Series; weeksOfDelay: number; switchRebalances: boolean }
  | { type: "clustering"; series: Series; weeksOfDelay: number; switchRebalances: boolean }
  | {
      type: "strategy_based";
      measure: "drawdown" | "trailing_return";
      months: number;
      riskOff: Threshold;
      riskOn: Threshold | null;
      switchRebalances: boolean;
    };

/** Tickers to hold candidates for at a decision; asOfIndex = last row whose data may be used. */
export type SelectionFn = (asOfIndex: number) => string[];

/**
 * One screen row at a decision: of the priced instruments it was given, how many its filter had no value
 * for. `screen` (such as a screener id) and `filter` are the caller's labels, reported as they are.
 */
export interface RowCoverage {
  screen: string;
  /** The row, from 1. */
  row: number;
  filter: string;
  missing: number;
  priced: number;
}

/** The entry screeners' matches at a decision, best first, and how much of each row had values. */
export interface Screened {
  tickers: string[];
  coverage: RowCoverage[];
}
export type ScreenFn = (asOfIndex: number) => Screened;

export interface StrategySpec {
  name: string;
  rebalanceEveryMonths: number;
  /**
   * Fixed instrument list, or callbacks run at each rebalance with asOfIndex = the previous row:
   * `select` = the entry screeners' matches, best first, with their rows' coverage; `exit` = the tickers the exit screeners name
   * (holdings to sell). With `exit`, holdings stay until named; without it the portfolio becomes the
   * entry list at each rebalance.
   */
  selection: { instruments: string[] } | { select: ScreenFn; exit?: SelectionFn };
  exits: PositionExits;
  riskOn: LegSpec;
  /** null = hold cash while risk is off. */
  riskOff: LegSpec | null;
  riskConditions: RiskConditionSpec[];
}

export interface CombinedSpec {
  name: string;
  rebalanceEveryMonths: number;
  strategies: StrategySpec[];
  riskOn: LegSpec;
  riskOff: LegSpec | null;
  riskConditions: RiskConditionSpec[];
}

export interface Variant {
  reinvest: boolean;
  costs: boolean;
  taxes: boolean;
  startingCapital: number;
  /** First simulated calendar date (inclusive); the run goes to the panel's last date. */
  startDate: string;
  /** Units of base currency per 1 USD, daily; null for USD. */
  fx: Series | null;
  /** Contributions or withdrawals (simulation/cashFlows.ts); absent: none. */
  cashFlows?: CashFlowSchedule;
  /** Defaults in methodology.md; overridable for tests. */
  costBps?: number;
  dividendTaxRate?: number;
  gainsTaxRate?: number;
}

export const DEFAULT_COST_BPS = 10;
export const DEFAULT_DIVIDEND_TAX = 0.15;
export const DEFAULT_GAINS_TAX = 0.15;
export const TRADING_DAYS_PER_MONTH = 21;
export { TRADING_DAYS_PER_YEAR } from "@/server/engine/statistics";

export const NO_EXITS: PositionExits = {
  maxHoldMonths: null,
  reinvestDelayMonths: null,
  maxPositions: null,
  takeProfit: null,
  stopLoss: null,
};
