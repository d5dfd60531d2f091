// The complete definition reproduces itself: random valid partial definitions (built from the catalogue
// for the caller's plan) go to create_portfolio; the returned definition, sent back unchanged, comes
// back identical with nothing assumed and no notes.
import { beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  ALLOCATION_METHODS,
  parametersAt,
  type Level,
  type MethodParameter,
} from "@/server/catalogue/allocationMethods";
import { LOOKBACK_STEPS, REBALANCE_STEPS } from "@/server/catalogue/modelFields";
import { RISK_PRESETS, RISK_SERIES } from "@/server/catalogue/riskPresets";
import { firstYearOf, LATEST_DATA_YEAR } from "@/server/catalogue/dataYears";
import { PLANS, includes, type PlanId } from "@/server/plans";
import { PUBLIC_PORTFOLIOS } from "@/server/seed/publicPortfolios";
import { PUBLIC_SCREENERS } from "@/server/seed/publicScreeners";
import { startResearchServer, TICKERS, type TestAccount } from "@/tests/portfolios/api";

const { account } = startResearchServer();

/** Leave a field out, or give it. */
const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
const num = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
const int = (min: number, max: number) => fc.integer({ min, max });
const dropUndefined = <T extends object>(o: T) => JSON.parse(JSON.stringify(o)) as T;

/** Fractions summing to 1 (within rounding), one per item. */
const weights = (n: number) =>
  fc.array(int(1, 20), { minLength: n, maxLength: n }).map((xs) => {
    const total = xs.reduce((a, b) => a + b, 0);
    return xs.map((x) => x / total);
  });

function parameterValue(
  p: MethodParameter,
  instruments: string[],
  models: number,
  rotating: number,
): fc.Arbitrary<unknown> {
  const item: fc.Arbitrary<unknown> =
    p.type === "boolean"
      ? fc.boolean()
      : p.type === "enum"
        ? fc.constantFrom(...p.values!)
        : p.steps
          ? fc.constantFrom(...p.steps)
          : num(p.min!, p.max!);
  if (p.per === "instrument")
    return fc
      .subarray(instruments)
      .chain((keys) =>
        fc.tuple(...keys.map(() => item)).map((vs) => Object.fromEntries(keys.map((k, i) => [k, vs[i]]))),
      );
  if (p.per === "subStrategy") return fc.array(item, { minLength: models, maxLength: models });
  if (p.per === "rank") return rotating === 0 ? fc.constant(null) : weights(rotating);
  return item;
}

function settings(
  plan: PlanId,
  methodId: string,
  level: Level,
  instruments: string[],
  models: number,
): fc.Arbitrary<Record<string, unknown> | undefined> {
  const method = ALLOCATION_METHODS.find((m) => m.id === methodId)!;
  if (methodId === "fixed_weights") {
    const n = level === "combined" ? models : instruments.length;
    return weights(n).map((w) => ({
      weight: level === "combined" ? w : Object.fromEntries(instruments.map((t, i) => [t, w[i]])),
    }));
  }
  const params = parametersAt(method, level).filter((p) => includes(plan, p.lowestPlan));
  // rank_rotation: rankWeights has one entry per rotating model (every model when rotate is left out),
  // so rotate is decided first.
  return maybe(fc.array(fc.boolean(), { minLength: models, maxLength: models })).chain((rotate) => {
    const rotating = rotate ? rotate.filter(Boolean).length : models;
    const entries = params.map((p) => {
      const value =
        p.name === "rotate"
          ? fc.constant(rotate)
          : p.name === "linkage"
            ? maybe(
                fc.constantFrom(
                  ...p.values!.filter((v) =>
                    includes(plan, p.valuePlans!.find((x) => x.value === v)!.lowestPlan),
                  ),
                ),
              )
            : maybe(parameterValue(p, instruments, models, rotating));
      return value.map((v) => [p.name, v] as const);
    });
    return maybe(fc.tuple(...entries).map((kv) => Object.fromEntries(kv.filter(([, v]) => v !== undefined))));
  });
}

function leg(plan: PlanId, level: Level, instruments: string[], models: number) {
  const methods = ALLOCATION_METHODS.filter((m) => m.levels[level] && includes(plan, m.levels[level]!)).map(
    (m) => m.id,
  );
  return maybe(fc.constantFrom(...methods)).chain((method) =>
    fc.record({
      method: fc.constant(method),
      settings:
        method === undefined ? fc.constant(undefined) : settings(plan, method, level, instruments, models),
      lookbackMonths: maybe(fc.constantFrom(...LOOKBACK_STEPS)),
      covarianceEstimator: maybe(fc.constantFrom("sample", "ledoit_wolf", "exponential")),
      shrinkageIntensity: maybe(fc.option(num(0, 1), { nil: null })),
      decayFactor: maybe(num(0.8, 0.999)),
      leverage: maybe(includes(plan, "advanced") ? num(1, 3) : fc.constant(1)),
      correlationEstimator: maybe(fc.constantFrom("pearson", "spearman")),
    }),
  );
}

const condition = (plan: PlanId) =>
  fc.oneof(
    fc.record({ preset: fc.constantFrom(...RISK_PRESETS.map((p) => p.id)) }),
    fc.record({
      preset: fc.constant(null),
      ruleType: fc.constant("single_series"),
      series: maybe(fc.constantFrom(...Object.keys(RISK_SERIES))),
      weeksOfDelay: maybe(int(0, 12)),
    }),
    // Hysteresis: risk on at or below the risk-off level of an "above" rule (sent: the default 20 would
    // lie above a lower risk-off level and be refused).
    fc
      .tuple(
        num(0, 100),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom(["sma", 5, 400], ["change", 1, 24], ["average_momentum", 1, 12]) as fc.Arbitrary<
          [string, number, number]
        >,
      )
      .chain(([off, share, [kind, lo, hi]]) =>
        fc.record(
          {
            ruleType: fc.constant("single_series"),
            indicator: maybe(fc.record({ kind: fc.constant(kind), value: int(lo, hi) })),
            riskOff: fc.constant({ operator: "above", value: off }),
            riskOn: fc.option(fc.constant({ value: off * share }), { nil: null }),
          },
          { requiredKeys: ["ruleType", "riskOff", "riskOn"] },
        ),
      ),
    ...(includes(plan, "ultimate")
      ? [
          fc.record({
            ruleType: fc.constantFrom("hidden_markov", "clustering"),
            series: maybe(fc.constantFrom("spy", "vix")),
            switchRebalances: maybe(fc.boolean()),
          }),
        ]
      : []),
    fc.record({
      ruleType: fc.constant("double_series"),
      crossing: maybe(
        fc.record({
          operator: fc.constantFrom("above", "below"),
          against: fc.record({ kind: fc.constant("sma"), value: int(5, 400) }),
        }),
      ),
    }),
    ...(includes(plan, "advanced")
      ? [
          fc.record({
            ruleType: fc.constant("strategy_based"),
            measure: maybe(fc.constantFrom("drawdown", "trailing_return")),
            measureMonths: maybe(int(1, 36)),
          }),
        ]
      : []),
  );
const riskConditions = (plan: PlanId) =>
  maybe(fc.record({ conditions: maybe(fc.array(condition(plan), { maxLength: 2 })) }, { requiredKeys: [] }));
const rebalance = maybe(
  fc.record(
    { every: maybe(fc.constantFrom(...REBALANCE_STEPS)), cadence: maybe(fc.constant("month")) },
    { requiredKeys: [] },
  ),
);
const exit = (a: fc.Arbitrary<number>) => maybe(fc.option(a, { nil: null }));

function model(plan: PlanId, models: number) {
  return fc.subarray(TICKERS, { minLength: 1, maxLength: 6 }).chain((instruments) =>
    fc.record(
      {
        name: maybe(fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim().length > 0)),
        description: maybe(fc.option(fc.string({ maxLength: 50 }), { nil: null })),
        active: maybe(fc.boolean()),
        rebalance,
        selection: fc.record(
          {
            instruments: fc.constant(instruments),
            entryScreeners: maybe(
              fc.subarray(
                PUBLIC_SCREENERS.map((s) => s.id),
                { maxLength: 1 },
              ),
            ),
          },
          { requiredKeys: ["instruments"] },
        ),
        positionExits: maybe(
          fc.record(
            {
              maxHoldMonths: exit(int(1, 120)),
              reinvestDelayMonths: exit(int(1, 120)),
              maxPositions: exit(int(1, PLANS[plan].maxPositions)),
              takeProfit: exit(num(0.05, 10)),
              stopLoss: exit(num(-1, -0.05)),
            },
            { requiredKeys: [] },
          ),
        ),
        allocation: maybe(
          fc.record(
            {
              riskOn: leg(plan, "subStrategy", instruments, models),
              riskOff: maybe(fc.option(leg(plan, "subStrategy", instruments, models), { nil: null })),
            },
            { requiredKeys: [] },
          ),
        ),
        riskConditions: riskConditions(plan),
      },
      { requiredKeys: ["selection"] },
    ),
  );
}

const definition = (plan: PlanId) =>
  int(1, 3)
    .chain((count) =>
      fc.record(
        {
          name: maybe(fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim().length > 0)),
          description: maybe(fc.option(fc.string({ maxLength: 80 }), { nil: null })),
          startingYear: maybe(int(firstYearOf(plan), LATEST_DATA_YEAR)),
          benchmark: maybe(fc.constantFrom(...PUBLIC_PORTFOLIOS.map((p) => p.id))),
          models: fc.tuple(...Array.from({ length: count }, () => model(plan, count))),
          ...(count > 1
            ? {
                rebalance,
                allocation: maybe(
                  fc.record({ riskOn: leg(plan, "combined", [], count) }, { requiredKeys: [] }),
                ),
                riskConditions: riskConditions(plan),
              }
            : {}),
        },
        { requiredKeys: ["models"] },
      ),
    )
    .map(dropUndefined);

describe.each(["free", "professional"] as PlanId[])("create_portfolio round trip (%s plan)", (plan) => {
  let user: TestAccount;
  beforeAll(async () => {
    user = await account(plan, `round-trip-${plan}`);
  });

  it("returns a complete definition that comes back identical with nothing assumed", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(definition(plan), async (partial) => {
        // A key per call: the free plan allows 5 calls per second per key. Each app is a folder of its
        // own, so the name sent back is not taken there.
        const first = await (
          await user.withKey(`round-trip-${plan}-${run++}`)
        ).call("create_portfolio", { definition: partial });
        expect(first.status, JSON.stringify(first.body)).toBe(200);
        const complete = first.body.data.result.portfolio.definition;
        expect(complete.kind).toBe(partial.models.length > 1 ? "combined" : "single");
        const elsewhere = await user.withKey(`round-trip-${plan}-${run++}`);
        const second = await elsewhere.call("create_portfolio", { definition: complete });
        expect(second.status, JSON.stringify(second.body)).toBe(200);
        expect(second.body.data.result.portfolio.definition).toEqual(complete);
        expect(second.body.data.assumed).toEqual([]);
        expect(second.body.data.result.notes).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});
