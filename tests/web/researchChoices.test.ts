// The settings "Try variants" offers (components/research/axisChoices.ts) are ones run_sweep takes:
// every path it lists for a Single with a risk condition and exits, and for a Combined, is read by the
// sweep's own parser (server/domain/research/axes.ts) with the values the dialog starts it with; and
// the dialog's count of research calls is the service's.
import { describe, expect, it } from "vitest";
import type { StrategyCatalogue } from "@/components/strategy/useStrategyCatalogue";
import { axisChoices } from "@/components/research/axisChoices";
import { axisInput, axisValues, firstDraft, researchCalls } from "@/components/research/axisValues";
import { describeModel, sectionIds } from "@/server/catalogue/strategyModel";
import { ALLOCATION_METHODS, methodView } from "@/server/catalogue/allocationMethods";
import { RISK_PRESETS } from "@/server/catalogue/riskPresets";
import { normaliseDefinition } from "@/server/domain/portfolios/normalise";
import { DEFAULT_BENCHMARK_ID } from "@/server/domain/portfolios/benchmarkIds";
import type { DefinitionInput } from "@/server/domain/portfolios/schema";
import { parseAxes } from "@/server/domain/research/axes";
import { sweepCalls } from "@/server/domain/research/calls";

const PLAN = "advanced";
const fields = new Map(
  sectionIds("strategy").flatMap((s) =>
    describeModel("strategy", s, PLAN).fields.map((f) => [f.path, f] as const),
  ),
);
const catalogue = {
  field: (path: string) => {
    const f = fields.get(path);
    if (!f) throw new Error(`no field ${path}`);
    return f;
  },
  methods: ALLOCATION_METHODS.map((m) => methodView(PLAN, m, "both")),
  presets: RISK_PRESETS.map((p) => ({ id: p.id, name: p.name })),
} as unknown as StrategyCatalogue;

const normalised = (input: DefinitionInput) => {
  const n = normaliseDefinition(input, { plan: PLAN, base: "", benchmark: DEFAULT_BENCHMARK_ID });
  expect(n.problems).toEqual([]);
  return n.definition;
};
const FIVE = ["SPY", "TLT", "GLD", "EFA", "VNQ"];
const single = normalised({
  name: "Calm five",
  models: [
    {
      selection: { instruments: FIVE },
      allocation: {
        riskOn: { method: "minimum_variance", lookbackMonths: 12 },
        riskOff: { method: "equal_weight" },
      },
      riskConditions: { conditions: [{ preset: "vix", riskOff: { value: 35 } }] },
      positionExits: { maxPositions: 4, stopLoss: -0.2 },
    },
  ],
});
const combined = normalised({
  name: "Two sleeves",
  kind: "combined",
  models: [
    {
      name: "Stocks",
      selection: { instruments: ["SPY", "EFA"] },
      allocation: { riskOn: { method: "inverse_volatility" } },
    },
    {
      name: "Safe",
      selection: { instruments: ["TLT", "GLD"] },
      allocation: { riskOn: { method: "equal_weight" } },
    },
  ],
  allocation: { riskOn: { method: "equal_weight" } },
});

describe("axisChoices", () => {
  for (const [name, definition] of [
    ["a Single with a risk-off leg, a risk condition and exits", single],
    ["a Combined", combined],
  ] as const) {
    it(`lists only settings run_sweep takes, for ${name}`, () => {
      const choices = axisChoices(definition as unknown as Record<string, unknown>, catalogue);
      expect(choices.length).toBeGreaterThan(8);
      for (const c of choices) {
        const outcome = axisValues(c, firstDraft(c));
        expect(outcome, c.path).toHaveProperty("values");
        const input = axisInput(c, firstDraft(c), (outcome as { values: never[] }).values);
        const [axis] = parseAxes([input], { definition, screeners: {} }, PLAN);
        expect(axis.path).toBe(c.path);
      }
    });
  }

  it("names a Single's settings without a model, and a Combined's by model", () => {
    const own = axisChoices(single as unknown as Record<string, unknown>, catalogue);
    expect(own.find((c) => c.path === "models[0].allocation.riskOn.lookbackMonths")).toMatchObject({
      name: "Lookback",
      group: "risk-on allocation",
    });
    expect(own.find((c) => c.path === "models[0].riskConditions.conditions[0].riskOff.value")?.current).toBe(
      35,
    );
    // Equal weight reads no lookback: none is offered for the risk-off leg.
    expect(own.some((c) => c.path === "models[0].allocation.riskOff.lookbackMonths")).toBe(false);
    const two = axisChoices(combined as unknown as Record<string, unknown>, catalogue);
    expect(two.find((c) => c.path === "models[0].allocation.riskOn.lookbackMonths")?.group).toBe(
      "Stocks, risk-on allocation",
    );
    expect(two.find((c) => c.path === "rebalance.every")?.group).toBe("Combined level");
  });
});

describe("researchCalls", () => {
  it("counts as the service does", () => {
    for (const n of [1, 25, 99, 100, 101, 150, 200, 201, 999, 1000, 1001, 10_000])
      expect(researchCalls(n), `${n} variants`).toBe(sweepCalls(n));
  });
});
