// The Try variants dialog's axes (components/research/axisValues.ts): the values a range or a list
// gives in the field's own unit (percent typed, fractions sent), what is refused in words, and the
// counts shown before a run.
import { describe, expect, it } from "vitest";
import type { AxisChoice } from "@/components/research/types";
import {
  axisInput,
  axisValues,
  firstDraft,
  valueWords,
  type AxisDraft,
} from "@/components/research/axisValues";

const LOOKBACK: AxisChoice = {
  path: "models[0].allocation.riskOn.lookbackMonths",
  name: "Lookback",
  group: "risk-on allocation",
  kind: "number",
  unit: "months",
  integer: true,
  min: 1,
  max: 60,
  current: 12,
  options: [],
  steps: null,
};
const STOP_LOSS: AxisChoice = {
  ...LOOKBACK,
  path: "models[0].positionExits.stopLoss",
  name: "Stop loss",
  group: "",
  unit: "fraction",
  integer: false,
  min: -1,
  max: -0.05,
  current: -0.3,
};
const METHOD: AxisChoice = {
  ...LOOKBACK,
  path: "models[0].allocation.riskOn.method",
  kind: "choice",
  unit: "none",
  current: "equal_weight",
  options: [
    { value: "equal_weight", label: "Equal weight" },
    { value: "inverse_volatility", label: "Inverse volatility" },
  ],
};
const draft = (c: AxisChoice, d: Partial<AxisDraft>): AxisDraft => ({ ...firstDraft(c), ...d });

describe("axisValues", () => {
  it("steps a range from its start, ends included", () => {
    expect(axisValues(LOOKBACK, draft(LOOKBACK, { min: 3, max: 12, step: 3 }))).toEqual({
      values: [3, 6, 9, 12],
    });
  });

  it("keeps decimal steps exact (no 0.15000000000000002)", () => {
    const d = draft(STOP_LOSS, { min: -0.3, max: -0.1, step: 0.05 });
    expect(axisValues(STOP_LOSS, d)).toEqual({ values: [-0.3, -0.25, -0.2, -0.15, -0.1] });
  });

  it("reads a list of a fraction field in percent, and sends fractions", () => {
    const d = draft(STOP_LOSS, { mode: "list", list: "-10, -20; -30" });
    expect(axisValues(STOP_LOSS, d)).toEqual({ values: [-0.1, -0.2, -0.3] });
    expect(axisInput(STOP_LOSS, d, [-0.1, -0.2, -0.3])).toEqual({
      path: STOP_LOSS.path,
      values: [-0.1, -0.2, -0.3],
    });
  });

  it("sends a range as a range", () => {
    const d = draft(LOOKBACK, { min: 3, max: 12, step: 3 });
    expect(axisInput(LOOKBACK, d, [3, 6, 9, 12])).toEqual({
      path: LOOKBACK.path,
      range: { min: 3, max: 12, step: 3 },
    });
  });

  it("says in words what is wrong", () => {
    expect(axisValues(LOOKBACK, draft(LOOKBACK, { min: 12, max: 3, step: 3 }))).toEqual({
      problem: "“To” must be at least “from”.",
    });
    expect(axisValues(LOOKBACK, draft(LOOKBACK, { min: 0, max: 12, step: 6 }))).toEqual({
      problem: "0 months is outside 1 month to 60 months.",
    });
    expect(axisValues(LOOKBACK, draft(LOOKBACK, { mode: "list", list: "3, six" }))).toEqual({
      problem: "Only numbers, separated by commas (for example 3, 6, 12).",
    });
    expect(axisValues(METHOD, draft(METHOD, { picked: [] }))).toEqual({
      problem: "Pick at least one value.",
    });
  });

  it("starts a number around the strategy's value and a choice with every value", () => {
    expect(axisValues(LOOKBACK, firstDraft(LOOKBACK))).toEqual({ values: [6, 9, 12, 15, 18] });
    expect(axisValues(METHOD, firstDraft(METHOD))).toEqual({
      values: ["equal_weight", "inverse_volatility"],
    });
  });
});

describe("valueWords", () => {
  it("reads values as people do", () => {
    expect(valueWords(LOOKBACK, 1)).toBe("1 month");
    expect(valueWords({ unit: "percent" }, -0.25)).toBe("-25\u00a0%");
    expect(valueWords(METHOD, "inverse_volatility")).toBe("Inverse volatility");
    expect(valueWords({ unit: null }, "minimum_variance")).toBe("Minimum variance");
  });
});
