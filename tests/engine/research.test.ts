// The sweep's overfitting statistics: the deflated Sharpe ratio against the paper's worked example and a
// hand computation, and the probability of backtest overfitting on synthetic returns with fixed seeds.
import { describe, expect, it } from "vitest";
import { deflatedSharpe, expectedMaxSharpe, shapeOf } from "@/server/engine/research/deflatedSharpe";
import { probabilityOfOverfitting } from "@/server/engine/research/overfitting";
import { overfittingSentence } from "@/server/engine/research/sentence";
import { seededRandom } from "@/server/engine/analysis/random";

describe("deflated Sharpe ratio", () => {
  it("matches the paper's worked example (Bailey and López de Prado 2014, section 4)", () => {
    // 100 trials whose annualised Sharpe ratios vary by 1/2, five years of daily returns (T = 1,250 at
    // 250 a year), the best at an annualised 2.5 with skewness -3 and kurtosis 10: SR0 = 0.1132 a day
    // and a deflated Sharpe of 0.9004, as the paper prints them.
    const perDay = (annual: number) => annual / Math.sqrt(250);
    expect(expectedMaxSharpe(100, 0.5 / 250)).toBeCloseTo(0.1132, 4);
    const { deflatedSharpe: dsr, luckSharpe } = deflatedSharpe({
      sharpe: perDay(2.5),
      observations: 1250,
      skewness: -3,
      kurtosis: 10,
      trials: 100,
      sharpeVariance: 0.5 / 250,
    });
    expect(luckSharpe).toBeCloseTo(0.1132, 4);
    expect(dsr).toBeCloseTo(0.9004, 3);
  });

  it("equals a hand computation of the formula on a stated set of trials", () => {
    // Ten trials with per-day Sharpe ratios 0.01 .. 0.10: mean 0.055, sample variance 0.000916667.
    // E[max] with N = 10: Z^-1(0.9) = 1.2815516, Z^-1(1 - 1/(10e)) = Z^-1(0.9632121) = 1.7892418;
    // SR0 = sqrt(0.000916667) * (0.4227843 * 1.2815516 + 0.5772157 * 1.7892418) = 0.0302765 * 1.5745937
    // = 0.0476733. Best 0.10 over 1,000 days, skewness 0, kurtosis 3:
    // z = (0.10 - 0.0476733) * sqrt(999) / sqrt(1 + 0.5 * 0.01) = 1.6497677; Phi(1.6497677) = 0.9505048.
    const sharpes = Array.from({ length: 10 }, (_, k) => (k + 1) / 100);
    const m = sharpes.reduce((a, b) => a + b) / 10;
    const variance = sharpes.reduce((a, b) => a + (b - m) ** 2, 0) / 9;
    expect(variance).toBeCloseTo(0.000916667, 9);
    const out = deflatedSharpe({
      sharpe: 0.1,
      observations: 1000,
      skewness: 0,
      kurtosis: 3,
      trials: 10,
      sharpeVariance: variance,
    });
    expect(out.luckSharpe).toBeCloseTo(0.0476733, 6);
    expect(out.deflatedSharpe).toBeCloseTo(0.9505048, 6);
  });

  it("reads skewness and kurtosis as the paper's moment estimators", () => {
    expect(shapeOf([1, 2, 3, 4, 5])).toEqual({ skewness: 0, kurtosis: 1.7 });
    expect(shapeOf([0, 0, 0, 10]).skewness).toBeCloseTo(1.1547005, 6);
  });
});

/** `variants` series of `months` monthly returns, normal noise with sd 4 %, and `edge` added to variant 0. */
function synthetic(seed: number, variants: number, months: number, edge: number): Float64Array[] {
  const random = seededRandom(seed);
  return Array.from({ length: variants }, (_, n) => {
    const r = new Float64Array(months);
    random.fillNormal(r);
    return r.map((x) => 0.04 * x + (n === 0 ? edge : 0));
  });
}

describe("probability of backtest overfitting (CSCV, 16 blocks)", () => {
  it("is about 0.5 on variants that are pure noise", () => {
    const pbos = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) =>
      probabilityOfOverfitting(synthetic(seed, 50, 240, 0))!,
    );
    const average = pbos.reduce((a, b) => a + b) / pbos.length;
    expect(average).toBeGreaterThan(0.4);
    expect(average).toBeLessThan(0.65);
  });

  it("is near 0 where one variant is truly better", () => {
    for (const seed of [1, 2, 3])
      expect(probabilityOfOverfitting(synthetic(seed, 50, 240, 0.03))!).toBeLessThan(0.05);
  });

  it("needs two variants and two rows a block", () => {
    expect(probabilityOfOverfitting(synthetic(1, 1, 240, 0))).toBeNull();
    expect(probabilityOfOverfitting(synthetic(1, 5, 31, 0))).toBeNull();
    expect(probabilityOfOverfitting(synthetic(1, 5, 32, 0))).not.toBeNull();
  });
});

describe("the overfitting sentence", () => {
  it("says luck or skill in words, with the figures", () => {
    expect(
      overfittingSentence({
        trials: 120,
        bestSharpe: 0.94,
        deflatedSharpe: 0.41,
        probabilityOfOverfitting: null,
      }),
    ).toBe(
      "With 120 variants tried, the best Sharpe ratio, 0.94, is no better than luck would give (deflated Sharpe 0.41).",
    );
    expect(
      overfittingSentence({
        trials: 12,
        bestSharpe: 1.5,
        deflatedSharpe: 0.97,
        probabilityOfOverfitting: 0.04,
      }),
    ).toBe(
      "With 12 variants tried, the best Sharpe ratio, 1.50, is unlikely to be luck alone (deflated Sharpe 0.97), and the variant best in one half of the history ranked in the lower half of the other in 4 % of splits.",
    );
  });
});
