// The efficient frontier on real data: its end points are the minimum_variance and maximum_sharpe
// allocation methods' weights on the same window (to 1e-8), every point's weights sum to 1 inside the
// bounds, and volatility and return rise along the efficient branch. Given weights are placed on the
// same estimates: their point equals the mix's own daily returns' annualised mean and sample volatility.
import { describe, expect, it } from "vitest";
import { getMarketData } from "@/server/data/load";
import { frontierOf } from "@/server/domain/analysis/frontier";
import { allocate } from "@/server/engine/allocation/registry";
import { lookbackWindow } from "@/server/engine/simulation/window";
import { returnsColumn } from "@/server/engine/simulation/loop/columns";
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
  const columns = cols.map((col) => returnsColumn(prices, col));
  const w = lookbackWindow(columns, last, last - first, 1, first + 1);
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

  describe("given weights (the current mix)", () => {
    const request = {
      instruments: TICKERS,
      startYear: 2008,
      endYear: 2019,
      minWeight: 0,
      maxWeight: 1,
      points: 20,
      covarianceEstimator: "sample" as const,
    };
    const MIX = { SPY: 0.4, IEF: 0.25, GLD: 0.1, EFA: 0.15, TLT: 0.05, VNQ: 0.05 };

    /** The mix's daily returns from the raw adjusted closes, on days every instrument trades. */
    function mixReturns(weights: Record<string, number>): number[] {
      const { prices } = market;
      const N = prices.tickers.length;
      const cols = TICKERS.map((t) => prices.column.get(t)!);
      const { first, last } = rowsOf(prices, 2008, 2019);
      const out: number[] = [];
      for (let r = first + 1; r <= last; r++) {
        const now = cols.map((c) => prices.adjClose[r * N + c]);
        const before = cols.map((c) => prices.adjClose[(r - 1) * N + c]);
        if ([...now, ...before].some((x) => !(x > 0))) continue;
        out.push(TICKERS.reduce((sum, t, i) => sum + (weights[t] ?? 0) * (now[i] / before[i] - 1), 0));
      }
      return out;
    }

    it("places them at the mix's own annualised mean and sample volatility", () => {
      const f = frontierOf(market, { ...request, weights: MIX });
      const r = mixReturns(MIX);
      const mean = r.reduce((a, b) => a + b, 0) / r.length;
      const variance = r.reduce((a, b) => a + (b - mean) ** 2, 0) / (r.length - 1);
      expect(r.length).toBe(f.window.days);
      expect(f.portfolio!.return).toBeCloseTo(mean * 252, 12);
      expect(f.portfolio!.volatility).toBeCloseTo(Math.sqrt(variance * 252), 12);
      expect(f.portfolio!.sharpe).toBeCloseTo((mean * 252 - f.cashRate) / Math.sqrt(variance * 252), 10);
      expect(f.portfolio!.weights).toEqual(MIX);
      // On or below the frontier: no efficient point has its volatility with a higher return missed.
      const above = f.points.filter((p) => p.volatility <= f.portfolio!.volatility + 1e-12);
      expect(Math.max(...above.map((p) => p.return))).toBeGreaterThan(f.portfolio!.return);
    });

    it("puts a single instrument on its own point and a frontier point back on itself", () => {
      const plain = frontierOf(market, request);
      const alone = frontierOf(market, { ...request, weights: { gld: 1 } }).portfolio!;
      const gld = plain.instruments[TICKERS.indexOf("GLD")];
      expect(alone.return).toBeCloseTo(gld.return, 14);
      expect(alone.volatility).toBeCloseTo(gld.volatility, 14);
      const p = plain.points[7];
      const back = frontierOf(market, { ...request, weights: p.weights }).portfolio!;
      expect(back.volatility).toBeCloseTo(p.volatility, 14);
      expect(back.return).toBeCloseTo(p.return, 14);
    });

    it("leaves the rest of the answer as without them, and has no portfolio when none are given", () => {
      const plain = frontierOf(market, request);
      const { portfolio, ...rest } = frontierOf(market, { ...request, weights: MIX });
      expect(portfolio).toBeDefined();
      expect("portfolio" in plain).toBe(false);
      expect(JSON.stringify(rest)).toBe(JSON.stringify(plain));
    });

    it("refuses a ticker outside the instruments and weights that do not sum to 1", () => {
      expect(() => frontierOf(market, { ...request, weights: { SPY: 0.5, QQQ: 0.5 } })).toThrow(
        expect.objectContaining({
          code: "invalid_arguments",
          details: [expect.objectContaining({ path: "/weights/QQQ" })],
        }),
      );
      expect(() => frontierOf(market, { ...request, weights: { SPY: 0.5, IEF: 0.4 } })).toThrow(
        expect.objectContaining({
          details: [expect.objectContaining({ path: "/weights", message: "The weights sum to 0.9, not 1." })],
        }),
      );
    });
  });
});
