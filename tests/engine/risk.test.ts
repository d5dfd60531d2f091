// Risk conditions: thresholds with hysteresis, delays, crossings, indicators, the strategy's own
// drawdown, regimes fitted only on the past, and how the loop switches legs.
import { describe, expect, it } from "vitest";
import { conditionStates } from "@/server/engine/risk/schedule";
import { applyIndicator } from "@/server/engine/risk/indicators";
import { rebalanceRows } from "@/server/engine/simulation/calendar";
import { simulateStrategy } from "@/server/engine/simulation/simulate";
import type { RiskConditionSpec } from "@/server/engine/simulation/spec";
import { leg, series, strategy, tinyPanel, variant, weekdays } from "./tinyPanel";

const DATES = weekdays("2021-01-04", 45);
const NONE = { kind: "none", value: null } as const;

function vixRule(values: number[], weeksOfDelay = 0, switchRebalances = true): RiskConditionSpec {
  return {
    type: "single_series",
    series: series("vix", DATES.slice(0, values.length), values),
    indicator: NONE,
    riskOff: { operator: "above", value: 30 },
    riskOn: { operator: "below", value: 20 },
    weeksOfDelay,
    switchRebalances,
  };
}

describe("single_series with hysteresis", () => {
  it("goes off above 30, stays off at 25, back on below 20; the decision on row t reads row t - 1", () => {
    const states = conditionStates(
      vixRule([15, 25, 31, 25, 22, 19, 25, 31]) as never,
      DATES.slice(0, 9),
      new Uint8Array(9),
    );
    // Row t uses the value of row t - 1: rows 0..8 see -, 15, 25, 31, 25, 22, 19, 25, 31.
    expect(Array.from(states)).toEqual([0, 0, 0, 1, 1, 1, 0, 0, 1]);
  });

  it("weeksOfDelay 1 reads the value dated a week before the previous close", () => {
    const states = conditionStates(
      vixRule([15, 31, 25, 25, 25, 25, 25, 25, 25, 25], 1) as never,
      DATES.slice(0, 10),
      new Uint8Array(10),
    );
    // The 31 is dated 5 Jan (row 1); without delay row 2 would switch. With a week, row t reads the
    // value dated on or before dates[t - 1] - 7 days: row 7 (13 Jan) reads 5 Jan and switches off.
    expect(states.indexOf(1)).toBe(7);
    expect(states[8]).toBe(1); // reads 6 Jan = 25: not below 20 -> stays off
  });

  it("a monthly value is known only after its month ends, plus the delay", () => {
    // CPI-like rows dated on the first of the month they describe; February's reading trips the rule.
    const months = series("cpi", ["2021-01-01", "2021-02-01"], [10, 40], "monthly");
    const rule = { ...vixRule([]), series: months, weeksOfDelay: 2 };
    const calendar = weekdays("2021-02-01", 40);
    const states = conditionStates(rule as never, calendar, new Uint8Array(calendar.length));
    // February ends on the 28th: known from 1 March, usable from 1 March + 14 days = 15 March (Monday).
    // The decision on row t reads dates[t - 1], so the first row off follows 15 March: 16 March.
    expect(calendar[states.indexOf(1)]).toBe("2021-03-16");
    // Without a delay, the first row after 1 March (the month must end first, not its 1 February date).
    const prompt = conditionStates(
      { ...rule, weeksOfDelay: 0 } as never,
      calendar,
      new Uint8Array(calendar.length),
    );
    expect(calendar[prompt.indexOf(1)]).toBe("2021-03-02");
  });
});

describe("indicators and crossings", () => {
  it("sma n averages the last n observations; change n is the percent change over n months", () => {
    expect(
      Array.from(applyIndicator(series("x", ["a", "b", "c", "d"], [1, 2, 3, 5]), { kind: "sma", value: 3 })),
    ).toEqual([NaN, NaN, 2, 10 / 3]);
    // A monthly series: 12 months back is 12 observations back, whatever day of the month it is dated.
    const months = Array.from(
      { length: 14 },
      (_, k) => `${2020 + Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, "0")}-01`,
    );
    const cpi = applyIndicator(
      series(
        "cpi",
        months,
        [100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 104.5, 105.04],
        "monthly",
      ),
      { kind: "change", value: 12 },
    );
    expect(cpi[12]).toBeCloseTo(4.5, 12);
    expect(cpi[13]).toBeCloseTo(4, 12);
    expect(cpi[11]).toBeNaN();
    // A month the source skipped: the change is against the same month a year back, or none.
    const skipped = series(
      "cpi",
      ["2020-01-01", "2020-02-01", "2020-04-01", "2021-02-01", "2021-03-01", "2021-04-01"],
      [100, 101, 103, 105, 106, 107],
      "monthly",
    );
    const yearly = applyIndicator(skipped, { kind: "change", value: 12 });
    expect(yearly[3]).toBeCloseTo((105 / 101 - 1) * 100, 12); // Feb 2021 on Feb 2020
    expect(yearly[4]).toBeNaN(); // Mar 2021: March 2020 is missing; 3 rows back would be Feb 2020
    expect(yearly[5]).toBeCloseTo((107 / 103 - 1) * 100, 12);
    // average_momentum 2: mean of the 1- and 2-month changes, (121/110 - 1) and (121/100 - 1) -> 15.5%.
    const mom = applyIndicator(
      series("m", ["2020-01-01", "2020-02-01", "2020-03-01"], [100, 110, 121], "monthly"),
      { kind: "average_momentum", value: 2 },
    );
    expect(mom[2]).toBeCloseTo(15.5, 12);
    expect(mom[1]).toBeNaN();
    // A daily series: as of the same calendar day n months earlier.
    const daily = applyIndicator(series("x", ["2020-01-15", "2020-02-14", "2020-03-16"], [100, 103, 110]), {
      kind: "change",
      value: 1,
    });
    expect(daily[2]).toBeCloseTo((7 / 103) * 100, 12);
  });

  it("double_series: risk off while the series is below its 3-day SMA", () => {
    const values = [10, 10, 10, 9, 8, 9, 11, 12];
    const rule: RiskConditionSpec = {
      type: "double_series",
      series: series("spy", DATES.slice(0, 8), values),
      indicator: NONE,
      crossing: { operator: "below", against: { kind: "sma", value: 3 } },
      weeksOfDelay: 0,
      switchRebalances: true,
    };
    // SMA3 from row 2: 10, 9.667, 9, 8.667, 9.333, 10.667. Below on rows 3 (9 < 9.667), 4 (8 < 9); 5: 9 > 8.667.
    expect(Array.from(conditionStates(rule as never, DATES.slice(0, 9), new Uint8Array(9)))).toEqual([
      0, 0, 0, 0, 1, 1, 0, 0, 0,
    ]);
  });
});

describe("legs in the loop", () => {
  const panel = tinyPanel(DATES, { A: DATES.map((_, t) => 10 + t), B: DATES.map(() => 50) });
  const riskOn = leg("fixed_weights", { settings: { weight: { A: 1 } } });
  const riskOff = leg("fixed_weights", { settings: { weight: { B: 1 } } });
  const vix = DATES.map((_, t) => (t >= 9 && t < 14 ? 35 : 15)); // 35 on rows 9..13 (15-21 Jan)

  it("switchRebalances moves to the riskOff leg at the next close and back when the rule clears", () => {
    const sim = simulateStrategy({
      panel,
      cashRate: null,
      spec: strategy(["A"], riskOn, { riskOff, riskConditions: [vixRule(vix)] }),
      variant: variant("2021-01-05"),
    });
    // Off from row 10 (reads row 9), on again from row 15 (reads row 14 = 15 < 20).
    expect(sim.rebalances.map((r) => [r.date, r.leg, r.holdings.map((h) => h.ticker)])).toEqual([
      ["2021-01-05", "riskOn", ["A"]],
      ["2021-01-18", "riskOff", ["B"]],
      ["2021-01-25", "riskOn", ["A"]],
      ["2021-01-29", "riskOn", ["A"]],
      ["2021-02-26", "riskOn", ["A"]],
    ]);
    expect(sim.riskOff[DATES.indexOf("2021-01-18") - 1]).toBe(1);
  });

  it("without switchRebalances the switch waits for the scheduled month end; riskOff null holds cash", () => {
    const late = vix.map((v, t) => (t >= 17 && t < 22 ? 35 : 15)); // off for the 29 Jan decision
    const sim = simulateStrategy({
      panel,
      cashRate: null,
      spec: strategy(["A"], riskOn, { riskOff: null, riskConditions: [vixRule(late, 0, false)] }),
      variant: variant("2021-01-05"),
    });
    expect(sim.rebalances.map((r) => [r.date, r.leg, r.holdings.length])).toEqual([
      ["2021-01-05", "riskOn", 1],
      ["2021-01-29", "riskOff", 0],
      ["2021-02-26", "riskOn", 1],
    ]);
  });

  it("strategy_based drawdown: off below -10%, on above -5%", () => {
    // A from 100 falls to 85 on row 5, recovers to 98 on row 8.
    const a = DATES.map((_, t) => [100, 100, 100, 95, 90, 85, 88, 92, 98][t] ?? 98);
    const p = tinyPanel(DATES, { A: a, B: DATES.map(() => 50) });
    const rule: RiskConditionSpec = {
      type: "strategy_based",
      measure: "drawdown",
      months: 0,
      riskOff: { operator: "below", value: -0.1 },
      riskOn: { operator: "above", value: -0.05 },
      switchRebalances: true,
    };
    const sim = simulateStrategy({
      panel: p,
      cashRate: null,
      spec: strategy(["A"], riskOn, { riskOff, riskConditions: [rule] }),
      variant: variant("2021-01-05"),
    });
    // V follows A: drawdown -15% at row 5 -> switch decided for row 6, A sold at row 6's close of 88,
    // B held from then on. The drawdown stays -12% (V no longer moves with A), so it stays off.
    expect(sim.rebalances[1]).toMatchObject({ date: DATES[6], leg: "riskOff" });
    expect(sim.values[sim.values.length - 1]).toBeCloseTo(88, 12);
  });
});

describe("regimes fitted only on data before each decision", () => {
  // Calm rows 0-199 (uniform within +-0.5%), turbulent 200-299 (moves of 4% to 8% either way, falling
  // 1% a day), calm 300-449, turbulent 450-559; fixed LCG.
  const days = weekdays("2015-01-01", 560);
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648 - 0.5;
  };
  const turbulent = (k: number) => (k >= 200 && k < 300) || k >= 450;
  const move = (k: number) => {
    const u = next();
    return turbulent(k) ? Math.sign(u) * (0.04 + 0.08 * Math.abs(next())) - 0.01 : 0.01 * u;
  };
  const values = [100];
  for (let k = 1; k < days.length; k++) values.push(values[k - 1] * (1 + move(k)));
  const scheduled = rebalanceRows(days, 1, 1);
  const decisions = (from: number, to: number) =>
    Array.from({ length: to - from }, (_, k) => from + k).filter((t) => scheduled[t]);

  for (const type of ["hidden_markov", "clustering"] as const) {
    it(`${type}: off at month ends inside turbulence, on in the calm between, unchanged by later data`, () => {
      const rule = {
        type,
        series: series("spy", days, values),
        weeksOfDelay: 0,
        switchRebalances: true,
      } as const;
      const states = conditionStates(rule, days, scheduled);
      for (const t of decisions(225, 300)) expect(states[t], `row ${t}`).toBe(1);
      for (const t of decisions(325, 450)) expect(states[t], `row ${t}`).toBe(0);
      for (const t of decisions(475, 560)) expect(states[t], `row ${t}`).toBe(1);
      // Changing every value from a decision row on leaves the states up to it unchanged.
      const cut = decisions(475, 560)[0];
      const altered = values.map((v, k) => (k >= cut ? v * (1 + 0.05 * Math.sin(k)) : v));
      const again = conditionStates({ ...rule, series: series("spy", days, altered) }, days, scheduled);
      expect(Array.from(again.subarray(0, cut + 1))).toEqual(Array.from(states.subarray(0, cut + 1)));
    });
  }
});
