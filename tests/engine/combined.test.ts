// The combined level: sub-strategies simulated on their own, then allocated between like instruments.
import { describe, expect, it } from "vitest";
import { simulateCombined } from "@/server/engine/simulation/combined";
import { simulateStrategy } from "@/server/engine/simulation/simulate";
import type { CombinedSpec } from "@/server/engine/simulation/spec";
import { leg, series, strategy, tinyPanel, variant, weekdays } from "./tinyPanel";

const only = (ticker: string) =>
  strategy([ticker], leg("fixed_weights", { settings: { weight: { [ticker]: 1 } } }));

describe("combined equal weight", () => {
  it("two single-instrument strategies combined 50/50 monthly equal the 50/50 portfolio", () => {
    const dates = [
      "2021-01-27",
      "2021-01-28",
      "2021-01-29",
      "2021-02-01",
      "2021-02-26",
      "2021-03-01",
      "2021-03-02",
    ];
    const panel = tinyPanel(dates, { A: [10, 10, 11, 11, 12, 12, 13], B: [20, 20, 18, 18, 18, 20, 20] });
    const spec: CombinedSpec = {
      name: "c",
      rebalanceEveryMonths: 1,
      strategies: [only("A"), only("B")],
      riskOn: leg("equal_weight"),
      riskOff: null,
      riskConditions: [],
    };
    const combined = simulateCombined({ panel, cashRate: null, spec, variant: variant("2021-01-28") });
    const direct = simulateStrategy({
      panel,
      cashRate: null,
      spec: strategy(["A", "B"], leg("equal_weight")),
      variant: variant("2021-01-28"),
    });
    expect(combined.dates).toEqual(direct.dates);
    combined.values.forEach((v, k) => expect(v).toBeCloseTo(direct.values[k], 12));
    // Sub-strategy values start at 1 and follow their instrument.
    [1, 1.1, 1.1, 1.2, 1.2, 1.3].forEach((v, k) =>
      expect(combined.strategies[0].values[k]).toBeCloseTo(v, 12),
    );
    expect(combined.rebalances[0].holdings.map((h) => [h.ticker, h.weight])).toEqual([
      ["s0", 0.5],
      ["s1", 0.5],
    ]);
  });
});

describe("combined-level risk conditions", () => {
  it("a combined riskOff of null moves the whole combination to cash while the rule is off", () => {
    const dates = weekdays("2021-01-04", 45);
    const panel = tinyPanel(dates, { A: dates.map((_, t) => 10 + t), B: dates.map(() => 20) });
    const vix = series(
      "vix",
      dates,
      dates.map((_, t) => (t >= 9 && t < 14 ? 35 : 15)),
    );
    const spec: CombinedSpec = {
      name: "c",
      rebalanceEveryMonths: 1,
      strategies: [only("A"), only("B")],
      riskOn: leg("equal_weight"),
      riskOff: null,
      riskConditions: [
        {
          type: "single_series",
          series: vix,
          indicator: { kind: "none", value: null },
          riskOff: { operator: "above", value: 30 },
          riskOn: { operator: "below", value: 20 },
          weeksOfDelay: 0,
          switchRebalances: true,
        },
      ],
    };
    const r = simulateCombined({ panel, cashRate: null, spec, variant: variant("2021-01-05") });
    expect(r.rebalances.map((x) => [x.date, x.leg, x.holdings.length])).toEqual([
      ["2021-01-05", "riskOn", 2],
      ["2021-01-18", "riskOff", 0],
      ["2021-01-25", "riskOn", 2],
      ["2021-01-29", "riskOn", 2],
      ["2021-02-26", "riskOn", 2],
    ]);
    // In cash from the 18 Jan close to the 25 Jan close: the value does not move.
    const k = r.dates.indexOf("2021-01-18");
    expect(r.values[k + 4]).toBe(r.values[k]);
    // The sub-strategies themselves kept running.
    expect(r.strategies[0].values[k + 4]).toBeGreaterThan(r.strategies[0].values[k]);
  });
});

describe("rank_rotation", () => {
  const dates = weekdays("2021-01-04", 45);
  // A +1% a day on average but swinging +-5%; B +0.5% a day steadily; C falling.
  const a = [100];
  const b = [100];
  const c = [100];
  for (let t = 1; t < 45; t++) {
    a.push(a[t - 1] * (1.01 + (t % 2 ? 0.05 : -0.05)));
    b.push(b[t - 1] * (t % 2 ? 1.006 : 1.004));
    c.push(c[t - 1] * 0.99);
  }
  const panel = tinyPanel(dates, { A: a, B: b, C: c });
  const rotation = (settings: object) => leg("rank_rotation", { lookbackMonths: 1, settings });
  const spec = (settings: object): CombinedSpec => ({
    name: "r",
    rebalanceEveryMonths: 1,
    strategies: [only("A"), only("B"), only("C")],
    riskOn: rotation(settings),
    riskOff: null,
    riskConditions: [],
  });
  const weightsOn = (r: ReturnType<typeof simulateCombined>, date: string) =>
    Object.fromEntries(
      r.rebalances.find((x) => x.date === date)!.holdings.map((h) => [h.ticker, +h.weight.toFixed(12)]),
    );

  it("by momentum: A first (0.7), B second (0.3), C nothing; the first decision lacks history (equal)", () => {
    const r = simulateCombined({
      panel,
      cashRate: null,
      spec: spec({ rankWeights: [0.7, 0.3, 0] }),
      variant: variant("2021-01-05"),
    });
    expect(r.rebalances[0].fallback).toBe("insufficient_history");
    expect(weightsOn(r, "2021-01-29")).toEqual({ s0: 0.7, s1: 0.3 });
    expect(weightsOn(r, "2021-02-26")).toEqual({ s0: 0.7, s1: 0.3 });
  });

  it("by Sharpe: the steady B ranks above the swinging A", () => {
    const r = simulateCombined({
      panel,
      cashRate: null,
      spec: spec({ rankWeights: [0.7, 0.3, 0], rankBy: "sharpe" }),
      variant: variant("2021-01-05"),
    });
    expect(weightsOn(r, "2021-01-29")).toEqual({ s0: 0.3, s1: 0.7 });
  });

  it("rotate false keeps B at 1/3; A and C share 2/3 by rank (0.6, 0.4 of it)", () => {
    const r = simulateCombined({
      panel,
      cashRate: null,
      spec: spec({ rotate: [true, false, true], rankWeights: [0.6, 0.4] }),
      variant: variant("2021-01-05"),
    });
    expect(weightsOn(r, "2021-01-29")).toEqual({
      s0: +(0.4).toFixed(12),
      s1: +(1 / 3).toFixed(12),
      s2: +((2 / 3) * 0.4).toFixed(12),
    });
  });
});
