// list_risk_rule_presets through REST on the real database: presets, filters, rule types and plans.
import { describe, expect, it } from "vitest";
import { researchApiClient } from "@/tests/catalogue/callRest";

const call = researchApiClient();

describe("list_risk_rule_presets", () => {
  it("lists the five presets with thresholds in the series' own units, and no rule types by default", async () => {
    const { status, body } = await call("free", "list_risk_rule_presets", {});
    expect(status).toBe(200);
    const { presets, ruleTypes } = body.data.result;
    expect(ruleTypes).toBeNull();
    expect(presets.map((p: { id: string }) => p.id)).toEqual([
      "vix",
      "vix_ratio",
      "yield_curve_inversion",
      "inflation_trend",
      "sp500_trend",
    ]);
    const byId = Object.fromEntries(presets.map((p: { id: string }) => [p.id, p]));
    expect(byId.vix).toMatchObject({
      ruleType: "single_series",
      series: { id: "vix", measuredIn: "index points" },
      indicator: { kind: "none", value: null },
      riskOff: { operator: "above", value: 30 },
      riskOn: { operator: "below", value: 20 },
      crossing: null,
      weeksOfDelay: 0,
      switchRebalances: true,
    });
    expect(byId.vix_ratio).toMatchObject({
      series: { measuredIn: "plain ratio" },
      riskOff: { operator: "above", value: 1 },
      riskOn: { operator: "below", value: 0.9 },
    });
    expect(byId.yield_curve_inversion).toMatchObject({
      group: "yield_curve",
      riskOff: { operator: "below", value: 0 },
      riskOn: { operator: "above", value: 0.25 },
    });
    expect(byId.inflation_trend).toMatchObject({
      group: "inflation",
      indicator: { kind: "change", value: 12 },
      riskOff: { operator: "above", value: 4 },
      riskOn: { operator: "below", value: 3 },
      weeksOfDelay: 2,
    });
    expect(byId.sp500_trend).toMatchObject({
      group: "sp500",
      ruleType: "double_series",
      riskOff: null,
      riskOn: null,
      crossing: { operator: "below", against: { kind: "sma", value: 200 } },
    });
    expect(body.data.dataVersion).toBeNull();
    expect(body.data.assumed).toEqual([]);
  });

  it("keeps the two thresholds of every single-series preset apart, on the risk-off side of each other", async () => {
    const { body } = await call("free", "list_risk_rule_presets", {});
    for (const p of body.data.result.presets.filter(
      (x: { ruleType: string }) => x.ruleType === "single_series",
    )) {
      expect(p.riskOn.operator).not.toBe(p.riskOff.operator);
      // Hysteresis: risk off "above 30", risk on "below 20" needs riskOn strictly on the calm side.
      if (p.riskOff.operator === "above") expect(p.riskOn.value).toBeLessThan(p.riskOff.value);
      else expect(p.riskOn.value).toBeGreaterThan(p.riskOff.value);
    }
  });

  it("filters by group", async () => {
    const { body } = await call("free", "list_risk_rule_presets", { group: "volatility" });
    expect(body.data.result.presets.map((p: { id: string }) => p.id)).toEqual(["vix", "vix_ratio"]);
  });

  it("returns the five rule types with plan availability for the caller", async () => {
    const starter = (await call("starter", "list_risk_rule_presets", { includeRuleTypes: true })).body.data
      .result.ruleTypes;
    expect(starter.map((t: { id: string }) => t.id)).toEqual([
      "single_series",
      "double_series",
      "hidden_markov",
      "clustering",
      "strategy_based",
    ]);
    const included = (types: { id: string; availability: { includedInYourPlan: boolean } }[]) =>
      types.filter((t) => t.availability.includedInYourPlan).map((t) => t.id);
    expect(included(starter)).toEqual(["single_series", "double_series"]);
    expect(starter.find((t: { id: string }) => t.id === "hidden_markov").availability).toEqual({
      includedInYourPlan: false,
      lowestPlan: "ultimate",
    });
    const advanced = (await call("advanced", "list_risk_rule_presets", { includeRuleTypes: true })).body.data
      .result.ruleTypes;
    expect(included(advanced)).toEqual(["single_series", "double_series", "strategy_based"]);
    const ultimate = (await call("ultimate", "list_risk_rule_presets", { includeRuleTypes: true })).body.data
      .result.ruleTypes;
    expect(included(ultimate)).toHaveLength(5);
  });

  it("refuses an unknown group and unknown properties with invalid_arguments and a pointer", async () => {
    const bad = await call("free", "list_risk_rule_presets", { group: "credit" });
    expect(bad.status).toBe(422);
    expect(bad.body.error.code).toBe("invalid_arguments");
    expect(bad.body.error.details[0].path).toBe("/group");
    const extra = await call("free", "list_risk_rule_presets", { groups: "sp500" });
    expect(extra.status).toBe(422);
    expect(extra.body.error.details[0].path).toBe("/groups");
  });
});
