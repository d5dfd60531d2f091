// The efficient frontier on real data: its end points are the minimum_variance and maximum_sharpe
// allocation methods' weights on the same window (to 1e-8), every point's weights sum to 1 inside the
// bounds, and volatility and return rise along the efficient branch.
import { describe, expect, it } from "vitest";
import { getMarketData } from "@/server/data/load";
import { frontierOf } from "@/server/domain/analysis/frontier";
import { allocate } from "@/server/engine/allocation/registry";
import { lookbackWindow } from "@/server/engine/simulation/window";
import { rowsOf } from "@/server/domain/analysis/window";

const market = getMarketData();
const TICKERS = ["SPY", "IEF", "GLD", "EFA", "TLT", "VNQ"];

function methodWeights(
  method: "minimum_variance" | "maximum_sharpe",
  covarianceEstimator: "sample" | "ledoit_wolf",
  cashRate: number,
  maxWeight?: number,
) {
  const { prices } = market;
  const cols = TICKERS.map((t) => prices.column.get(t)!);
  const { first, last } = rowsOf(prices, 2008, 2019);
  const w = lookbackWindow(prices.adjClose, prices.tickers.length, cols, last, last - first, 1, first + 1);
  return allocate(method, {
    returns: w.returns,
    L: w.L,
    K: TICKERS.length,
    tickers: TICKERS,
    settings: maxWeight === undefined ? {} : { maxWeight },
    estimator: {
      covarianceEstimator,
      shrinkageIntensity: null,
      decayFactor: 0.94,
      correlationEstimator: "pearson",
    },
    cashRate,
    periodsPerYear: 252,
  }).weights;
}

describe("efficient frontier", () => {
  for (const [estimator, maxWeight] of [
    ["sample", 1],
    ["ledoit_wolf", 0.4],
  ] as const) {
    it(`end points equal the allocation methods (${estimator}, maxWeight ${maxWeight})`, () => {
      const f = frontierOf(market, {
        instruments: TICKERS,
        startYear: 2008,
        endYear: 2019,
        minWeight: 0,
        maxWeight,
        points: 30,
        covarianceEstimator: estimator,
      });
      const cap = maxWeight === 1 ? undefined : maxWeight;
      const mv = methodWeights("minimum_variance", estimator, f.cashRate, cap);
      const ms = methodWeights("maximum_sharpe", estimator, f.cashRate, cap);
      TICKERS.forEach((t, i) => {
        expect(Math.abs(f.points[0].weights[t] - mv[i])).toBeLessThan(1e-8);
        expect(Math.abs(f.minimumVariance.weights[t] - mv[i])).toBeLessThan(1e-8);
        expect(Math.abs(f.maximumSharpe.weights[t] - ms[i])).toBeLessThan(1e-8);
      });
      expect(f.cashRate).toBeGreaterThan(0);
      expect(f.points.length).toBe(30);
    });
  }

  it("weights sum to 1 within the bounds; volatility and return rise along the branch", () => {
    const f = frontierOf(market, {
      instruments: TICKERS,
      startYear: 2008,
      endYear: 2019,
      minWeight: 0.05,
      maxWeight: 0.5,
      points: 40,
      covarianceEstimator: "sample",
    });
    for (const p of [...f.points, f.maximumSharpe]) {
      const w = Object.values(p.weights);
      expect(Math.abs(w.reduce((a, b) => a + b, 0) - 1)).toBeLessThan(1e-12);
      for (const x of w) {
        expect(x).toBeGreaterThanOrEqual(0.05 - 1e-9);
        expect(x).toBeLessThanOrEqual(0.5 + 1e-9);
      }
    }
    for (let k = 1; k < f.points.length; k++) {
      expect(f.points[k].volatility).toBeGreaterThan(f.points[k - 1].volatility);
      expect(f.points[k].return).toBeGreaterThan(f.points[k - 1].return);
    }
    expect(f.maximumSharpe.sharpe).toBeGreaterThanOrEqual(Math.max(...f.points.map((p) => p.sharpe)) - 1e-9);
  });

  it("refuses bounds no weights can meet", () => {
    expect(() =>
      frontierOf(market, {
        instruments: TICKERS,
        startYear: 2008,
        endYear: 2019,
        minWeight: 0.2,
        maxWeight: 1,
        points: 10,
        covarianceEstimator: "sample",
      }),
    ).toThrow(
      expect.objectContaining({
        code: "invalid_arguments",
        details: [expect.objectContaining({ path: "/minWeight" })],
      }),
    );
  });
});
