// get_efficient_frontier: the instruments' daily total returns over the years asked (rows where all of
// them trade), with the allocation methods' estimators and solver (engine/analysis/frontier.ts); the
// cash rate is the window's mean of the build's cash_rate series. Given weights (the current mix) are
// placed on the same window, estimator and cash rate.
import { invalid } from "@/server/errors";
import type { MarketData } from "@/server/engine/data/panel";
import type { CovarianceEstimatorId } from "@/server/engine/allocation/covariance";
import { efficientFrontier } from "@/server/engine/analysis/frontier";
import { MIN_HISTORY_ROWS } from "@/server/engine/allocation/types";
import { TRADING_DAYS_PER_YEAR } from "@/server/engine/statistics";
import { lookbackWindow } from "@/server/engine/simulation/window";
import { returnsColumn } from "@/server/engine/simulation/loop/columns";
import { columnsOf, rowsOf } from "@/server/domain/analysis/window";

export interface FrontierRequest {
  instruments: string[];
  startYear: number;
  endYear: number | null;
  minWeight: number;
  maxWeight: number;
  points: number;
  covarianceEstimator: CovarianceEstimatorId;
  /** A mix to place beside the frontier: weight by ticker, summing to 1; a listed ticker left out is 0. */
  weights?: Record<string, number>;
}

/** The mix as K weights in the order of the instruments; a ticker outside them or a sum off 1 is invalid. */
function mixOf(instruments: string[], weights: Record<string, number>): Float64Array {
  const index = new Map(instruments.map((t, i) => [t.toUpperCase(), i]));
  const w = new Float64Array(instruments.length);
  for (const [ticker, x] of Object.entries(weights)) {
    const i = index.get(ticker.toUpperCase());
    if (i === undefined)
      throw invalid(
        `/weights/${ticker}`,
        `${ticker} is not one of the instruments.`,
        "Give weights only for the instruments listed.",
      );
    w[i] = x;
  }
  const total = w.reduce((a, b) => a + b, 0);
  if (Math.abs(total - 1) > 1e-6)
    throw invalid(
      "/weights",
      `The weights sum to ${Number(total.toFixed(6))}, not 1.`,
      "Give weights that add up to 1.",
    );
  return w;
}

/** Mean of a percent series over [from, to], as a fraction; 0 without values. */
function meanRate(dates: string[], values: Float64Array, from: string, to: string): number {
  let sum = 0;
  let n = 0;
  dates.forEach((d, k) => {
    if (d >= from && d <= to) {
      sum += values[k];
      n++;
    }
  });
  return n ? sum / n / 100 : 0;
}

export function frontierOf(market: MarketData, req: FrontierRequest) {
  const { prices } = market;
  const K = req.instruments.length;
  if (req.minWeight * K > 1 + 1e-12)
    throw invalid(
      "/minWeight",
      `${K} weights of at least ${req.minWeight} sum to more than 1.`,
      `Use a minWeight of at most ${1 / K}.`,
    );
  if (req.maxWeight * K < 1 - 1e-12)
    throw invalid(
      "/maxWeight",
      `${K} weights of at most ${req.maxWeight} cannot sum to 1.`,
      `Use a maxWeight of at least ${1 / K}.`,
    );
  if (req.minWeight > req.maxWeight)
    throw invalid("/minWeight", "minWeight is above maxWeight.", "Choose minWeight <= maxWeight.");
  const cols = columnsOf(prices, req.instruments, "/instruments");
  const mix = req.weights && mixOf(req.instruments, req.weights);
  const { first, last } = rowsOf(prices, req.startYear, req.endYear);
  // Returns of rows first + 1..last: every day's return inside the window.
  const columns = cols.map((col) => returnsColumn(prices, col));
  const window = lookbackWindow(columns, last, last - first, 1, first + 1);
  if (window.L < MIN_HISTORY_ROWS)
    throw invalid(
      "/startYear",
      `Only ${window.L} days where every instrument trades in the window.`,
      "Choose instruments with a common history, or other years.",
    );
  const from = prices.dates[first];
  const to = prices.dates[last];
  const cash = market.series.get("cash_rate");
  const cashRate = cash ? meanRate(cash.dates, cash.values, from, to) : 0;
  const estimator = {
    covarianceEstimator: req.covarianceEstimator,
    shrinkageIntensity: null,
    decayFactor: 0.94,
    correlationEstimator: "pearson" as const,
  };
  const f = efficientFrontier({
    returns: window.returns,
    L: window.L,
    K,
    estimator,
    cashRate,
    periodsPerYear: TRADING_DAYS_PER_YEAR,
    minWeight: req.minWeight,
    maxWeight: req.maxWeight,
    points: req.points,
    weights: mix,
  });
  const tickers = cols.map((c) => prices.tickers[c]);
  const weightsOf = (w: Float64Array) => Object.fromEntries(tickers.map((t, i) => [t, w[i]]));
  const shaped = <P extends { volatility: number; return: number; sharpe: number; weights: Float64Array }>(
    p: P,
  ) => ({ volatility: p.volatility, return: p.return, sharpe: p.sharpe, weights: weightsOf(p.weights) });
  return {
    points: f.points.map(shaped),
    minimumVariance: { ...shaped(f.minimumVariance), fallback: f.minimumVariance.fallback },
    maximumSharpe: { ...shaped(f.maximumSharpe), fallback: f.maximumSharpe.fallback },
    instruments: f.instruments.map((p, i) => ({ ticker: tickers[i], ...p })),
    window: { from, to, days: window.L },
    cashRate,
    estimator: { covarianceEstimator: req.covarianceEstimator, shrinkageIntensity: null, decayFactor: 0.94 },
    ...(f.portfolio && { portfolio: shaped(f.portfolio) }),
  };
}
