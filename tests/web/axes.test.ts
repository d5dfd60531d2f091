// The charts' value ticks (components/charts/axes.ts) on the ranges the issue found unround: a drawdown
// to −38 % read −10/−19/−28/−38 and a rolling volatility to 26 % read 0/7/13/20/26; a factor chart's
// labels to one digit repeated "−0.1".
import { describe, expect, it } from "vitest";
import { niceTicks, stepDigits, valueRange } from "@/components/charts/axes";
import { formatNumber, formatPercent } from "@/components/ui/format";

describe("niceTicks", () => {
  it("puts a drawdown to −38 % on 10 % steps", () => {
    expect(niceTicks(-0.38, 0, { minStep: 0.01 })).toEqual([-0.4, -0.3, -0.2, -0.1, 0]);
  });

  it("puts a rolling volatility to 26 % on 5 % steps", () => {
    expect(niceTicks(0.02, 0.26, { minStep: 0.01 })).toEqual([0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3]);
  });

  it("keeps whole percents for a shallow drawdown, so no label repeats", () => {
    const ticks = niceTicks(-0.012, 0, { minStep: 0.01 });
    expect(ticks).toEqual([-0.02, -0.01, 0]);
    const labels = ticks.map((t) => formatPercent(t, 0));
    expect(new Set(labels).size).toBe(labels.length);
  });

  it("puts money on 1, 2 or 5 times a power of ten", () => {
    expect(niceTicks(9_800, 31_200)).toEqual([5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 35_000]);
    expect(niceTicks(10_000, 12_300)).toEqual([10_000, 10_500, 11_000, 11_500, 12_000, 12_500]);
  });

  it("writes factor loadings with the digits their step needs: no repeated label", () => {
    const ticks = niceTicks(-0.12, 0.08, { most: 5 });
    expect(ticks).toEqual([-0.15, -0.1, -0.05, 0, 0.05, 0.1]);
    const labels = ticks.map((t) => formatNumber(t, stepDigits(ticks[1] - ticks[0])));
    expect(new Set(labels).size).toBe(labels.length);
    expect(stepDigits(0.1)).toBe(1);
    expect(stepDigits(5)).toBe(0);
  });

  it("spans a flat series and survives an empty one", () => {
    expect(niceTicks(0, 0)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(valueRange([], ["value"])).toEqual([0, 1]);
    expect(
      valueRange(
        [
          { value: 2, benchmark: null },
          { value: -1, benchmark: 5 },
        ],
        ["value", "benchmark"],
      ),
    ).toEqual([-1, 5]);
  });
});
