// "No entry may exist that the engine will not run": every allocation method the catalogue lists has
// an engine allocator that returns valid weights, and every risk series a preset or condition may read
// is built from the committed data build.
import { describe, expect, it } from "vitest";
import { ALLOCATION_METHODS } from "@/server/catalogue/allocationMethods";
import { RISK_PRESETS, RISK_SERIES, type RiskSeriesId } from "@/server/catalogue/riskPresets";
import { ALLOCATORS, allocate } from "@/server/engine/allocation/registry";
import { riskSeries } from "@/server/engine/risk/series";
import { getMarketData } from "@/server/data/load";

describe("catalogue entries the engine runs", () => {
  it("every allocation method id has an allocator", () => {
    const missing = ALLOCATION_METHODS.map((m) => m.id).filter((id) => !(id in ALLOCATORS));
    expect(missing).toEqual([]);
  });

  it("every allocation method allocates three assets into long-only weights summing to 1", () => {
    const L = 60;
    const K = 3;
    const returns = new Float64Array(L * K);
    for (let t = 0; t < L; t++)
      for (let i = 0; i < K; i++) returns[t * K + i] = 0.001 * (i + 1) + 0.01 * Math.sin(t * (i + 1));
    for (const m of ALLOCATION_METHODS) {
      const r = allocate(m.id, {
        returns,
        L,
        K,
        tickers: ["A", "B", "C"],
        cashRate: 0,
        periodsPerYear: 252,
        settings: { weight: { A: 0.2, B: 0.3, C: 0.5 } },
        estimator: {
          covarianceEstimator: "sample",
          shrinkageIntensity: null,
          decayFactor: 0.94,
          correlationEstimator: "pearson",
        },
      });
      expect(
        r.weights.reduce((s, v) => s + v, 0),
        m.id,
      ).toBeCloseTo(1, 9);
      expect(Math.min(...r.weights), m.id).toBeGreaterThanOrEqual(0);
    }
  });

  it("every risk series (and so every preset) is built from the data build", () => {
    const market = getMarketData();
    for (const id of Object.keys(RISK_SERIES) as RiskSeriesId[]) {
      const s = riskSeries(market, id);
      expect(s.values.length, id).toBeGreaterThan(250);
      expect(s.values.every(Number.isFinite), id).toBe(true);
    }
    for (const p of RISK_PRESETS) expect(Object.keys(RISK_SERIES)).toContain(p.series);
  });
});
