// Walk-forward on synthetic value series whose choices and growth are worked out by hand here: the
// windows, the choice per window, the stitched growth, no look-ahead, and one variant = its own returns.
import { describe, expect, it } from "vitest";
import { headline } from "@/server/engine/metrics/headline";
import {
  efficiency,
  walkForward,
  walkForwardWindows,
  type WalkForwardInput,
} from "@/server/engine/research/walkForward";
import { seededRandom } from "@/server/engine/analysis/random";
import { weekdays } from "./tinyPanel";

// Weekdays 2020-01-01 .. 2022-12-30 (783 rows).
const dates = weekdays("2020-01-01", 783);
const CAPITAL = 10_000;
const row = (date: string) => dates.findIndex((d) => d >= date);

/** Values from 100 growing by daily return r(t) on row t. */
function path(r: (t: number) => number): Float64Array {
  const v = new Float64Array(dates.length);
  v[0] = 100;
  for (let t = 1; t < dates.length; t++) v[t] = v[t - 1] * (1 + r(t));
  return v;
}

/** A stream of standard normal draws from a fixed seed. */
function normals(seed: number): () => number {
  const draws = new Float64Array(200_000);
  seededRandom(seed).fillNormal(draws);
  let k = 0;
  return () => draws[k++];
}

const end2020 = row("2021-01-01");
// Variant 0 gains 0.1 % a day in 2020 and loses 0.1 % a day after; variant 1 gains 0.05 % every day.
const swinging = path((t) => (t < end2020 ? 0.001 : -0.001));
const steady = path(() => 0.0005);

function input(values: (Float64Array | null)[], over: Partial<WalkForwardInput> = {}): WalkForwardInput {
  return {
    dates,
    values,
    cashReturns: new Float64Array(dates.length),
    trainMonths: 12,
    testMonths: 6,
    anchored: false,
    rankBy: "cagr",
    startingCapital: CAPITAL,
    ...over,
  };
}

describe("walk-forward windows", () => {
  it("rolls 12 months of training then 6 of testing, stepping by 6, the last test cut by the data", () => {
    const w = walkForwardWindows(dates, 12, 6, false);
    const spans = w.map((x) => [x.trainFrom, x.trainTo, x.testFrom, x.testTo].map((k) => dates[k]));
    expect(spans).toEqual([
      ["2020-01-01", "2020-12-31", "2021-01-01", "2021-06-30"],
      ["2020-07-01", "2021-06-30", "2021-07-01", "2021-12-31"],
      ["2021-01-01", "2021-12-31", "2022-01-03", "2022-06-30"],
      ["2021-07-01", "2022-06-30", "2022-07-01", "2022-12-30"],
    ]);
  });

  it("anchored training always starts at the first row", () => {
    const w = walkForwardWindows(dates, 12, 6, true);
    expect(w.map((x) => x.trainFrom)).toEqual([0, 0, 0, 0]);
    expect(w.map((x) => dates[x.testFrom])).toEqual(["2021-01-01", "2021-07-01", "2022-01-03", "2022-07-01"]);
  });

  it("is empty when one training and testing span does not fit in the data", () => {
    // The data ends on Friday 2022-12-30: 30 + 6 months (to 2023-01-01) is whole, 30 + 7 is not.
    expect(walkForwardWindows(dates, 30, 7, false)).toEqual([]);
    expect(walkForwardWindows(dates, 30, 6, false)).toHaveLength(1);
    expect(walkForwardWindows(dates, 24, 12, true)).toHaveLength(1);
    expect(walkForward(input([steady], { trainMonths: 36, testMonths: 1 }))).toBeNull();
  });
});

describe("walk-forward choice and growth", () => {
  it("picks by the training window only and stitches the chosen variants' test returns", () => {
    const out = walkForward(input([swinging, steady]))!;
    // Training 2020: variant 0 (+0.1 %/day) beats variant 1 (+0.05 %/day). From the second window on,
    // variant 0's training mixes gains and losses (about flat) and variant 1 wins.
    expect(out.windows.map((w) => w.chosen)).toEqual([0, 1, 1, 1]);
    const w0 = out.windows[0];
    const firstHalf = w0.testTo - w0.testFrom + 1;
    const rest = out.returns.length - firstHalf;
    expect(out.returns.subarray(0, firstHalf).every((r) => Math.abs(r + 0.001) < 1e-15)).toBe(true);
    expect(out.returns.subarray(firstHalf).every((r) => Math.abs(r - 0.0005) < 1e-15)).toBe(true);
    expect(out.outOfSampleGrowth[0]).toBe(CAPITAL);
    const end = out.outOfSampleGrowth[out.outOfSampleGrowth.length - 1];
    expect(end / (CAPITAL * 0.999 ** firstHalf * 1.0005 ** rest)).toBeCloseTo(1, 12);
    expect(out.outOfSample.endValue).toBeCloseTo(end, 8);
    expect(out.dates[0]).toBe("2020-12-31");
    expect(out.dates[out.dates.length - 1]).toBe("2022-12-30");
    // In sample: the best over the whole span is the steady variant, from the capital on the same dates.
    expect(out.bestOverall).toBe(1);
    expect(
      out.inSampleGrowth[out.inSampleGrowth.length - 1] / (CAPITAL * 1.0005 ** out.returns.length),
    ).toBeCloseTo(1, 12);
    // A window's in-sample metrics are the chosen variant's on its training rows.
    const train0 = headline(
      dates.slice(0, end2020),
      swinging.subarray(0, end2020),
      new Float64Array(end2020),
    );
    expect(w0.inSample.cagr).toBe(train0.cagr);
    expect(w0.outOfSample.totalReturn).toBeCloseTo(0.999 ** firstHalf - 1, 12);
  });

  it("walk-forward efficiency is the out-of-sample CAGR over the chosen variants' mean in-sample CAGR", () => {
    const out = walkForward(input([swinging, steady]))!;
    const meanIs = out.windows.reduce((a, w) => a + w.inSample.cagr!, 0) / out.windows.length;
    expect(out.efficiency).toBe(out.outOfSample.cagr! / meanIs);
    expect(efficiency(0.05, [0.1, 0.1])).toBe(0.5);
    expect(efficiency(0.05, [-0.1, 0.05])).toBeNull();
    expect(efficiency(null, [0.1])).toBeNull();
  });

  it("ranks volatility lowest-first and max drawdown closest to 0; failed variants are skipped", () => {
    const noisy = path((t) => (t % 2 ? 0.02 : -0.015));
    expect(walkForward(input([noisy, steady], { rankBy: "volatility" }))!.windows[0].chosen).toBe(1);
    expect(walkForward(input([noisy, steady], { rankBy: "maxDrawdown" }))!.windows[0].chosen).toBe(1);
    expect(
      walkForward(input([null, noisy], { rankBy: "sharpe" }))!.windows.every((w) => w.chosen === 1),
    ).toBe(true);
    // Equal scores: the lower index wins.
    expect(walkForward(input([steady, steady]))!.windows.every((w) => w.chosen === 0)).toBe(true);
  });

  it("no look-ahead: replacing every value after a window's training rows never changes its choice", () => {
    const random = normals(24);
    const variants = Array.from({ length: 6 }, () => path(() => 0.0002 + random() * 0.01));
    const base = walkForward(input(variants, { rankBy: "sharpe" }))!;
    for (const [k, w] of base.windows.entries()) {
      // Every variant's values from the test window on become fresh noise (variant 0 made the best by far).
      const perturbed = variants.map((v, n) => {
        const p = Float64Array.from(v);
        for (let t = w.testFrom; t < p.length; t++)
          p[t] = p[t - 1] * (1 + random() * 0.01 + (n === 0 ? 0.01 : 0));
        return p;
      });
      const again = walkForward(input(perturbed, { rankBy: "sharpe" }))!;
      expect(again.windows[k].chosen).toBe(w.chosen);
      expect(again.windows[k].inSample).toEqual(w.inSample);
      // The test data did change what happened out of sample, and later windows then pick variant 0.
      expect(again.returns[w.testFrom - base.windows[0].trainTo - 1]).not.toBe(
        base.returns[w.testFrom - base.windows[0].trainTo - 1],
      );
      if (k + 1 < base.windows.length) expect(again.windows[k + 1].chosen).toBe(0);
    }
  });

  it("one variant: the stitched returns are its own daily returns on the test rows, bit for bit", () => {
    const random = normals(7);
    const only = path(() => random() * 0.015);
    for (const anchored of [false, true]) {
      const out = walkForward(input([only], { anchored, trainMonths: 7, testMonths: 5 }))!;
      const origin = out.windows[0].trainTo;
      for (let k = 0; k < out.returns.length; k++)
        expect(out.returns[k]).toBe(only[origin + k + 1] / only[origin + k] - 1);
      for (let k = 0; k < out.outOfSampleGrowth.length; k++) {
        expect(out.outOfSampleGrowth[k] / ((CAPITAL * only[origin + k]) / only[origin])).toBeCloseTo(1, 12);
      }
      expect(out.outOfSample.cagr).toBeCloseTo(out.inSample.cagr!, 12);
    }
  });
});
