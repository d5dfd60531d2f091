// Every refusal of a portfolio definition through the REST endpoint: status, code, the JSON pointer of
// the offending value and a fix (naming the lowest plan where the plan is the reason). validate_portfolio
// reports the same problems without writing; nothing is ever written by a refused create.
import { beforeAll, describe, expect, it } from "vitest";
import type { PlanId } from "@/server/plans";
import { startResearchServer, type TestAccount } from "@/tests/portfolios/api";

const { account } = startResearchServer();
const users = {} as Record<PlanId, TestAccount>;
let othersScreener: string;
beforeAll(async () => {
  for (const plan of ["free", "starter", "advanced", "ultimate"] as PlanId[])
    users[plan] = await account(plan, `refusals-${plan}`);
  const other = await account("starter", "someone-else");
  othersScreener = (await other.call("create_screener", { universe: { assetType: "etps" }, rows: [] })).body
    .data.result.screener.id;
});

const M0 = "/definition/models/0";
const one = (model: object, top: object = {}) => ({
  ...top,
  models: [{ selection: { instruments: ["SPY", "IEF"] }, ...model }],
});
const leg = (riskOn: object) => one({ allocation: { riskOn } });
const two = (allocation: object) => ({
  models: [
    { selection: { instruments: ["SPY"] } },
    { selection: { instruments: ["IEF"] } },
    { selection: { instruments: ["GLD"] } },
  ],
  allocation: { riskOn: allocation },
});
const condition = (c: object) => one({ riskConditions: { conditions: [c] } });
const LONG_NAME = "K".repeat(97);

interface Case {
  label: string;
  plan: PlanId;
  definition: object | (() => object);
  status: number;
  code: "invalid_arguments" | "plan_required";
  path: string;
  fix: string;
  lowestPlan?: PlanId;
  /** Refused by the request schema itself (validate_portfolio refuses it the same way). */
  schema?: boolean;
}

const CASES: Case[] = [
  {
    label: "allocation method above the plan",
    plan: "starter",
    definition: leg({ method: "risk_parity" }),
    status: 403,
    code: "plan_required",
    path: `${M0}/allocation/riskOn/method`,
    fix: "advanced plan",
    lowestPlan: "advanced",
  },
  {
    label: "Combined-level method above the plan",
    plan: "free",
    definition: two({ method: "inverse_volatility" }),
    status: 403,
    code: "plan_required",
    path: "/definition/allocation/riskOn/method",
    fix: "starter plan",
    lowestPlan: "starter",
  },
  {
    label: "method not offered at the level",
    plan: "ultimate",
    definition: two({ method: "mean_variance" }),
    status: 422,
    code: "invalid_arguments",
    path: "/definition/allocation/riskOn/method",
    fix: "rank_rotation",
  },
  {
    label: "parameter value above the plan",
    plan: "ultimate",
    definition: leg({ method: "hierarchical_risk_parity", settings: { linkage: "ward" } }),
    status: 403,
    code: "plan_required",
    path: `${M0}/allocation/riskOn/settings/linkage`,
    fix: "professional plan",
    lowestPlan: "professional",
  },
  {
    label: "parameter out of bounds",
    plan: "starter",
    definition: leg({ method: "minimum_variance", settings: { maxWeight: 1.5 } }),
    status: 422,
    code: "invalid_arguments",
    path: `${M0}/allocation/riskOn/settings/maxWeight`,
    fix: "0.01 to 1",
  },
  {
    label: "parameter between two steps",
    plan: "advanced",
    definition: leg({ method: "mean_variance", settings: { riskAversion: 1.5 } }),
    status: 422,
    code: "invalid_arguments",
    path: `${M0}/allocation/riskOn/settings/riskAversion`,
    fix: "one of 0.5, 1, 2, 3, 5, 10",
  },
  {
    label: "unknown method setting",
    plan: "starter",
    definition: leg({ method: "equal_weight", settings: { maxWeight: 0.5 } }),
    status: 422,
    code: "invalid_arguments",
    path: `${M0}/allocation/riskOn/settings/maxWeight`,
    fix: "takes none",
  },
  {
    label: "lookback between two steps",
    plan: "starter",
    definition: leg({ lookbackMonths: 4 }),
    status: 422,
    code: "invalid_arguments",
    path: `${M0}/allocation/riskOn/lookbackMonths`,
    fix: "1, 2, 3, 6, 9, 12, 18, 24, 36, 60",
  },
  {
    label: "rebalance between two steps",
    plan: "starter",
    definition: one({ rebalance: { every: 4 } }),
    status: 422,
    code: "invalid_arguments",
    path: `${M0}/rebalance/every`,
    fix: "1, 2, 3, 6, 12",
  },
  {
    label: "leverage above the plan",
    plan: "starter",
    definition: leg({ leverage: 2 }),
    status: 403,
    code: "plan_required",
    path: `${M0}/allocation/riskOn/leverage`,
    fix: "advanced plan",
    lowestPlan: "advanced",
  },
  {
    label: "boundsBy: sma length",
    plan: "starter",
    definition: condition({ ruleType: "single_series", indicator: { kind: "sma", value: 401 } }),
    status: 422,
    code: "invalid_arguments",
    path: `${M0}/riskConditions/conditions/0/indicator/value`,
    fix: "5 to 400",
  },
  {
    label: "boundsBy: change length",
    plan: "starter",
    definition: condition({
      ruleType: "single_series",
      series: "cpi_us",
      indicator: { kind: "change", value: 30 },
    }),
    status: 422,
    code: "invalid_arguments",
    path: `${M0}/riskConditions/conditions/0/indicator/value`,
    fix: "1 to 24",
  },
  {
    label: "boundsBy: strategy threshold",
    plan: "advanced",
    definition: condition({ ruleType: "strategy_based", riskOff: { value: -2 } }),
    status: 422,
    code: "invalid_arguments",
    path: `${M0}/riskConditions/conditions/0/riskOff/value`,
    fix: "-1 to 10",
  },
  {
    label: "rule type above the plan",
    plan: "advanced",
    definition: condition({ ruleType: "hidden_markov", series: "spy" }),
    status: 403,
    code: "plan_required",
    path: `${M0}/riskConditions/conditions/0/ruleType`,
    fix: "ultimate plan",
    lowestPlan: "ultimate",
  },
  {
    label: "risk-on level on the risky side",
    plan: "starter",
    definition: condition({ ruleType: "single_series", riskOff: { operator: "above", value: 10 } }),
    status: 422,
    code: "invalid_arguments",
    path: `${M0}/riskConditions/conditions/0/riskOn/value`,
    fix: "at most 10",
  },
  {
    label: "part the rule type does not read",
    plan: "ultimate",
    definition: condition({
      ruleType: "clustering",
      series: "spy",
      riskOff: { operator: "above", value: 1 },
    }),
    status: 422,
    code: "invalid_arguments",
    path: `${M0}/riskConditions/conditions/0/riskOff`,
    fix: "Leave riskOff out",
  },
  {
    label: "preset value that may not differ",
    plan: "starter",
    definition: condition({ preset: "vix", series: "spy" }),
    status: 422,
    code: "invalid_arguments",
    path: `${M0}/riskConditions/conditions/0/series`,
    fix: "preset to null",
  },
  {
    label: "per instrument: ticker not held",
    plan: "starter",
    definition: leg({ method: "fixed_weights", settings: { weight: { SPY: 0.5, IEF: 0.25, QQQ: 0.25 } } }),
    status: 422,
    code: "invalid_arguments",
    path: `${M0}/allocation/riskOn/settings/weight/QQQ`,
    fix: "instruments the model holds",
  },
  {
    label: "per instrument: not a map",
    plan: "starter",
    definition: leg({ method: "fixed_weights", settings: { weight: [0.5, 0.5] } }),
    status: 422,
    code: "invalid_arguments",
    path: `${M0}/allocation/riskOn/settings/weight`,
    fix: "<ticker>",
  },
  {
    label: "per sub-strategy: wrong length",
    plan: "free",
    definition: two({ method: "fixed_weights", settings: { weight: [0.5, 0.5] } }),
    status: 422,
    code: "invalid_arguments",
    path: "/definition/allocation/riskOn/settings/weight",
    fix: "exactly 3",
  },
  {
    label: "per rank: one per rotating model",
    plan: "starter",
    definition: two({
      method: "rank_rotation",
      settings: { rotate: [true, false, true], rankWeights: [0.5, 0.3, 0.2] },
    }),
    status: 422,
    code: "invalid_arguments",
    path: "/definition/allocation/riskOn/settings/rankWeights",
    fix: "exactly 2",
  },
  {
    label: "fixed weights not summing to 1",
    plan: "free",
    definition: leg({ method: "fixed_weights", settings: { weight: { SPY: 0.6, IEF: 0.3 } } }),
    status: 422,
    code: "invalid_arguments",
    path: `${M0}/allocation/riskOn/settings/weight`,
    fix: "add up to 100 %",
  },
  {
    label: "fixed weights missing",
    plan: "free",
    definition: leg({ method: "fixed_weights" }),
    status: 422,
    code: "invalid_arguments",
    path: `${M0}/allocation/riskOn/settings/weight`,
    fix: "adding up to 100 %",
  },
  {
    label: "ticker not in the data build",
    plan: "starter",
    definition: one({ selection: { instruments: ["SPY", "NOPE"] } }),
    status: 422,
    code: "invalid_arguments",
    path: `${M0}/selection/instruments/1`,
    fix: "data build",
  },
  {
    label: "another account's screener",
    plan: "starter",
    definition: () => one({ selection: { instruments: [], entryScreeners: [othersScreener] } }),
    status: 422,
    code: "invalid_arguments",
    path: `${M0}/selection/entryScreeners/0`,
    fix: "list_screeners",
  },
  {
    label: "unknown screener",
    plan: "starter",
    definition: one({ selection: { instruments: ["SPY"], exitScreeners: ["0123456789abcdef01234567"] } }),
    status: 422,
    code: "invalid_arguments",
    path: `${M0}/selection/exitScreeners/0`,
    fix: "list_screeners",
  },
  {
    label: "benchmark that is not public",
    plan: "starter",
    definition: one({}, { benchmark: "0123456789abcdef01234567" }),
    status: 422,
    code: "invalid_arguments",
    path: "/definition/benchmark",
    fix: "list_portfolios",
  },
  {
    label: "stop loss out of bounds",
    plan: "starter",
    definition: one({ positionExits: { stopLoss: -0.01 } }),
    status: 422,
    code: "invalid_arguments",
    path: `${M0}/positionExits/stopLoss`,
    fix: "-1 to -0.05",
  },
  {
    label: "take profit out of bounds",
    plan: "starter",
    definition: one({ positionExits: { takeProfit: 12 } }),
    status: 422,
    code: "invalid_arguments",
    path: `${M0}/positionExits/takeProfit`,
    fix: "0.05 to 10",
  },
  {
    label: "max hold out of bounds",
    plan: "starter",
    definition: one({ positionExits: { maxHoldMonths: 0 } }),
    status: 422,
    code: "invalid_arguments",
    path: `${M0}/positionExits/maxHoldMonths`,
    fix: "1 to 120",
  },
  {
    label: "maxPositions over the plan cap",
    plan: "starter",
    definition: one({ positionExits: { maxPositions: 11 } }),
    status: 403,
    code: "plan_required",
    path: `${M0}/positionExits/maxPositions`,
    fix: "advanced plan",
    lowestPlan: "advanced",
  },
  {
    label: "maxPositions over the product maximum",
    plan: "ultimate",
    definition: one({ positionExits: { maxPositions: 51 } }),
    status: 422,
    code: "invalid_arguments",
    path: `${M0}/positionExits/maxPositions`,
    fix: "1 to 50",
  },
  {
    label: "start year before the plan's first",
    plan: "free",
    definition: one({}, { startingYear: 2005 }),
    status: 403,
    code: "plan_required",
    path: "/definition/startingYear",
    fix: "starter plan",
    lowestPlan: "starter",
  },
  {
    label: "start year before the data",
    plan: "ultimate",
    definition: one({}, { startingYear: 1850 }),
    status: 422,
    code: "invalid_arguments",
    path: "/definition/startingYear",
    fix: "1871 to 2026",
  },
  {
    label: "nothing to hold",
    plan: "starter",
    definition: one({ selection: { instruments: [] } }),
    status: 422,
    code: "invalid_arguments",
    path: `${M0}/selection`,
    fix: "entry screener",
  },
  {
    label: "property name over 96 characters",
    plan: "starter",
    definition: leg({ method: "minimum_variance", settings: { [LONG_NAME]: 1 } }),
    status: 422,
    code: "invalid_arguments",
    path: `${M0}/allocation/riskOn/settings/${LONG_NAME}`,
    fix: "at most 96",
    schema: true,
  },
  {
    label: "unknown property",
    plan: "starter",
    definition: one({ colour: "blue" }),
    status: 422,
    code: "invalid_arguments",
    path: `${M0}/colour`,
    fix: "Remove",
    schema: true,
  },
  {
    label: "unknown top-level property",
    plan: "starter",
    definition: one({}, { [LONG_NAME]: true }),
    status: 422,
    code: "invalid_arguments",
    path: `/definition/${LONG_NAME}`,
    fix: "Remove",
    schema: true,
  },
  {
    label: "wrong type",
    plan: "starter",
    definition: one({ positionExits: { maxPositions: "ten" } }),
    status: 422,
    code: "invalid_arguments",
    path: `${M0}/positionExits/maxPositions`,
    fix: "number",
    schema: true,
  },
  {
    label: "no models",
    plan: "starter",
    definition: { models: [] },
    status: 422,
    code: "invalid_arguments",
    path: "/definition/models",
    fix: "at least 1",
    schema: true,
  },
];

describe("create_portfolio refusals", () => {
  it.each(CASES)("$label: $status $code at $path", async (c) => {
    const caller = await users[c.plan].withKey(`refusal ${c.label}`);
    const definition = typeof c.definition === "function" ? c.definition() : c.definition;
    const reply = await caller.call("create_portfolio", { definition });
    expect(reply.status, JSON.stringify(reply.body)).toBe(c.status);
    expect(reply.body.error.code).toBe(c.code);
    const detail = reply.body.error.details.find((d: { path: string }) => d.path === c.path);
    expect(detail, JSON.stringify(reply.body.error.details)).toBeDefined();
    expect(detail.fix).toContain(c.fix);
    expect(detail.message.length).toBeGreaterThan(0);

    const checked = await caller.call("validate_portfolio", { definition });
    if (c.schema) {
      expect(checked.status).toBe(422);
      expect(checked.body.error.details.map((d: { path: string }) => d.path)).toContain(c.path);
    } else {
      expect(checked.status).toBe(200);
      expect(checked.body.data.result).toMatchObject({ valid: false, definition: null });
      const problem = checked.body.data.result.warnings.find((p: { path: string }) => p.path === c.path);
      expect(problem).toMatchObject({ code: c.code, path: c.path, lowestPlan: c.lowestPlan ?? null });
      expect(reply.body.error.details).toContainEqual(problem);
    }
  });

  it("wrote nothing for any refused request", async () => {
    for (const user of Object.values(users)) {
      expect((await (await user.withKey("count")).call("list_portfolios", {})).body.data.result.total).toBe(
        0,
      );
    }
  });
});
