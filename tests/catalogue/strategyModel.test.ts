// describe_strategy_model and describe_portfolio_model through REST on the real database: sections,
// the spec's position-exit table for a starter caller, plan limits per plan, and consistency with the
// other catalogues.
import { describe, expect, it } from "vitest";
import { researchApiClient } from "@/tests/catalogue/callRest";
import { PLAN_IDS, type PlanId } from "@/server/plans";

const call = researchApiClient();
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON from the wire
type Json = any;
const describeSection = async (operation: string, plan: PlanId, section?: string): Promise<Json> => {
  const res = await call(plan, operation, section ? { section } : {});
  expect(res.status).toBe(200);
  return res.body.data.result;
};
const strategy = (plan: PlanId, section?: string) =>
  describeSection("describe_strategy_model", plan, section);
const portfolio = (plan: PlanId, section?: string) =>
  describeSection("describe_portfolio_model", plan, section);
const fieldOf = (result: Json, path: string) => {
  const f = result.fields.find((x: Json) => x.path === path);
  expect(f, path).toBeDefined();
  return f;
};

const FIELD_KEYS = [
  "boundsBy",
  "default",
  "description",
  "enabledByDefault",
  "max",
  "min",
  "name",
  "path",
  "planLimit",
  "steps",
  "type",
  "unit",
  "valuePlans",
  "values",
];
const STRATEGY_SECTIONS = [
  "overview",
  "combined",
  "risk_conditions",
  "allocation",
  "sub_strategies",
  "position_exits",
  "selection",
  "user_settings",
];
const PORTFOLIO_SECTIONS = [
  "overview",
  "portfolio",
  "risk_conditions",
  "allocation",
  "models",
  "position_exits",
  "selection",
  "user_settings",
];

describe("describe_strategy_model: position exits for a starter caller (spec table)", () => {
  it("reproduces the table field by field", async () => {
    const result = await strategy("starter", "position_exits");
    expect(result.section).toBe("position_exits");
    const rows = result.fields.map((f: Json) => [
      f.path,
      f.type,
      f.unit,
      f.default,
      f.enabledByDefault,
      f.min,
      f.max,
      f.planLimit,
    ]);
    expect(rows).toEqual([
      ["subStrategies[].positionExits.maxHoldMonths", "integer", "months", 12, false, 1, 120, null],
      ["subStrategies[].positionExits.reinvestDelayMonths", "integer", "months", 12, false, 1, 120, null],
      [
        "subStrategies[].positionExits.maxPositions",
        "integer",
        "count",
        10,
        true,
        1,
        50,
        { includedInYourPlan: true, lowestPlan: "free", yourMin: null, yourMax: 10 },
      ],
      ["subStrategies[].positionExits.takeProfit", "number", "fraction", 1.5, false, 0.05, 10, null],
      ["subStrategies[].positionExits.stopLoss", "number", "fraction", -0.3, false, -1, -0.05, null],
    ]);
    for (const f of result.fields) {
      expect(Object.keys(f).sort()).toEqual(FIELD_KEYS);
      expect([f.values, f.steps, f.boundsBy, f.valuePlans]).toEqual([null, null, null, null]);
    }
  });

  it("caps maxPositions by each plan (planLimit.yourMax from the plan table) and never defaults above the cap", async () => {
    const expected: Record<PlanId, number> = {
      free: 5,
      starter: 10,
      advanced: 25,
      ultimate: 50,
      professional: 50,
    };
    for (const plan of PLAN_IDS) {
      const f = fieldOf(await strategy(plan, "position_exits"), "subStrategies[].positionExits.maxPositions");
      expect(f.planLimit, plan).toEqual({
        includedInYourPlan: true,
        lowestPlan: "free",
        yourMin: null,
        yourMax: expected[plan],
      });
      expect(f.default, plan).toBe(Math.min(10, expected[plan]));
      expect([f.min, f.max]).toEqual([1, 50]);
    }
  });
});

describe("describe_strategy_model / describe_portfolio_model: sections and naming", () => {
  it("defaults to the overview, which lists the sections and no fields", async () => {
    const s = await strategy("free");
    expect(s.section).toBe("overview");
    expect(s.fields).toEqual([]);
    expect(s.sections.map((x: Json) => x.id)).toEqual(STRATEGY_SECTIONS);
    const p = await portfolio("free");
    expect(p.sections.map((x: Json) => x.id)).toEqual(PORTFOLIO_SECTIONS);
  });

  it("describes the same fields under the two namings: subStrategies[] and combined vs models[] and portfolio", async () => {
    for (const [s, p] of [
      ["combined", "portfolio"],
      ["sub_strategies", "models"],
      ["position_exits", "position_exits"],
      ["allocation", "allocation"],
      ["risk_conditions", "risk_conditions"],
    ]) {
      const a = await strategy("advanced", s);
      const b = await portfolio("advanced", p);
      expect(a.fields.length).toBeGreaterThan(0);
      const renamed = JSON.parse(
        JSON.stringify(b.fields)
          .replaceAll('"models[]', '"subStrategies[]')
          .replaceAll('"path":"models"', '"path":"subStrategies"'),
      );
      expect(a.fields).toEqual(renamed);
      expect(JSON.stringify(b.fields)).not.toContain("subStrategies");
    }
    expect(
      fieldOf(await portfolio("starter", "position_exits"), "models[].positionExits.stopLoss").default,
    ).toBe(-0.3);
  });

  it("refuses a section of the other naming", async () => {
    const a = await call("free", "describe_strategy_model", { section: "portfolio" });
    expect(a.status).toBe(422);
    expect(a.body.error.details[0].path).toBe("/section");
    const b = await call("free", "describe_portfolio_model", { section: "sub_strategies" });
    expect(b.status).toBe(422);
  });
});

describe("strategy model: the complete definition", () => {
  it("covers every field of the spec's definition shape", async () => {
    const paths = new Set<string>();
    for (const section of PORTFOLIO_SECTIONS)
      for (const f of (await portfolio("professional", section)).fields) paths.add(f.path);
    const leg = [
      "method",
      "settings",
      "lookbackMonths",
      "covarianceEstimator",
      "shrinkageIntensity",
      "decayFactor",
      "leverage",
      "correlationEstimator",
    ];
    const expected = [
      "kind",
      "name",
      "description",
      "startingYear",
      "benchmark",
      "rebalance",
      "allocation",
      "riskConditions",
      "models",
      ...[
        "name",
        "description",
        "active",
        "rebalance.every",
        "rebalance.cadence",
        "selection.instruments",
        "selection.entryScreeners",
        "selection.exitScreeners",
        "riskConditions.conditions",
        "riskConditions.combine",
      ].map((p) => `models[].${p}`),
      ...["maxHoldMonths", "reinvestDelayMonths", "maxPositions", "takeProfit", "stopLoss"].map(
        (p) => `models[].positionExits.${p}`,
      ),
      ...["riskOn", "riskOff"].flatMap((l) => leg.map((p) => `models[].allocation.${l}.${p}`)),
      ...["riskOn", "riskOff"].flatMap((l) => leg.map((p) => `allocation.${l}.${p}`)),
      "startYear",
      "variant.reinvest",
      "variant.costs",
      "variant.taxes",
      "startingCapital",
      "baseCurrency",
      "benchmarkId",
    ];
    for (const p of expected) expect(paths.has(p), p).toBe(true);
  });

  it("states the spec's defaults and locked choices", async () => {
    const models = await strategy("starter", "sub_strategies");
    expect(fieldOf(models, "subStrategies[].rebalance.every")).toMatchObject({
      type: "integer",
      unit: "months",
      default: 1,
      steps: [1, 2, 3, 6, 12],
    });
    expect(fieldOf(models, "subStrategies[].rebalance.cadence")).toMatchObject({
      default: "month",
      values: ["month"],
    });
    const conditions = await strategy("starter", "risk_conditions");
    expect(fieldOf(conditions, "subStrategies[].riskConditions.combine")).toMatchObject({
      default: "or",
      values: ["or"],
    });
    const allocation = await strategy("starter", "allocation");
    expect(fieldOf(allocation, "subStrategies[].allocation.riskOn.lookbackMonths")).toMatchObject({
      default: 12,
      steps: [1, 2, 3, 6, 9, 12, 18, 24, 36, 60],
    });
    expect(fieldOf(allocation, "subStrategies[].allocation.riskOff")).toMatchObject({
      default: null,
      enabledByDefault: false,
    });
    const settings = await strategy("starter", "user_settings");
    expect(fieldOf(settings, "baseCurrency").values).toEqual(["USD", "EUR", "GBP", "CHF", "CAD", "AUD"]);
    expect(fieldOf(settings, "startYear")).toMatchObject({
      default: null,
      min: 1871,
      max: 2026,
      planLimit: { yourMin: 1990 },
    });
    expect(settings.fields.map((f: Json) => [f.path, f.default])).toEqual([
      ["startYear", null],
      ["variant.reinvest", true],
      ["variant.costs", true],
      ["variant.taxes", false],
      ["startingCapital", 10000],
      ["baseCurrency", "USD"],
      ["benchmarkId", null],
    ]);
  });

  it("defaults startingYear to the later of 2005 and the plan's first year (data to 2026)", async () => {
    // free: 20 years back from 2026 = 2006; starter: daily data from 1990; advanced: long-run monthly.
    const expected: Record<PlanId, [number, number]> = {
      free: [2006, 2006],
      starter: [2005, 1990],
      advanced: [2005, 1871],
      ultimate: [2005, 1871],
      professional: [2005, 1871],
    };
    for (const plan of PLAN_IDS) {
      const f = fieldOf(await portfolio(plan, "portfolio"), "startingYear");
      expect([f.default, f.planLimit.yourMin], plan).toEqual(expected[plan]);
      expect(f.max).toBe(2026);
    }
  });

  it("limits leverage above 1 to the advanced plan, as a plan limit and as value plans", async () => {
    const starter = fieldOf(
      await strategy("starter", "allocation"),
      "subStrategies[].allocation.riskOn.leverage",
    );
    expect(starter).toMatchObject({ unit: "multiple", default: 1, min: 1, max: 3 });
    expect(starter.planLimit).toEqual({
      includedInYourPlan: true,
      lowestPlan: "free",
      yourMin: null,
      yourMax: 1,
    });
    expect(starter.valuePlans).toEqual([
      { value: 1, includedInYourPlan: true, lowestPlan: "free" },
      { value: 3, includedInYourPlan: false, lowestPlan: "advanced" },
    ]);
    const advanced = fieldOf(
      await strategy("advanced", "allocation"),
      "subStrategies[].allocation.riskOn.leverage",
    );
    expect(advanced.planLimit.yourMax).toBe(3);
  });

  it("gives indicator lengths bounds and units that depend on the indicator kind", async () => {
    const f = fieldOf(
      await strategy("free", "risk_conditions"),
      "subStrategies[].riskConditions.conditions[].indicator.value",
    );
    expect(f.boundsBy.on).toBe("subStrategies[].riskConditions.conditions[].indicator.kind");
    expect(f.boundsBy.cases.find((c: Json) => c.when === "sma")).toEqual({
      when: "sma",
      unit: "days",
      default: 200,
      min: 5,
      max: 400,
      steps: null,
    });
    expect(f.boundsBy.cases.find((c: Json) => c.when === "change")).toMatchObject({
      unit: "months",
      default: 12,
    });
  });

  it("keeps every default inside its own bounds, steps and values for every plan", async () => {
    for (const plan of PLAN_IDS) {
      for (const section of STRATEGY_SECTIONS) {
        for (const f of (await strategy(plan, section)).fields) {
          const cases = f.boundsBy ? f.boundsBy.cases : [f];
          for (const c of cases) {
            if (typeof c.default !== "number") continue;
            if (c.min !== null) expect(c.default, `${plan} ${f.path}`).toBeGreaterThanOrEqual(c.min);
            if (c.max !== null) expect(c.default, `${plan} ${f.path}`).toBeLessThanOrEqual(c.max);
            if (c.steps) expect(c.steps, `${plan} ${f.path}`).toContain(c.default);
          }
          if (typeof f.default === "number" && f.planLimit) {
            if (f.planLimit.yourMax !== null)
              expect(f.default, `${plan} ${f.path}`).toBeLessThanOrEqual(f.planLimit.yourMax);
            if (f.planLimit.yourMin !== null)
              expect(f.default, `${plan} ${f.path}`).toBeGreaterThanOrEqual(f.planLimit.yourMin);
          }
          if (f.values && f.default !== null) expect(f.values, `${plan} ${f.path}`).toContain(f.default);
          if (f.steps) expect([...f.steps].sort((a: number, b: number) => a - b)).toEqual(f.steps);
        }
      }
    }
  });
});

describe("strategy model agrees with the other catalogues", () => {
  it("offers exactly the allocation methods of list_allocation_methods at each level, with the same plans", async () => {
    const methodsAt = async (level: string) =>
      (await call("ultimate", "list_allocation_methods", { level })).body.data.result.methods;
    const sub = await methodsAt("subStrategy");
    const combined = await methodsAt("combined");
    const modelMethod = fieldOf(
      await strategy("ultimate", "allocation"),
      "subStrategies[].allocation.riskOff.method",
    );
    expect(modelMethod.values).toEqual(sub.map((m: Json) => m.id));
    expect(modelMethod.valuePlans.map((v: Json) => v.lowestPlan)).toEqual(
      sub.map((m: Json) => m.availability.subStrategy.lowestPlan),
    );
    const combinedMethod = fieldOf(await strategy("ultimate", "combined"), "allocation.riskOn.method");
    expect(combinedMethod.values).toEqual(combined.map((m: Json) => m.id));
    expect(combinedMethod.valuePlans.map((v: Json) => v.lowestPlan)).toEqual(
      combined.map((m: Json) => m.availability.combined.lowestPlan),
    );
  });

  it("offers exactly the risk presets, rule types and series of list_risk_rule_presets", async () => {
    const { presets, ruleTypes } = (
      await call("advanced", "list_risk_rule_presets", { includeRuleTypes: true })
    ).body.data.result;
    const conditions = await strategy("advanced", "risk_conditions");
    const c = "subStrategies[].riskConditions.conditions[]";
    expect(fieldOf(conditions, `${c}.preset`).values).toEqual(presets.map((p: Json) => p.id));
    expect(fieldOf(conditions, `${c}.ruleType`).values).toEqual(ruleTypes.map((t: Json) => t.id));
    expect(
      fieldOf(conditions, `${c}.ruleType`).valuePlans.map((v: Json) => [v.value, v.includedInYourPlan]),
    ).toEqual(ruleTypes.map((t: Json) => [t.id, t.availability.includedInYourPlan]));
    const series = fieldOf(conditions, `${c}.series`).values;
    for (const p of presets) expect(series).toContain(p.series.id);
  });
});
