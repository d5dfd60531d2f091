// What the steps of the daily loop pass from one to the next and from one day to the next. Each step's
// header says which of these fields it reads and which it sets; nothing else is shared between them.
import type { LoopContext } from "@/server/engine/simulation/loop/context";
import type { RebalanceRecord, TaxEvent, Trade } from "@/server/engine/simulation/result";
import type { ValueGapSpan } from "@/server/engine/simulation/result";

/** A holding, valued in USD at the last adjusted close it saw. */
export interface Position {
  col: number;
  value: number;
  /** Cost basis of what is held (for realised gains). */
  basis: number;
  lastAdj: number;
  /** Raw close of the last valuation; kept up to date only where dividends move cash (dividendCash). */
  lastClose: number;
  /** Adjusted close and date of the first buy (for the position exits). */
  entryAdj: number;
  entryDate: string;
}

/**
 * The holdings by panel column, in the order they were opened (sums iterate in this order), with a
 * Map's get / has / set / delete. `list` is that order as a plain array, so the daily loop walks it by
 * index instead of through a Map iterator; a reopened column goes to the end, as in a Map. A walk that
 * may close positions on the way copies the list first, or steps back over the one it closed.
 */
export class Holdings {
  readonly list: Position[] = [];
  /** Column -> its index in `list`, -1 when not held. */
  private readonly slot: Int32Array;

  constructor(columns: number) {
    this.slot = new Int32Array(columns).fill(-1);
  }

  get size() {
    return this.list.length;
  }

  get(col: number): Position | undefined {
    const k = this.slot[col];
    return k >= 0 ? this.list[k] : undefined;
  }

  has(col: number) {
    return this.slot[col] >= 0;
  }

  /** Opens a position on a column not held. */
  set(col: number, p: Position) {
    this.slot[col] = this.list.length;
    this.list.push(p);
  }

  delete(col: number) {
    const k = this.slot[col];
    if (k < 0) return;
    this.list.splice(k, 1);
    this.slot[col] = -1;
    for (let i = k; i < this.list.length; i++) this.slot[this.list[i].col] = i;
  }
}

export interface LoopState {
  positions: Holdings;
  /** Column -> first date it may be bought again after a position exit. */
  blockedUntil: Map<number, string>;
  cash: number;
  /** Realised gains (losses negative) since the last year end, and the loss carried from earlier years. */
  realised: number;
  carriedLoss: number;
  /** 1 while the strategy is risk off; each strategy-based condition's own state. */
  riskState: number;
  strategyStates: number[];
  /** V after each simulated day's trades so far, and their running maximum. */
  values: number[];
  peak: number;
  /** Per simulated row: invested value / V, and 1 where the day's decision was risk off. */
  exposure: Float64Array;
  riskOff: Uint8Array;
  trades: Trade[];
  taxes: TaxEvent[];
  rebalances: RebalanceRecord[];
  /** Spans of cash for want of screen values (valueGaps.ts); gapOpen while the last one goes on. */
  valueGaps: ValueGapSpan[];
  gapOpen: boolean;
  /** Units of the time-weighted series (1 until a cash flow); V / units is the day's value in `values`. */
  units: number;
  /** V after each day's trades, kept only with cash flows (values then holds V / units). */
  balances: number[];
  /** Cash flows so far (USD, + in, - out) by row, and the row the money ran out on (-1: it has not). */
  flows: { t: number; amount: number }[];
  depletedAt: number;
}

/** All cash (converted to USD at the first day's rate), nothing held, risk on. */
export function initialState(ctx: LoopContext, startingCapital: number): LoopState {
  const days = ctx.T - ctx.s0;
  return {
    positions: new Holdings(ctx.panel.tickers.length),
    blockedUntil: new Map(),
    cash: ctx.fx ? startingCapital / ctx.fx[ctx.s0] : startingCapital,
    realised: 0,
    carriedLoss: 0,
    riskState: 0,
    strategyStates: ctx.strategyConditions.map(() => 0),
    values: [],
    peak: -Infinity,
    exposure: new Float64Array(days),
    riskOff: new Uint8Array(days),
    trades: [],
    taxes: [],
    rebalances: [],
    valueGaps: [],
    gapOpen: false,
    units: 1,
    balances: [],
    flows: [],
    depletedAt: -1,
  };
}
