// Simulation speed on the real data build (single-threaded), engine time:
//   1. the momentum strategy: 20 years daily over the whole stock universe, an entry screener keeping
//      stocks priced over 5 and then the top 50 by 12-month total return, inverse volatility, monthly
//      (target: under 60 ms with its point-in-time screens on a cold screen cache);
//   2. the bench screener strategy: the same with an entry screener of 10 rows whose last row keeps the
//      top 50 by 12-month total return (target: under 300 ms engine time). Their REST targets (request
//      to done) are printed by `npm run bench:simulations` (bench/support/restScreened.ts);
//   3. a fixed 5-ETF portfolio, 20 years, monthly, with its daily series and headline metrics (target:
//      under 1.5 ms warm), over BENCH_ETF_RUNS runs (default 1,000).
// The screens run as a simulation runs them (engineSpec.ts): runScreen on the kept filter columns
// (screening/values.ts). For 1 and 2 it prints the first run (bars built at load; indicator series,
// live-bar rows and screen columns empty), the median of runs on a cold screen cache (a fresh
// MarketData object: its column and live-bar rows empty; bars, indicator series and the price panel's
// column copies of loop/columns.ts kept, as a serving process keeps them) and the median
// of warm runs (rows kept from the run before), each with the part of it spent in the screens. Each
// figure is printed beside its target, with the load average.
// BENCH_PARTS: a comma-separated subset of screener,etfs,scale (default screener,etfs); scale runs the
// momentum strategy with only the first 100, 250 and then all stocks of the build in its universe.
//
//   npx tsx bench/simulation.ts [runs=10] [buildDir=data/build]
import { readFileSync } from "node:fs";
import { loadMarketData } from "@/server/data/load";
import { filterById } from "@/server/catalogue/filters";
import { runScreen } from "@/server/engine/screening/runScreen";
import { columnValues } from "@/server/engine/screening/values";
import type { MarketData } from "@/server/engine/data/panel";
import { barsOf } from "@/server/engine/indicators/bars";
import type { Screen } from "@/server/engine/screening/types";
import type { AssetType } from "@/server/engine/screening/vocabulary";
import { simulateStrategy } from "@/server/engine/simulation/simulate";
import { screenedOf } from "@/server/engine/simulation/screened";
import { addMonths } from "@/server/engine/simulation/calendar";
import { NO_EXITS, type LegSpec, type StrategySpec } from "@/server/engine/simulation/spec";
import { headline } from "@/server/engine/metrics/headline";
import { MOMENTUM_ROWS, TEN_ROWS } from "./strategies";

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

barsOf(prices, 0);

const momentum: Screen = { universe: { assetType: "stocks" }, rows: MOMENTUM_ROWS };
const tenRows: Screen = { universe: { assetType: "stocks" }, rows: TEN_ROWS };

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

const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const percent = (x: number | null) => (x === null ? "n/a" : (x * 100).toFixed(2) + "%");
const verdict = (ms: number, target: number) => `target < ${target} ms: ${ms < target ? "met" : "NOT met"}`;

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
  const digits = target < 10 ? 2 : 1;
  console.log(`${label}: ${r0.days} days, cagr ${percent(r0.cagr)}`);
  console.log(
    `  engine time cold ${r0.ms.toFixed(1)} ms; warm over ${count} runs: median ${median(warm).toFixed(digits)} ms, ` +
      `fastest ${warm[0].toFixed(digits)} ms; ${verdict(median(warm), target)} (load average ${loadAverage()})`,
  );
}

/** The strategy on screen `screen` over market data `d`; `spent.ms` adds up the time of its screens. */
const screenerSpec = (d: MarketData, screen: Screen, spent = { ms: 0 }): StrategySpec => ({
  name: "bench",
  rebalanceEveryMonths: 1,
  selection: {
    select: (asOf) => {
      const t0 = performance.now();
      const screened = screenedOf("bench", screen, runScreen(d, screen, asOf, filterById, columnValues));
      spent.ms += performance.now() - t0;
      return screened;
    },
  },
  exits: { ...NO_EXITS, maxPositions: 50 },
  riskOn: leg("inverse_volatility"),
  riskOff: null,
  riskConditions: [],
});

/** First run, runs on a cold screen cache (a fresh MarketData object: its own column cache), warm runs. */
function reportScreened(label: string, screen: Screen, target: number, screened: MarketData = data) {
  const stockEnd = lastRowOf("stocks");
  const measure = (d: MarketData) => {
    const spent = { ms: 0 };
    return { ...timed(screenerSpec(d, screen, spent), stockEnd), screens: spent.ms };
  };
  const first = measure(screened);
  const cold = Array.from({ length: runs }, () => measure({ ...screened }));
  const warm = Array.from({ length: runs }, () => measure(screened));
  const coldMedian = median(cold.map((r) => r.ms));
  const screens = (rs: { screens: number }[]) => median(rs.map((r) => r.screens)).toFixed(1);
  console.log(`${label}: ${first.days} days, cagr ${percent(first.cagr)}`);
  console.log(
    `  engine time with its screens: first run ${first.ms.toFixed(1)} ms (screens ${first.screens.toFixed(1)} ms); ` +
      `cold screen cache median ${coldMedian.toFixed(1)} ms (screens ${screens(cold)} ms; ${verdict(coldMedian, target)}); ` +
      `warm median ${median(warm.map((r) => r.ms)).toFixed(1)} ms (screens ${screens(warm)} ms) (load average ${loadAverage()})`,
  );
}

function screenerPart() {
  reportScreened(
    "momentum strategy, 20 years, all stocks, price > 5, top 50 by 12-month return, inverse volatility, monthly",
    momentum,
    60,
  );
  reportScreened("bench screener strategy (10 rows), same settings", tenRows, 300);
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

/** The market data as screens see it when only the first `n` stocks (in the build's order) exist. */
function withStocks(n: number): MarketData {
  let kept = 0;
  const meta = prices.meta.map((m) =>
    m.assetType !== "stocks" || kept++ < n ? m : { ...m, assetType: "left out" as AssetType },
  );
  return { ...data, prices: { ...prices, meta } };
}

/** Issue 16's curve: the momentum strategy over 100, 250 and all stocks of the build. */
function scalePart() {
  const all = prices.meta.filter((m) => m.assetType === "stocks").length;
  for (const n of [100, 250, all])
    reportScreened(`momentum strategy over ${n} of the ${all} stocks`, momentum, 60, withStocks(n));
}

if (PARTS.has("screener")) screenerPart();
if (PARTS.has("scale")) scalePart();
if (PARTS.has("etfs")) etfPart();
