// Screening speed on the real data build: the engine time of run_screener (runScreen over the whole
// stock universe at the latest date with stock prices), for a 10-row technical screener (target: under
// 50 ms) and for a 50-row screener. Prints the first (cold: indicator caches empty) run and the median
// and worst of the warm runs.
//
//   npx tsx bench/screener.ts [runs=30]
import { loadMarketData } from "@/server/data/load";
import { filterById } from "@/server/catalogue/filters";
import { runScreen } from "@/server/engine/screening/runScreen";
import type { Screen, ScreenRow } from "@/server/engine/screening/types";

const TARGET_MS = 50;
const runs = Number(process.argv[2] ?? 30);

const TEN_ROWS: ScreenRow[] = [
  { filter: "price", relation: "greater_than", target: { kind: "value", value: 5 } },
  { filter: "average_dollar_volume", relation: "greater_than", target: { kind: "value", value: 10_000_000 } },
  {
    filter: "total_return",
    relation: "greater_than",
    inputs: { months: 12 },
    target: { kind: "value", value: 0 },
  },
  { filter: "price_vs_sma", relation: "price_above", inputs: { days: 200 } },
  { filter: "rsi", relation: "less_than", inputs: { days: 14 }, target: { kind: "value", value: 75 } },
  {
    filter: "volatility",
    relation: "less_than",
    inputs: { months: 12 },
    target: { kind: "market_aggregate", statistic: "median" },
  },
  {
    filter: "max_drawdown",
    relation: "greater_than",
    inputs: { months: 12 },
    target: { kind: "value", value: -0.5 },
  },
  { filter: "distance_from_52w_high", relation: "greater_than", target: { kind: "value", value: -0.3 } },
  {
    filter: "sharpe_ratio",
    relation: "greater_than",
    inputs: { months: 12 },
    target: { kind: "value", value: 0 },
  },
  {
    filter: "total_return",
    relation: "highest",
    inputs: { months: 6 },
    target: { kind: "count", value: 25 },
  },
];

/** 50 rows over the technical filters, each with its default relation and target, permissive thresholds. */
const FIFTY_ROWS: ScreenRow[] = Array.from({ length: 50 }, (_, k): ScreenRow => {
  const cycle: ScreenRow[] = [
    { filter: "price", relation: "greater_than", target: { kind: "value", value: 1 } },
    {
      filter: "total_return",
      relation: "greater_than",
      inputs: { months: [1, 3, 6, 12, 24][k % 5] },
      target: { kind: "value", value: -0.9 },
    },
    {
      filter: "price_vs_ema",
      relation: "greater_than",
      inputs: { days: [20, 50, 100][k % 3] },
      target: { kind: "value", value: -0.5 },
    },
    {
      filter: "rsi",
      relation: "between",
      inputs: { days: [7, 14, 21][k % 3] },
      target: { kind: "range", min: 1, max: 99 },
    },
    {
      filter: "atr_percent",
      relation: "less_than",
      inputs: { bars: [10, 14, 20][k % 3] },
      target: { kind: "value", value: 0.5 },
    },
    {
      filter: "beta",
      relation: "less_than",
      inputs: { months: [6, 12, 24][k % 3] },
      target: { kind: "value", value: 5 },
    },
    { filter: "bollinger_bandwidth", relation: "less_than", target: { kind: "value", value: 5 } },
    { filter: "macd", relation: "greater_than", target: { kind: "value", value: -1 } },
    { filter: "average_volume", relation: "greater_than", target: { kind: "value", value: 1000 } },
    { filter: "sma_50_200_crossover", relation: "greater_than", target: { kind: "value", value: -0.9 } },
  ];
  return cycle[k % cycle.length];
});

function time(fn: () => unknown): number {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const loadStart = Date.now();
const data = loadMarketData();
console.log(
  `data build ${data.dataVersion} loaded in ${Date.now() - loadStart} ms: ${data.prices.tickers.length} instruments x ${data.prices.dates.length} dates`,
);

const stockLast = Math.max(
  ...data.prices.meta.flatMap((m, i) => (m.assetType === "stocks" ? [data.prices.last[i]] : [])),
);
console.log(`as of ${data.prices.dates[stockLast]} (latest date with stock prices), universe: all stocks`);

for (const [label, rows] of [
  ["10-row technical screener", TEN_ROWS],
  ["50-row screener", FIFTY_ROWS],
] as const) {
  const screen: Screen = { universe: { assetType: "stocks" }, rows: [...rows] };
  const cold = time(() => runScreen(data, screen, stockLast, filterById));
  const run = () => runScreen(data, screen, stockLast, filterById);
  const warm = Array.from({ length: runs }, () => time(run)).sort((a, b) => a - b);
  const res = runScreen(data, screen, stockLast, filterById);
  const median = warm[Math.floor(warm.length / 2)];
  const verdict = label.startsWith("10")
    ? median < TARGET_MS
      ? ` (target < ${TARGET_MS} ms: met)`
      : ` (target < ${TARGET_MS} ms: MISSED)`
    : "";
  console.log(
    `${label}: cold ${cold.toFixed(1)} ms, warm median ${median.toFixed(1)} ms, worst ${warm[warm.length - 1].toFixed(1)} ms over ${runs} runs${verdict}; ${res.universeSize} in universe, kept per row ${res.keptPerRow.join(" ")}`,
  );
}
