// Simulation speed on the real data build (single-threaded):
//   1. a 20-year daily screener-driven strategy over the whole stock universe: an entry screener of 10
//      rows whose last row keeps the top 50 by 12-month total return, inverse volatility, monthly
//      (target: under 300 ms engine time). The point-in-time screens (runScreen, the screening engine)
//      are run once first and timed apart; the simulation runs then answer the selection from them;
//   2. a fixed 5-ETF portfolio, 20 years, monthly, with its daily series and headline metrics (target:
//      under 1.5 ms warm, issue 16), over BENCH_ETF_RUNS runs (default 1,000).
// Prints the cold run, the median and fastest of the warm runs beside the target, and the load average.
// BENCH_PARTS: a comma-separated subset of screener,etfs (default both).
//
//   npx tsx bench/simulation.ts [runs=10] [buildDir=data/build]
import { readFileSync } from "node:fs";
import { loadMarketData } from "@/server/data/load";
import { filterById } from "@/server/catalogue/filters";
import { runScreen } from "@/server/engine/screening/runScreen";
import type { Screen } from "@/server/engine/screening/types";
import { simulateStrategy } from "@/server/engine/simulation/simulate";
import { addMonths } from "@/server/engine/simulation/calendar";
import { NO_EXITS, type LegSpec, type StrategySpec } from "@/server/engine/simulation/spec";
import { headline } from "@/server/engine/metrics/headline";

const runs = Number(process.argv[2] ?? 10);
const etfRuns = Number(process.env.BENCH_ETF_RUNS || 1000);
const PARTS = new Set((process.env.BENCH_PARTS || "screener,etfs").split(","));
const data = loadMarketData(process.argv[3]);
const { prices } = data;
const cashRate = data.series.get("cash_rate") ?? null;
console.log(
  `data build ${data.dataVersion}: ${prices.tickers.length} instruments x ${prices.dates.length} dates`,
);

const leg = (method: string, settings: LegSpec["settings"] = {}): LegSpec => ({
  method,
  settings,
  lookbackMonths: 12,
  covarianceEstimator: "sample",
  shrinkageIntensity: null,
  decayFactor: 0.94,
  leverage: 1,
  correlationEstimator: "pearson",
});

const screen: Screen = {
  universe: { assetType: "stocks" },
  rows: [
    { filter: "price", relation: "greater_than", target: { kind: "value", value: 5 } },
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
    {
      filter: "total_return",
      relation: "highest",
      inputs: { months: 12 },
      target: { kind: "count", value: 50 },
    },
  ],
};

function lastRowOf(assetType: string): number {
  return Math.max(...prices.meta.flatMap((m, i) => (m.assetType === assetType ? [prices.last[i]] : [])));
}

/** One run and its headline metrics, timed together. */
function timed(spec: StrategySpec, end: number) {
  const start = addMonths(prices.dates[end], -240);
  // The run goes to the panel's last row; cut the panel's calendar at `end` by running on a view.
  const view = { ...prices, dates: prices.dates.slice(0, end + 1) };
  const t0 = process.hrtime.bigint();
  const sim = simulateStrategy({
    panel: view,
    cashRate,
    spec,
    variant: {
      reinvest: true,
      costs: true,
      taxes: false,
      startingCapital: 10_000,
      startDate: start,
      fx: null,
    },
  });
  const { cagr } = headline(sim.dates, sim.values, sim.cashReturns);
  return { ms: Number(process.hrtime.bigint() - t0) / 1e6, days: sim.dates.length, cagr };
}

function report(
  label: string,
  target: number,
  count: number,
  run: () => { ms: number; days: number; cagr: number | null },
) {
  const results = Array.from({ length: count + 1 }, run);
  const warm = results
    .slice(1)
    .map((r) => r.ms)
    .sort((a, b) => a - b);
  const r0 = results[0];
  const median = warm[Math.floor(warm.length / 2)];
  const digits = target < 10 ? 2 : 1;
  console.log(
    `${label}: ${r0.days} days, cagr ${r0.cagr === null ? "n/a" : (r0.cagr * 100).toFixed(2) + "%"}`,
  );
  console.log(
    `  engine time cold ${r0.ms.toFixed(1)} ms; warm over ${count} runs: median ${median.toFixed(digits)} ms, ` +
      `fastest ${warm[0].toFixed(digits)} ms; target < ${target} ms: ${median < target ? "met" : "NOT met"} ` +
      `(load average ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")})`,
  );
}

function screenerPart() {
  const stockEnd = lastRowOf("stocks");
  const screens = new Map<number, string[]>();
  const screenSelect = (asOf: number) => {
    let tickers = screens.get(asOf);
    if (!tickers) {
      tickers = runScreen(data, screen, asOf, filterById).matches.map((m) => m.ticker);
      screens.set(asOf, tickers);
    }
    return tickers;
  };
  const screenerSpec = (select: (asOf: number) => string[]): StrategySpec => ({
    name: "bench",
    rebalanceEveryMonths: 1,
    selection: { select },
    exits: { ...NO_EXITS, maxPositions: 50 },
    riskOn: leg("inverse_volatility"),
    riskOff: null,
    riskConditions: [],
  });
  const first = timed(screenerSpec(screenSelect), stockEnd);
  console.log(
    `point-in-time screens: ${screens.size} runs of the 10-row screener, ${first.ms.toFixed(0)} ms end to end (screening engine time included)`,
  );
  report(
    "screener strategy, 20 years, all stocks, top 50 momentum, inverse volatility, monthly",
    300,
    runs,
    () =>
      timed(
        screenerSpec((asOf) => screens.get(asOf) ?? screenSelect(asOf)),
        stockEnd,
      ),
  );
}

function etfPart() {
  const etfs = ["SPY", "TLT", "GLD", "EFA", "VNQ"].filter((t) => prices.column.has(t));
  const etfEnd = Math.max(...etfs.map((t) => prices.last[prices.column.get(t)!]));
  const spec: StrategySpec = {
    name: "etfs",
    rebalanceEveryMonths: 1,
    selection: { instruments: etfs },
    exits: NO_EXITS,
    riskOn: leg("fixed_weights", { weight: Object.fromEntries(etfs.map((t) => [t, 1 / etfs.length])) }),
    riskOff: null,
    riskConditions: [],
  };
  report(`fixed ${etfs.join("/")} portfolio, 20 years, monthly`, 1.5, etfRuns, () => timed(spec, etfEnd));
}

if (PARTS.has("screener")) screenerPart();
if (PARTS.has("etfs")) etfPart();
