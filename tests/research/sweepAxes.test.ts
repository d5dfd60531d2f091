// The sweep's axes without the database: paths read against a definition, ranges on exact decimals,
// values refused by their own field with axis and value named, combinations that only fail together
// (fixed weights) as failed cells, and one variant run equal to simulate_portfolio's computation bit
// for bit (computeSimulation, the code path simulate_portfolio stores).
import { describe, expect, it } from "vitest";
import { ApiError } from "@/server/errors";
import { getMarketData } from "@/server/data/load";
import { normaliseDefinition } from "@/server/domain/portfolios/normalise";
import { DEFAULT_BENCHMARK_ID } from "@/server/domain/portfolios/benchmarkIds";
import type { DefinitionInput } from "@/server/domain/portfolios/schema";
import { combinationOf, parseAxes, variantOf } from "@/server/domain/research/axes";
import { expandRange } from "@/server/domain/research/axisValues";
import { runVariant } from "@/server/domain/research/runVariant";
import { sweepCalls } from "@/server/domain/research/calls";
import { checkScreener } from "@/server/domain/screeners/check";
import { computeSimulation } from "@/server/domain/simulations/compute";
import type { SimulationSettings } from "@/server/domain/simulations/settings";

const normalised = (input: DefinitionInput) => {
  const n = normaliseDefinition(input, { plan: "starter", base: "", benchmark: DEFAULT_BENCHMARK_ID });
  expect(n.problems).toEqual([]);
  return n.definition;
};
const FIVE = ["SPY", "TLT", "GLD", "EFA", "VNQ"];
const fiveEtf = normalised({
  name: "Five ETFs",
  models: [
    {
      selection: { instruments: FIVE },
      allocation: {
        riskOn: {
          method: "fixed_weights",
          settings: { weight: Object.fromEntries(FIVE.map((t) => [t, 0.2])) },
        },
      },
    },
  ],
});
const invVol = normalised({
  name: "Inverse volatility",
  models: [{ selection: { instruments: FIVE }, allocation: { riskOn: { method: "inverse_volatility" } } }],
});
const base = (definition = invVol) => ({ definition, screeners: {} });
const refusal = (f: () => unknown): ApiError => {
  try {
    f();
  } catch (e) {
    return e as ApiError;
  }
  throw new Error("not refused");
};

describe("axes", () => {
  it("expands a range on exact decimals, max included", () => {
    expect(expandRange({ min: 0.1, max: 0.3, step: 0.1 }, "")).toEqual([0.1, 0.2, 0.3]);
    expect(expandRange({ min: -0.3, max: -0.05, step: 0.05 }, "")).toEqual([
      -0.3, -0.25, -0.2, -0.15, -0.1, -0.05,
    ]);
    expect(expandRange({ min: 1, max: 10, step: 3 }, "")).toEqual([1, 4, 7, 10]);
  });

  it("reads model fields, method parameters and labels them in words", () => {
    const axes = parseAxes(
      [
        { path: "subStrategies[0].allocation.riskOn.lookbackMonths", values: [3, 6, 12] },
        { path: "models[0].positionExits.stopLoss", range: { min: -0.3, max: -0.1, step: 0.1 } },
        { path: "models[0].rebalance.every", values: [1, 3] },
      ],
      base(),
      "professional",
    );
    expect(axes.map((a) => [a.label, a.unit, a.values])).toEqual([
      ["Lookback (months)", "months", [3, 6, 12]],
      ["Stop loss (%)", "percent", [-0.3, -0.2, -0.1]],
      ["Rebalance every (months)", "months", [1, 3]],
    ]);
    expect(combinationOf(axes, 0)).toEqual([3, -0.3, 1]);
    expect(combinationOf(axes, 17)).toEqual([12, -0.1, 3]);
    const weightPath = "models[0].allocation.riskOn.settings.weight.SPY";
    const weight = parseAxes([{ path: weightPath, values: [0.2] }], base(fiveEtf), "starter");
    expect(weight[0].label).toBe("Weight per instrument (sum 1): SPY (%)");
  });

  it("refuses a path that does not exist, naming it with a fix", () => {
    for (const path of [
      "models[0].allocation.riskOn.lookback",
      "models[3].rebalance.every",
      "name",
      "models[0].selection.entryScreeners[0].rows[0].target.value",
    ]) {
      const e = refusal(() => parseAxes([{ path, values: [1] }], base(), "professional"));
      expect(e.code).toBe("invalid_arguments");
      expect(e.details[0].path).toBe("/axes/0/path");
      expect(e.details[0].message).toContain(path);
      expect(e.details[0].fix).toBeTruthy();
    }
  });

  it("refuses a value its field refuses, naming the axis and the value", () => {
    const e = refusal(() =>
      parseAxes(
        [{ path: "models[0].allocation.riskOn.lookbackMonths", values: [3, 5] }],
        base(),
        "professional",
      ),
    );
    expect(e.code).toBe("invalid_arguments");
    expect(e.details[0].path).toBe("/axes/0/values/1");
    expect(e.message).toContain("Axis 1 (Lookback (months)");
    expect(e.message).toContain("the value 5");
    const plan = refusal(() =>
      parseAxes([{ path: "models[0].positionExits.maxPositions", values: [5, 20] }], base(), "starter"),
    );
    expect(plan.code).toBe("plan_required");
    expect(plan.details[0]).toMatchObject({ path: "/axes/0/values/1", lowestPlan: "advanced" });
  });

  it("refuses more variants than the plan runs, before anything runs", () => {
    const e = refusal(() =>
      parseAxes(
        [
          { path: "models[0].allocation.riskOn.lookbackMonths", values: [1, 2, 3, 6, 9, 12] },
          { path: "models[0].rebalance.every", values: [1, 2, 3, 6, 12] },
        ],
        base(),
        "free",
      ),
    );
    expect(e.code).toBe("plan_required");
    expect(e.message).toContain("30 variants");
    expect(e.details[0].lowestPlan).toBe("starter");
  });

  it("makes a combination that breaks the definition a failed cell with the reason", () => {
    const axes = parseAxes(
      [{ path: "models[0].allocation.riskOn.settings.weight.SPY", values: [0.2, 0.3] }],
      base(fiveEtf),
      "starter",
    );
    expect(variantOf(base(fiveEtf), axes, 0, "starter").ok).toBe(true);
    const failed = variantOf(base(fiveEtf), axes, 1, "starter");
    expect(failed).toMatchObject({ ok: false, reason: "The weights add up to 110 %, not 100 %." });
  });

  it("varies a screener row's value and input through the model's entry screener", () => {
    const id = "c".repeat(24);
    const rows = [
      { filter: "price", relation: "greater_than", target: { kind: "value", value: 5 } },
      {
        filter: "total_return",
        relation: "highest",
        inputs: { months: 12 },
        target: { kind: "count", value: 50 },
      },
    ];
    const screener = checkScreener({ universe: { assetType: "stocks" }, rows }, "starter").definition!;
    const screened = normalised({
      name: "Momentum",
      models: [{ selection: { instruments: [], entryScreeners: [id] } }],
    });
    const sweepBase = { definition: screened, screeners: { [id]: screener } };
    const row = "models[0].selection.entryScreeners[0].rows[1]";
    const axes = parseAxes(
      [
        { path: `${row}.target.value`, values: [10, 20] },
        { path: `${row}.inputs.months`, values: [6, 12] },
      ],
      sweepBase,
      "starter",
    );
    expect(axes.map((a) => a.target.kind)).toEqual(["screener", "screener"]);
    const cell = variantOf(sweepBase, axes, 1, "starter");
    if (!cell.ok) throw new Error(cell.reason);
    expect(cell.screeners[id].rows[1]).toMatchObject({ target: { value: 10 }, inputs: { months: 12 } });
    expect(cell.definition).toEqual(screened);
    expect(screener.rows[1].target).toEqual({ kind: "count", value: 50 });
    const e = refusal(() =>
      parseAxes([{ path: `${row}.inputs.months`, values: [12, 7] }], sweepBase, "starter"),
    );
    expect(e.details[0].path).toBe("/axes/0/values/1");
    expect(e.message).toContain("the value 7");
  });

  it("counts one call and one per started hundred variants beyond the first", () => {
    expect([1, 100, 101, 200, 201, 1000, 10_000].map(sweepCalls)).toEqual([1, 1, 2, 2, 3, 10, 100]);
  });
});

describe("one variant", () => {
  it("equals simulate_portfolio's computation of the same definition, bit for bit", async () => {
    const market = getMarketData();
    const settings: SimulationSettings = {
      startYear: 2008,
      variant: { reinvest: true, costs: true, taxes: false },
      startingCapital: 10_000,
      baseCurrency: "USD",
      benchmarkId: DEFAULT_BENCHMARK_ID,
    };
    const axes = parseAxes(
      [{ path: "models[0].allocation.riskOn.lookbackMonths", values: [3, 6] }],
      base(),
      "starter",
    );
    const cell = variantOf(base(), axes, 1, "starter");
    if (!cell.ok) throw new Error(cell.reason);
    const benchmark = normalised({ name: "SPY", models: [{ selection: { instruments: ["SPY"] } }] });
    const run = runVariant({ market, definition: cell.definition, benchmark, screeners: {}, settings });
    const full = await computeSimulation({
      market,
      definition: cell.definition,
      benchmark,
      screens: new Map(),
      settings,
    });
    expect(Array.from(run.values)).toEqual(full.values);
    const m = full.metrics;
    expect(run.metrics).toEqual({
      cagr: m.cagr,
      totalReturn: m.totalReturn,
      volatility: m.volatility,
      sharpe: m.sharpe,
      sortino: m.sortino,
      calmar: m.calmar,
      maxDrawdown: m.maxDrawdown,
      endValue: full.values.at(-1),
    });
  });
});
