// list_allocation_methods through REST on the real database: the spec's Method and Parameter shapes,
// levels, plan availability per caller, and the level / query filters.
import { describe, expect, it } from "vitest";
import { researchApiClient } from "@/tests/catalogue/callRest";

const call = researchApiClient();
const list = async (plan: Parameters<typeof call>[0], input: object) => {
  const res = await call(plan, "list_allocation_methods", input);
  expect(res.status).toBe(200);
  return res.body.data.result;
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON from the wire
type Json = any;
const ids = (methods: Json[]) => methods.map((m) => m.id);
const byId = (methods: Json[], id: string) => methods.find((m) => m.id === id);

const METHOD_KEYS = ["availability", "description", "id", "levels", "name", "operationId", "parameters"];
const PARAMETER_KEYS = [
  "boundsBy",
  "default",
  "items",
  "label",
  "length",
  "levels",
  "lowestPlan",
  "max",
  "min",
  "name",
  "per",
  "steps",
  "type",
  "unit",
  "valuePlans",
  "values",
];

describe("list_allocation_methods", () => {
  it("lists every method in picker order with the spec's keys on methods and parameters", async () => {
    const { methods, count } = await list("starter", {});
    expect(ids(methods)).toEqual([
      "equal_weight",
      "fixed_weights",
      "inverse_volatility",
      "risk_parity",
      "minimum_variance",
      "maximum_diversification",
      "mean_variance",
      "maximum_sharpe",
      "black_litterman",
      "hierarchical_risk_parity",
      "rank_rotation",
    ]);
    expect(count).toBe(11);
    for (const m of methods) {
      expect(Object.keys(m).sort()).toEqual(METHOD_KEYS);
      expect(m.operationId).toBeNull();
      for (const p of m.parameters) expect(Object.keys(p).sort()).toEqual(PARAMETER_KEYS);
    }
  });

  it("filters by level: ten sub-strategy methods, five combined ones", async () => {
    expect(ids((await list("free", { level: "subStrategy" })).methods)).toEqual([
      "equal_weight",
      "fixed_weights",
      "inverse_volatility",
      "risk_parity",
      "minimum_variance",
      "maximum_diversification",
      "mean_variance",
      "maximum_sharpe",
      "black_litterman",
      "hierarchical_risk_parity",
    ]);
    const combined = await list("free", { level: "combined" });
    expect(ids(combined.methods)).toEqual([
      "equal_weight",
      "fixed_weights",
      "inverse_volatility",
      "risk_parity",
      "rank_rotation",
    ]);
    expect(combined.count).toBe(5);
  });

  it("lists fixed_weights' weight once per level, per instrument and per sub-strategy, and narrows to one level on request", async () => {
    const weights = byId((await list("free", {})).methods, "fixed_weights").parameters;
    expect(weights).toEqual([
      {
        name: "weight",
        label: "Weight per instrument (sum 1)",
        levels: ["subStrategy"],
        type: "number",
        unit: "fraction",
        default: null,
        min: 0,
        max: 1,
        values: null,
        steps: null,
        boundsBy: null,
        valuePlans: null,
        items: null,
        length: null,
        per: "instrument",
        lowestPlan: "free",
      },
      {
        name: "weight",
        label: "Weight per sub-strategy, in order (sum 1)",
        levels: ["combined"],
        type: "number",
        unit: "fraction",
        default: null,
        min: 0,
        max: 1,
        values: null,
        steps: null,
        boundsBy: null,
        valuePlans: null,
        items: null,
        length: null,
        per: "subStrategy",
        lowestPlan: "free",
      },
    ]);
    const combinedOnly = byId((await list("free", { level: "combined" })).methods, "fixed_weights");
    expect(combinedOnly.parameters.map((p: Json) => p.per)).toEqual(["subStrategy"]);
    expect(combinedOnly.levels).toEqual(["combined", "subStrategy"]);
  });

  it("reports availability per level for the caller's plan", async () => {
    const starter = (await list("starter", {})).methods;
    expect(byId(starter, "inverse_volatility").availability).toEqual({
      combined: { includedInYourPlan: true, lowestPlan: "starter" },
      subStrategy: { includedInYourPlan: true, lowestPlan: "starter" },
    });
    expect(byId(starter, "risk_parity").availability.subStrategy).toEqual({
      includedInYourPlan: false,
      lowestPlan: "advanced",
    });
    expect(byId(starter, "minimum_variance").availability).toEqual({
      combined: null,
      subStrategy: { includedInYourPlan: true, lowestPlan: "starter" },
    });
    expect(byId(starter, "rank_rotation").availability).toEqual({
      combined: { includedInYourPlan: true, lowestPlan: "starter" },
      subStrategy: null,
    });
    const free = (await list("free", {})).methods;
    const includedForFree = free.filter(
      (m: Json) =>
        m.availability.subStrategy?.includedInYourPlan || m.availability.combined?.includedInYourPlan,
    );
    expect(ids(includedForFree)).toEqual(["equal_weight", "fixed_weights"]);
    const ultimate = (await list("ultimate", {})).methods;
    expect(byId(ultimate, "black_litterman").availability.subStrategy).toEqual({
      includedInYourPlan: true,
      lowestPlan: "ultimate",
    });
  });

  it("gives HRP's ward linkage its own plan above the method's", async () => {
    const linkageFor = async (plan: "ultimate" | "professional") =>
      byId((await list(plan, {})).methods, "hierarchical_risk_parity").parameters[0];
    const ultimate = await linkageFor("ultimate");
    expect(ultimate).toMatchObject({
      name: "linkage",
      type: "enum",
      default: "single",
      values: ["single", "complete", "average", "ward"],
      lowestPlan: "ultimate",
    });
    expect(ultimate.valuePlans).toEqual([
      { value: "single", includedInYourPlan: true, lowestPlan: "ultimate" },
      { value: "complete", includedInYourPlan: true, lowestPlan: "ultimate" },
      { value: "average", includedInYourPlan: true, lowestPlan: "ultimate" },
      { value: "ward", includedInYourPlan: false, lowestPlan: "professional" },
    ]);
    expect((await linkageFor("professional")).valuePlans[3]).toEqual({
      value: "ward",
      includedInYourPlan: true,
      lowestPlan: "professional",
    });
  });

  it("gives Black-Litterman the mean-variance settings plus its views", async () => {
    const methods = (await list("advanced", {})).methods;
    const meanVariance = byId(methods, "mean_variance").parameters;
    const blackLitterman = byId(methods, "black_litterman").parameters;
    expect(blackLitterman.map((p: Json) => p.name)).toEqual([
      ...meanVariance.map((p: Json) => p.name),
      "views",
      "viewConfidence",
      "tau",
    ]);
    const riskAversion = meanVariance.find((p: Json) => p.name === "riskAversion");
    expect(riskAversion).toMatchObject({
      type: "number",
      default: 2,
      steps: [0.5, 1, 2, 3, 5, 10],
      min: 0.5,
      max: 10,
    });
    expect(blackLitterman.find((p: Json) => p.name === "views")).toMatchObject({
      per: "instrument",
      unit: "fraction",
      default: null,
      lowestPlan: "ultimate",
    });
    expect(blackLitterman.find((p: Json) => p.name === "viewConfidence")).toMatchObject({
      default: 0.5,
      min: 0.05,
      max: 1,
    });
  });

  it("describes rank rotation's per-sub-strategy and per-rank settings", async () => {
    const params = byId((await list("starter", { level: "combined" })).methods, "rank_rotation").parameters;
    expect(params.map((p: Json) => [p.name, p.type, p.per, p.default])).toEqual([
      ["rotate", "boolean", "subStrategy", true],
      ["rankWeights", "number", "rank", null],
      ["rankBy", "enum", null, "momentum"],
    ]);
  });

  it("matches query case-insensitively in name and description", async () => {
    const { methods } = await list("free", { query: "SHARPE" });
    expect(ids(methods)).toEqual(["maximum_sharpe", "rank_rotation"]);
    expect((await list("free", { query: "no such method" })).count).toBe(0);
  });

  it("refuses an empty or over-long query and an unknown level", async () => {
    for (const input of [{ query: "" }, { query: "x".repeat(81) }, { level: "portfolio" }]) {
      const res = await call("free", "list_allocation_methods", input);
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe("invalid_arguments");
      expect(res.body.error.details[0].path).toBe(`/${Object.keys(input)[0]}`);
    }
  });
});
