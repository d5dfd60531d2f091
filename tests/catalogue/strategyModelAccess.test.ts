// The typed accessors create_portfolio and validate_portfolio use to read defaults and bounds from the
// strategy model: lookup by either naming, plan-dependent defaults, tighter-of product and plan limits.
import { describe, expect, it } from "vitest";
import {
  DEFINITION_FIELDS,
  SIMULATION_SETTING_FIELDS,
  defaultOf,
  fieldAt,
  limitsFor,
} from "@/server/catalogue/strategyModel";

describe("strategy model accessors", () => {
  it("finds a field by canonical path, by the subStrategies naming and with list indexes", () => {
    const f = fieldAt("models[].positionExits.maxPositions");
    expect(f?.unit).toBe("count");
    expect(fieldAt("subStrategies[].positionExits.maxPositions")).toBe(f);
    expect(fieldAt("models[3].positionExits.maxPositions")).toBe(f);
    expect(fieldAt("models[0].riskConditions.conditions[2].riskOff.value")?.boundsBy?.on).toBe(
      "models[].riskConditions.conditions[].ruleType",
    );
    expect(fieldAt("models[].positionExits.maxPosition")).toBeUndefined();
    expect(fieldAt("startYear")).toBe(SIMULATION_SETTING_FIELDS[0]);
  });

  it("has one entry per path", () => {
    const paths = [...DEFINITION_FIELDS, ...SIMULATION_SETTING_FIELDS].map((f) => f.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("resolves plan-dependent defaults", () => {
    expect(defaultOf(fieldAt("startingYear")!, "free")).toBe(2006);
    expect(defaultOf(fieldAt("startingYear")!, "starter")).toBe(2005);
    expect(defaultOf(fieldAt("models[].positionExits.maxPositions")!, "free")).toBe(5);
    expect(defaultOf(fieldAt("models[].positionExits.maxPositions")!, "advanced")).toBe(10);
  });

  it("applies the tighter of the product's and the plan's bounds", () => {
    const maxPositions = fieldAt("models[].positionExits.maxPositions")!;
    const leverage = fieldAt("allocation.riskOff.leverage")!;
    const every = fieldAt("models[].rebalance.every")!;
    const startingYear = fieldAt("startingYear")!;
    expect(limitsFor(maxPositions, "starter")).toMatchObject({ min: 1, max: 10, steps: null });
    expect(limitsFor(maxPositions, "ultimate")).toMatchObject({ min: 1, max: 50, steps: null });
    expect(limitsFor(startingYear, "starter")).toMatchObject({ min: 1990, max: 2026, steps: null });
    expect(limitsFor(leverage, "free")).toMatchObject({ min: 1, max: 1, steps: null });
    expect(limitsFor(every, "free")).toMatchObject({ min: 1, max: 12, steps: [1, 2, 3, 6, 12] });
  });

  it("chooses the boundsBy case by the deciding value, and reports an unused field as null", () => {
    const length = fieldAt("models[].riskConditions.conditions[].indicator.value")!;
    expect(limitsFor(length, "free", "sma")).toMatchObject({ min: 5, max: 400, steps: null });
    expect(limitsFor(length, "free", "change")).toMatchObject({ min: 1, max: 24, steps: null });
    expect(
      limitsFor(fieldAt("models[].riskConditions.conditions[].riskOff.value")!, "free", "hidden_markov"),
    ).toBeNull();
  });
});
