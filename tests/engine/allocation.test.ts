// Every allocation method and covariance estimator on tiny inputs with answers worked out here
// (closed forms for two assets, independent formula transcriptions, scipy-confirmed linkage orders).
import { describe, expect, it } from "vitest";
import { ALLOCATORS, allocate } from "@/server/engine/allocation/registry";
import {
  estimateCorrelation,
  estimateCovariance,
  estimateVariances,
  exponentialCovariance,
  ledoitWolfCovariance,
  sampleCovariance,
  type EstimatorOptions,
} from "@/server/engine/allocation/covariance";
import {
  blackLittermanMean,
  maximumRatioWeights,
  meanVarianceWeights,
  minimumVarianceWeights,
} from "@/server/engine/allocation/optimizers";
import { equalRiskContribution } from "@/server/engine/allocation/riskParity";
import { hrpWeights, linkageOrder } from "@/server/engine/allocation/hrp";
import type { AllocatorInput } from "@/server/engine/allocation/types";

const SAMPLE: EstimatorOptions = {
  covarianceEstimator: "sample",
  shrinkageIntensity: null,
  decayFactor: 0.94,
  correlationEstimator: "pearson",
};
const X4 = Float64Array.from([0.01, 0.02, -0.01, 0.0, 0.02, 0.01, 0.0, -0.03]); // L = 4, K = 2

function input(returns: Float64Array, K: number, over: Partial<AllocatorInput> = {}): AllocatorInput {
  return {
    returns,
    L: returns.length / K,
    K,
    tickers: ["A", "B", "C", "D"].slice(0, K),
    settings: {},
    estimator: SAMPLE,
    cashRate: 0,
    periodsPerYear: 252,
    ...over,
  };
}

/** Deterministic pseudo-returns (a fixed LCG) for windows long enough for every method. */
function lcgReturns(L: number, scales: number[], correlate = 0): Float64Array {
  let seed = 12345;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648 - 0.5;
  };
  const K = scales.length;
  const out = new Float64Array(L * K);
  for (let t = 0; t < L; t++) {
    const common = next();
    for (let i = 0; i < K; i++)
      out[t * K + i] = scales[i] * (correlate * common + (1 - correlate) * next()) + 0.0004 * (i + 1);
  }
  return out;
}

describe("covariance estimators", () => {
  it("sample: (n - 1) covariance", () => {
    // Means 0.005 and 0; deviations A (.005, -.015, .015, -.005), B (.02, 0, .01, -.03).
    const c = sampleCovariance(X4, 4, 2);
    expect(c[0]).toBeCloseTo(0.0005 / 3, 15);
    expect(c[3]).toBeCloseTo(0.0014 / 3, 15);
    expect(c[1]).toBeCloseTo(0.0004 / 3, 15);
    expect(c[2]).toBe(c[1]);
  });

  it("exponential: weights lambda^(L-1-t) normalised, around the weighted mean", () => {
    // lambda 0.5, L 4: weights 1/8, 1/4, 1/2, 1 over 15/8 -> 1/15, 2/15, 4/15, 8/15.
    const w = [1 / 15, 2 / 15, 4 / 15, 8 / 15];
    const a = [0.01, -0.01, 0.02, 0.0];
    const ma = a.reduce((s, x, k) => s + w[k] * x, 0);
    const va = a.reduce((s, x, k) => s + w[k] * (x - ma) ** 2, 0);
    expect(exponentialCovariance(X4, 4, 2, 0.5)[0]).toBeCloseTo(va, 15);
  });

  it("Ledoit-Wolf constant correlation (2004): automatic intensity from the paper's pi, rho, gamma", () => {
    const L = 8;
    const K = 3;
    const x = Float64Array.from([
      0.01, 0.02, 0.005, -0.02, -0.01, 0.0, 0.015, 0.0, 0.01, -0.005, 0.01, -0.02, 0.03, 0.01, 0.02, -0.01,
      -0.02, 0.0, 0.0, 0.005, -0.01, 0.02, 0.0, 0.01,
    ]);
    // Paper notation, transcribed independently: y demeaned, s with 1/T, target f, then pi, rho, gamma.
    const y: number[][] = [];
    for (let t = 0; t < L; t++)
      y.push(
        [0, 1, 2].map(
          (i) => x[t * K + i] - [0, 1, 2, 3, 4, 5, 6, 7].reduce((s, u) => s + x[u * K + i], 0) / L,
        ),
      );
    const s = (i: number, j: number) => y.reduce((acc, row) => acc + row[i] * row[j], 0) / L;
    let rbar = 0;
    for (let i = 0; i < K; i++)
      for (let j = i + 1; j < K; j++) rbar += s(i, j) / Math.sqrt(s(i, i) * s(j, j));
    rbar = (2 * rbar) / (K * (K - 1));
    const f = (i: number, j: number) => (i === j ? s(i, i) : rbar * Math.sqrt(s(i, i) * s(j, j)));
    const piij = (i: number, j: number) =>
      y.reduce((acc, row) => acc + (row[i] * row[j] - s(i, j)) ** 2, 0) / L;
    const theta = (k: number, i: number, j: number) =>
      y.reduce((acc, row) => acc + (row[k] * row[k] - s(k, k)) * (row[i] * row[j] - s(i, j)), 0) / L;
    let pi = 0;
    let rho = 0;
    let gamma = 0;
    for (let i = 0; i < K; i++) {
      for (let j = 0; j < K; j++) {
        pi += piij(i, j);
        gamma += (f(i, j) - s(i, j)) ** 2;
        if (i === j) rho += piij(i, i);
        else
          rho +=
            (rbar / 2) *
            (Math.sqrt(s(j, j) / s(i, i)) * theta(i, i, j) + Math.sqrt(s(i, i) / s(j, j)) * theta(j, i, j));
      }
    }
    const delta = Math.max(0, Math.min(1, (pi - rho) / gamma / L));
    expect(delta).toBeGreaterThan(0);
    expect(delta).toBeLessThan(1);
    const { cov, intensity } = ledoitWolfCovariance(x, L, K, null);
    expect(intensity).toBeCloseTo(delta, 12);
    for (let i = 0; i < K; i++)
      for (let j = 0; j < K; j++)
        expect(cov[i * K + j]).toBeCloseTo(delta * f(i, j) + (1 - delta) * s(i, j), 15);
    // A given intensity replaces the automatic one: 0.25 F + 0.75 S.
    expect(ledoitWolfCovariance(x, L, K, 0.25).cov[1]).toBeCloseTo(0.25 * f(0, 1) + 0.75 * s(0, 1), 15);
  });

  it("variances alone equal the diagonal of each estimator", () => {
    // Seven columns: one block of four summed together, then three one by one.
    const K = 7;
    const x = lcgReturns(30, [0.01, 0.02, 0.015, 0.03, 0.005, 0.012, 0.02], 0.5);
    for (const covarianceEstimator of ["sample", "ledoit_wolf", "exponential"] as const) {
      const opts = { ...SAMPLE, covarianceEstimator };
      const cov = estimateCovariance(x, 30, K, opts);
      const v = estimateVariances(x, 30, K, opts);
      for (let i = 0; i < K; i++) expect(v[i], covarianceEstimator).toBeCloseTo(cov[i * (K + 1)], 16);
    }
  });

  it("Spearman correlation ranks each column", () => {
    // A = .01, -.01, .02, 0 -> ranks 3, 1, 4, 2; B = .02, 0, .01, -.03 -> ranks 4, 2, 3, 1.
    // Rank deviations (0.5, -1.5, 1.5, -0.5) and (1.5, -0.5, 0.5, -1.5): products sum 3, squares 5 -> 0.6.
    const corr = estimateCorrelation(X4, 4, 2, sampleCovariance(X4, 4, 2), "spearman");
    expect(corr[1]).toBeCloseTo(0.6, 15);
  });
});

describe("optimisers against two-asset closed forms", () => {
  // Annual covariance: sigma 20% and 10%, correlation 0.25 -> cov 0.005.
  const S = Float64Array.from([0.04, 0.005, 0.005, 0.01]);

  it("minimum_variance: w1 = (s2^2 - s12) / (s1^2 + s2^2 - 2 s12), then the cap", () => {
    const w1 = (0.01 - 0.005) / (0.04 + 0.01 - 0.01); // 0.125
    const r = minimumVarianceWeights(S, 2, 1);
    expect(r.weights[0]).toBeCloseTo(w1, 8);
    expect(minimumVarianceWeights(S, 2, 0.6).weights[1]).toBeCloseTo(0.6, 8);
    const capped = minimumVarianceWeights(S, 2, 0.3);
    expect(capped.fallback).toBe("max_weight_infeasible");
    expect(capped.weights[0]).toBeCloseTo(0.5, 12);
  });

  it("mean_variance: w1 = (mu1 - mu2 + lambda (s2^2 - s12)) / (lambda (s1^2 + s2^2 - 2 s12))", () => {
    const mu = Float64Array.from([0.08, 0.03]);
    const w1 = (0.05 + 2 * 0.005) / (2 * 0.04); // 0.75
    expect(meanVarianceWeights(mu, S, 2, 2, 1).weights[0]).toBeCloseTo(w1, 8);
    // Risk aversion 10: (0.05 + 0.05) / 0.4 = 0.25.
    expect(meanVarianceWeights(mu, S, 2, 10, 1).weights[0]).toBeCloseTo(0.25, 8);
  });

  it("maximum_sharpe: w proportional to Sigma^-1 mu; all excess returns negative -> minimum variance", () => {
    const mu = Float64Array.from([0.08, 0.03]);
    // Sigma^-1 mu ∝ (0.01 * 0.08 - 0.005 * 0.03, 0.04 * 0.03 - 0.005 * 0.08) = (0.00065, 0.0008).
    const r = maximumRatioWeights(mu, S, 2, 1);
    expect(r.weights[0]).toBeCloseTo(0.00065 / 0.00145, 8);
    const neg = maximumRatioWeights(Float64Array.from([-0.01, -0.02]), S, 2, 1);
    expect(neg.fallback).toBe("all_expected_returns_negative");
    expect(neg.weights[0]).toBeCloseTo(0.125, 8);
  });

  it("black_litterman: no views reproduce equal weights; a confident view moves the mean towards it", () => {
    const mu = blackLittermanMean(S, 2, ["A", "B"], 2, 0.05, 0.5, {});
    // pi = lambda Sigma w_eq = 2 * (0.0225, 0.0075) = (0.045, 0.015).
    expect(mu[0]).toBeCloseTo(0.045, 15);
    expect(meanVarianceWeights(mu, S, 2, 2, 1).weights[0]).toBeCloseTo(0.5, 8);
    // One view on A of 10%, confidence 1 (Omega = 0): mu_A = pi_A + tau s1^2 (Q - pi_A) / (tau s1^2) = Q.
    const full = blackLittermanMean(S, 2, ["A", "B"], 2, 0.05, 1, { A: 0.1 });
    expect(full[0]).toBeCloseTo(0.1, 12);
    // B moves by tau s12 (Q - pi_A) / (tau s1^2) = 0.005 * 0.055 / 0.04.
    expect(full[1]).toBeCloseTo(0.015 + (0.005 * 0.055) / 0.04, 12);
    // Confidence 0.5: Omega = tau s1^2, so A moves half way.
    expect(blackLittermanMean(S, 2, ["A", "B"], 2, 0.05, 0.5, { A: 0.1 })[0]).toBeCloseTo(
      0.045 + 0.055 / 2,
      12,
    );
  });

  it("risk_parity: equal risk contributions (inverse volatility for two assets)", () => {
    const w = equalRiskContribution(S, 2)!;
    expect(w[0]).toBeCloseTo(1 / 3, 10);
    const S3 = Float64Array.from([0.04, 0.006, 0.002, 0.006, 0.0225, 0.003, 0.002, 0.003, 0.01]);
    const w3 = equalRiskContribution(S3, 3)!;
    const rc = [0, 1, 2].map((i) => w3[i] * [0, 1, 2].reduce((s, j) => s + S3[i * 3 + j] * w3[j], 0));
    expect(rc[0]).toBeCloseTo(rc[1], 14);
    expect(rc[1]).toBeCloseTo(rc[2], 14);
    expect(w3.reduce((s, v) => s + v, 0)).toBeCloseTo(1, 14);
  });

  it("maximum_diversification: uncorrelated assets get w proportional to 1 / sigma", () => {
    // Rows alternate so the two columns have zero sample correlation; sigma_B = 2 sigma_A.
    const cycle = [0.01, 0.02, 0.01, -0.02, -0.01, 0.02, -0.01, -0.02];
    const x = Float64Array.from([...cycle, ...cycle, ...cycle]);
    const r = ALLOCATORS.maximum_diversification(input(x, 2));
    expect(r.weights[0]).toBeCloseTo(2 / 3, 8);
  });
});

describe("hierarchical_risk_parity", () => {
  it("leaf order per linkage matches scipy (single chains C onto A-B; the others join C to D-E)", () => {
    const D = Float64Array.from([
      0, 0.3, 0.35, 0.9, 0.8, 0.3, 0, 0.9, 0.7, 0.95, 0.35, 0.9, 0, 0.5, 0.55, 0.9, 0.7, 0.5, 0, 0.4, 0.8,
      0.95, 0.55, 0.4, 0,
    ]);
    // scipy.cluster.hierarchy.leaves_list(linkage(squareform(D), method)), scipy 1.17.
    expect(linkageOrder(D, 5, "single")).toEqual([2, 0, 1, 3, 4]);
    for (const m of ["complete", "average", "ward"] as const)
      expect(linkageOrder(D, 5, m)).toEqual([0, 1, 2, 3, 4]);
  });

  it("bisects C | A B: alpha = 1 - V_C / (V_C + V_AB)", () => {
    // sigma 0.2, 0.2, 0.1; rho_AB 0.9, C uncorrelated. Order C, A, B.
    const cov = Float64Array.from([0.04, 0.036, 0, 0.036, 0.04, 0, 0, 0, 0.01]);
    const corr = Float64Array.from([1, 0.9, 0, 0.9, 1, 0, 0, 0, 1]);
    // V_C = 0.01; V_AB with 1/2, 1/2 = 0.25 (0.04 + 0.04 + 2 * 0.036) = 0.038.
    const alphaC = 1 - 0.01 / 0.048;
    const w = hrpWeights(cov, corr, 3, "single");
    expect(w[2]).toBeCloseTo(alphaC, 14);
    expect(w[0]).toBeCloseTo((1 - alphaC) / 2, 14);
    expect(w[1]).toBeCloseTo((1 - alphaC) / 2, 14);
  });
});

describe("allocate(): shared degenerate cases and the method registry", () => {
  const long = lcgReturns(120, [0.01, 0.02, 0.015], 0.5);

  it("every catalogue method returns long-only weights summing to 1", () => {
    for (const method of Object.keys(ALLOCATORS)) {
      const r = allocate(
        method,
        input(long, 3, { settings: { weight: { A: 0.2, B: 0.3, C: 0.5 }, maxWeight: 0.6 } }),
      );
      expect(r.weights.length, method).toBe(3);
      expect(
        r.weights.reduce((s, v) => s + v, 0),
        method,
      ).toBeCloseTo(1, 9);
      expect(Math.min(...r.weights), method).toBeGreaterThanOrEqual(0);
    }
  });

  it("one asset, too little history, zero variance", () => {
    expect(allocate("minimum_variance", input(long.subarray(0, 120), 1))).toEqual({
      weights: Float64Array.from([1]),
      fallback: "single_asset",
    });
    expect(allocate("risk_parity", input(long.subarray(0, 27), 3)).fallback).toBe("insufficient_history");
    const flat = Float64Array.from({ length: 40 }, (_, k) => (k % 2 ? 0 : 0.01 * ((k % 4) - 1)));
    for (const m of [
      "inverse_volatility",
      "risk_parity",
      "minimum_variance",
      "maximum_sharpe",
      "hierarchical_risk_parity",
    ]) {
      expect(allocate(m, input(flat, 2)), m).toEqual({
        weights: Float64Array.from([0.5, 0.5]),
        fallback: "zero_variance",
      });
    }
  });
});
