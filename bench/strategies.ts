// The screener rows of the benches' two screener-driven strategies, in the API's shape (which the
// engine's screens take as they are): the momentum strategy's two rows, and the project's 10-row bench
// screener with the same last row.
import type { ScreenRow } from "@/server/engine/screening/types";

const top50: ScreenRow = {
  filter: "total_return",
  relation: "highest",
  inputs: { months: 12 },
  target: { kind: "count", value: 50 },
};
const priceOver5: ScreenRow = {
  filter: "price",
  relation: "greater_than",
  target: { kind: "value", value: 5 },
};

export const MOMENTUM_ROWS: ScreenRow[] = [priceOver5, top50];

export const TEN_ROWS: ScreenRow[] = [
  priceOver5,
  {
    filter: "average_dollar_volume",
    relation: "greater_than",
    target: { kind: "value", value: 1_000_000 },
  },
  {
    filter: "total_return",
    relation: "greater_than",
    inputs: { months: 12 },
    target: { kind: "value", value: -0.5 },
  },
  { filter: "price_vs_sma", relation: "price_above", inputs: { days: 200 } },
  { filter: "rsi", relation: "less_than", inputs: { days: 14 }, target: { kind: "value", value: 90 } },
  {
    filter: "volatility",
    relation: "less_than",
    inputs: { months: 12 },
    target: { kind: "value", value: 1 },
  },
  {
    filter: "max_drawdown",
    relation: "greater_than",
    inputs: { months: 12 },
    target: { kind: "value", value: -0.8 },
  },
  { filter: "distance_from_52w_high", relation: "greater_than", target: { kind: "value", value: -0.6 } },
  {
    filter: "sharpe_ratio",
    relation: "greater_than",
    inputs: { months: 12 },
    target: { kind: "value", value: -5 },
  },
  top50,
];
