// One simulation from its recipe: the portfolio and its benchmark through the engine on the same
// calendar, start date and variant, then every metric. Pure apart from awaiting `progress` at every
// simulated year end and between the stages (docs/decisions.md "Progress"). Long-run monthly history
// is used when the start is before the daily data; the S&P 500 ETFs (SPY, IVV, VOO) take the Shiller
// S&P 500 total return as their proxy.
// The run ends on the last day every instrument the two definitions name has a price, and each screened
// asset type still has one (runEndFor): the calendar may run on for other asset types, and a portfolio
// is not sold into cash by the end of one holding's data; the assumed list says where it ends and why.
import type { MarketData, Series } from "@/server/engine/data/panel";
import type { Screen } from "@/server/engine/screening/types";
import { extendWithMonthlyHistory, sp500TotalReturn, type LongRun } from "@/server/engine/simulation/longRun";
import { runThrough, simulationSteps } from "@/server/engine/simulation/simulate";
import type { RebalanceRecord, SimulationResult, TaxEvent, Trade } from "@/server/engine/simulation/result";
import type { CashFlowReport } from "@/server/engine/simulation/cashFlows";
import type { ValueGapSpan } from "@/server/engine/simulation/result";
import { combinedSteps } from "@/server/engine/simulation/combined";
import { metricsReport, type MetricsReport } from "@/server/engine/metrics/report";
import type { Headline } from "@/server/engine/metrics/headline";
import type { PortfolioDefinition } from "@/server/domain/portfolios/schema";
import { engineSpecOf, type EngineSpec, type SpecContext } from "@/server/domain/simulations/engineSpec";
import { fxSeriesId, type SimulationSettings } from "@/server/domain/simulations/settings";
import { cashFlowSchedule } from "@/server/domain/analysis/cashFlowsInput";
import {
  benchmarkRunKey,
  benchmarkRunOf,
  type BenchmarkRun,
} from "@/server/domain/simulations/benchmarkRuns";

export const S_AND_P_500_FUNDS = ["SPY", "IVV", "VOO"];

export interface ComputeInput {
  market: MarketData;
  definition: PortfolioDefinition;
  benchmark: PortfolioDefinition;
  screens: Map<string, Screen>;
  settings: SimulationSettings;
}

/** What a simulation stores (the `result` column): arrays as plain numbers, so JSON keeps every bit. */
export interface StoredResult {
  dates: string[];
  values: number[];
  cashReturns: number[];
  exposure: number[];
  /** The benchmark's value on the same dates (null if its calendar differs). */
  benchmarkValues: number[] | null;
  monthlyPeriods: { from: string; to: string }[];
  rebalances: RebalanceRecord[];
  trades: Trade[];
  /** Taxes paid (absent from results computed before engine-2026.11.5; empty for a Combined). */
  taxes?: TaxEvent[];
  /** Combined only: each model's own holdings at its rebalances (weights within the model). */
  models: { name: string; rebalances: RebalanceRecord[] }[] | null;
  /** The models that held cash for want of screen values (absent from results before engine-2026.11.10). */
  valueGaps?: ModelValueGaps[];
  /** With cash flows: the money in the portfolio each day and the flows' figures (values stay time-weighted). */
  cashFlows?: StoredCashFlows;
  /** The tax figures are absent from results computed before engine-2026.11.5. */
  metrics: Omit<MetricsReport, "growth" | TaxFigure> & Partial<Pick<MetricsReport, TaxFigure>>;
  benchmarkHeadline: Headline;
}

type TaxFigure = "taxesPaid" | "lossCarriedForward";

/** A model's spans of cash for want of screen values: its index in the definition and its name. */
export interface ModelValueGaps {
  model: number;
  name: string;
  spans: ValueGapSpan[];
}

export type StoredCashFlows = Omit<CashFlowReport, "balances"> & { balances: number[] };

export const headlineOf = (m: Headline): Headline => ({
  totalReturn: m.totalReturn,
  cagr: m.cagr,
  volatility: m.volatility,
  sharpe: m.sharpe,
  maxDrawdown: m.maxDrawdown,
});

type Panel = MarketData["prices"];

/** Where a run ends and why: the last row on which every instrument the definitions name has a price,
 * and each screened asset type still has one (its latest instrument). `limit` names what ends there. */
export interface RunEnd {
  row: number;
  limit: string | null;
}

export function runEndFor(
  prices: Panel,
  definitions: PortfolioDefinition[],
  screens: Map<string, Screen>,
): RunEnd {
  let end: RunEnd = { row: prices.dates.length - 1, limit: null };
  const cap = (row: number, limit: string) => {
    if (row < end.row) end = { row, limit };
  };
  for (const t of namedTickers(definitions)) {
    const col = prices.column.get(t);
    if (col !== undefined && prices.last[col] >= 0) cap(prices.last[col], t);
  }
  const screened = new Set([...screens.values()].map((s) => s.universe.assetType));
  for (const type of screened) {
    let last = -1;
    prices.meta.forEach((m, i) => {
      if (m.assetType === type) last = Math.max(last, prices.last[i]);
    });
    if (last >= 0) cap(last, `the screened ${type}`);
  }
  return end;
}

/** The tickers the active models of the definitions name: instrument lists and fixed-weight legs. */
function namedTickers(definitions: PortfolioDefinition[]): string[] {
  return definitions.flatMap((d) =>
    d.models
      .filter((m) => m.active)
      .flatMap((m) => [
        ...m.selection.instruments,
        ...[m.allocation.riskOn, m.allocation.riskOff].flatMap((l) =>
          Object.keys((l?.settings as { weight?: object } | undefined)?.weight ?? {}),
        ),
      ]),
  );
}

/**
 * The S&P 500 funds the definitions name that a run from `startYear` prices by the long-run proxy (on
 * long-run history, until the fund's first daily bar), with that first bar's date.
 */
export function proxiedFunds(
  prices: Panel,
  definitions: PortfolioDefinition[],
  startYear: number,
): { ticker: string; firstDate: string }[] {
  if (startDateOf(prices, startYear) >= prices.dates[0]) return [];
  const funds = new Set(namedTickers(definitions).filter((t) => S_AND_P_500_FUNDS.includes(t)));
  return [...funds].flatMap((ticker) => {
    const col = prices.column.get(ticker);
    return col === undefined || prices.first[col] < 0
      ? []
      : [{ ticker, firstDate: prices.dates[prices.first[col]] }];
  });
}

/** The panel up to row `end` (views, no copies). */
function panelThrough(p: Panel, end: number): Panel {
  if (end >= p.dates.length - 1) return p;
  const n = (end + 1) * p.tickers.length;
  return {
    ...p,
    dates: p.dates.slice(0, end + 1),
    open: p.open.subarray(0, n),
    high: p.high.subarray(0, n),
    low: p.low.subarray(0, n),
    close: p.close.subarray(0, n),
    adjClose: p.adjClose.subarray(0, n),
    volume: p.volume.subarray(0, n),
    dividend: p.dividend.subarray(0, n),
    first: p.first.map((f) => (f > end ? -1 : f)),
    last: p.last.map((l) => Math.min(l, end)),
  };
}

/**
 * The first simulated row: the start year's first trading day; on long-run monthly history, the close of
 * the month before it, so the start year's first month is a return in the result (a monthly row is a
 * whole month, not a day).
 */
function startDateOf(prices: Panel, startYear: number): string {
  const yearStart = `${startYear}-01-01`;
  return yearStart >= prices.dates[0] ? yearStart : `${startYear - 1}-12-31`;
}

function longRunFor(
  market: MarketData,
  prices: Panel,
  startDate: string,
): { panel: Panel; longRun?: LongRun } {
  const { series } = market;
  if (startDate >= prices.dates[0]) return { panel: prices };
  const price = series.get("shiller_sp500");
  const dividend = series.get("shiller_dividend");
  const proxies: Record<string, Series> = {};
  if (price && dividend) {
    const tr = sp500TotalReturn(price, dividend);
    for (const t of S_AND_P_500_FUNDS) proxies[t] = tr;
  }
  const { panel, monthlyRows } = extendWithMonthlyHistory(prices, proxies, startDate);
  return { panel, longRun: { monthlyRows, monthlyCash: series.get("ff_rf") ?? null } };
}

export type Run = { result: SimulationResult; models: StoredResult["models"]; valueGaps: ModelValueGaps[] };

/** The models whose runs held cash for want of screen values, in definition order. */
const valueGapsOf = (spec: EngineSpec, names: string[], runs: SimulationResult[]): ModelValueGaps[] =>
  runs.flatMap((r, k) =>
    r.valueGaps.length ? [{ model: spec.modelIndexes[k], name: names[k], spans: r.valueGaps }] : [],
  );

/** One engine run, yielding the share done at each simulated year end (simulate.ts simulationSteps). */
function* run(spec: EngineSpec, e: EngineRun): Generator<number, Run> {
  const { market, settings, panel, longRun, startDate } = e;
  const variant = {
    ...settings.variant,
    startingCapital: settings.startingCapital,
    startDate,
    fx: settings.baseCurrency === "USD" ? null : market.series.get(fxSeriesId(settings.baseCurrency))!,
    ...(settings.cashFlows
      ? { cashFlows: cashFlowSchedule(settings.cashFlows, market.series.get("cpi") ?? null) }
      : {}),
  };
  const cashRate = market.series.get("cash_rate") ?? null;
  if (spec.kind === "single") {
    const input = { panel, cashRate, spec: spec.spec, variant, longRun, records: e.records };
    const result = yield* simulationSteps(input);
    return { result, models: null, valueGaps: valueGapsOf(spec, [spec.spec.name], [result]) };
  }
  const combined = yield* combinedSteps({ panel, cashRate, spec: spec.spec, variant, longRun });
  const named = (r: RebalanceRecord): RebalanceRecord => ({
    ...r,
    holdings: r.holdings.map((h) => ({ ...h, ticker: spec.modelNames[Number(h.ticker.slice(1))] })),
  });
  return {
    result: {
      ...combined,
      rebalances: combined.rebalances.map(named),
      trades: combined.trades.map((t) => ({ ...t, ticker: spec.modelNames[Number(t.ticker.slice(1))] })),
    },
    models: combined.strategies.map((s, k) => ({ name: spec.modelNames[k], rebalances: s.rebalances })),
    valueGaps: valueGapsOf(spec, spec.modelNames, combined.strategies),
  };
}

/** What the portfolio's and the benchmark's engine runs share: one panel, calendar and settings. */
export interface EngineRun {
  market: MarketData;
  settings: SimulationSettings;
  panel: Panel;
  longRun?: LongRun;
  /** The first simulated row's date (startDateOf). */
  startDate: string;
  ctx: SpecContext;
  /** false: a single-model run makes no trade or rebalance records (StrategyInput.records; sweeps). */
  records?: boolean;
}

export function engineRunOf(input: ComputeInput): EngineRun {
  const { market, settings } = input;
  const end = runEndFor(market.prices, [input.definition, input.benchmark], input.screens).row;
  const prices = panelThrough(market.prices, end);
  const startDate = startDateOf(prices, settings.startYear);
  const { panel, longRun } = longRunFor(market, prices, startDate);
  const ctx = { market, screens: input.screens, monthlyRows: longRun?.monthlyRows ?? 0 };
  return { market, settings, panel, longRun, startDate, ctx };
}

/** One definition through the engine (tests/engine/golden.test.ts digests exactly this). */
export const simulateDefinition = (definition: PortfolioDefinition, e: EngineRun) =>
  runThrough(definitionSteps(definition, e));

const definitionSteps = (definition: PortfolioDefinition, e: EngineRun) =>
  run(engineSpecOf(definition, e.ctx), e);

/** Progress reported: the portfolio's run moves it from 0.05 to 0.7, the benchmark's from 0.7 to 0.9. */
export const PROGRESS_STAGES = { started: 0.05, portfolio: 0.7, benchmark: 0.9 } as const;

/**
 * Awaits `progress` at each simulated year end of both runs (the fraction of the whole, by stage) and
 * between the stages, so a queued run's progress moves while it computes; `progress` decides how
 * often it is worth writing down.
 */
export async function computeSimulation(
  input: ComputeInput,
  progress: (fraction: number) => Promise<void> = async () => {},
): Promise<StoredResult> {
  const engine = engineRunOf(input);
  const { started, portfolio, benchmark } = PROGRESS_STAGES;
  const main = await reporting(definitionSteps(input.definition, engine), started, portfolio, progress);
  await progress(portfolio);
  const bench = await benchmarkRun(input, engine, progress);
  await progress(benchmark);
  return storedResultOf(main, bench);
}

/**
 * The benchmark's run on the portfolio's calendar, kept per process (benchmarkRuns.ts); computed, it
 * moves `progress` through the benchmark's stage. It runs without the cash flows: it is compared on
 * the time-weighted series.
 */
export async function benchmarkRun(
  input: ComputeInput,
  engine: EngineRun,
  progress: (fraction: number) => Promise<void> = async () => {},
): Promise<BenchmarkRun> {
  const benchEngine = { ...engine, settings: { ...engine.settings, cashFlows: undefined } };
  const calendar = { first: engine.startDate, last: engine.panel.dates[engine.panel.dates.length - 1] };
  const { market, benchmark, screens, settings } = input;
  const key = benchmarkRunKey(benchmark, screens, settings, calendar, market.dataVersion);
  return benchmarkRunOf(key, async () => {
    const steps = definitionSteps(benchmark, benchEngine);
    const { portfolio: from, benchmark: to } = PROGRESS_STAGES;
    return (await reporting(steps, from, to, progress)).result;
  });
}

/** Drives a stepped run, passing each fraction f on as from + f (to - from). */
async function reporting<R>(
  steps: Generator<number, R>,
  from: number,
  to: number,
  progress: (fraction: number) => Promise<void>,
): Promise<R> {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await progress(from + step.value * (to - from));
  }
}

/** The portfolio's run (and its models) with its benchmark's, as a simulation stores them. */
export function storedResultOf(main: Run, benchRun: BenchmarkRun): StoredResult {
  const bench = benchRun.result;
  const sameDates =
    bench.dates.length === main.result.dates.length && bench.dates[0] === main.result.dates[0];
  const metrics: Partial<MetricsReport> = metricsReport(main.result, sameDates ? bench : null);
  delete metrics.growth;
  return {
    ...seriesOf(main.result),
    benchmarkValues: sameDates ? Array.from(bench.values) : null,
    monthlyPeriods: main.result.monthlyPeriods,
    rebalances: main.result.rebalances,
    trades: main.result.trades,
    taxes: main.result.taxes,
    models: main.models,
    valueGaps: main.valueGaps,
    ...(main.result.cashFlows
      ? { cashFlows: { ...main.result.cashFlows, balances: Array.from(main.result.cashFlows.balances) } }
      : {}),
    metrics: metrics as StoredResult["metrics"],
    benchmarkHeadline: benchRun.headline,
  };
}

const seriesOf = (r: SimulationResult) => ({
  dates: r.dates,
  values: Array.from(r.values),
  cashReturns: Array.from(r.cashReturns),
  exposure: Array.from(r.exposure),
});
