// create/validate/edit/get/list_portfolio and save_to_lodestar over HTTP: the complete definition with
// its defaults in assumed, Single and Combined shapes, notes for what the service changed on its own,
// edits by replacement and JSON Patch, public benchmarks, listing and saving.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "@/server/env";
import { PUBLIC_PORTFOLIOS } from "@/server/seed/publicPortfolios";
import { DEFAULT_BENCHMARK_ID } from "@/server/domain/portfolios/benchmarkIds";
import { testDb } from "@/tests/helpers/accounts";
import { startResearchServer, type TestAccount } from "@/tests/portfolios/api";

const { account } = startResearchServer();
let user: TestAccount;
let free: TestAccount;
let advanced: TestAccount;
beforeAll(async () => {
  user = await account("starter", "crud-app");
  free = await account("free", "crud-free");
  advanced = await account("advanced", "crud-advanced");
});

const LEG_DEFAULTS = {
  method: "equal_weight",
  settings: {},
  lookbackMonths: 12,
  covarianceEstimator: "sample",
  shrinkageIntensity: null,
  decayFactor: 0.94,
  leverage: 1,
  correlationEstimator: "pearson",
};
const byField = (assumed: { field: string; value: unknown }[]) =>
  Object.fromEntries(assumed.map((a) => [a.field, a.value]));

describe("create_portfolio", () => {
  it("completes a minimal Single with the product defaults, each reported in assumed", async () => {
    const reply = await user.call("create_portfolio", {
      definition: { models: [{ selection: { instruments: ["SPY", "IEF"] } }] },
    });
    expect(reply.status).toBe(200);
    const { portfolio, notes } = reply.body.data.result;
    expect(notes).toEqual([]);
    const openUrl = `${env().appUrl}/portfolios/${portfolio.id}`;
    const draft = { folder: "crud-app" };
    expect(portfolio).toMatchObject({ name: "SPY, IEF", description: null, state: "draft", openUrl, draft });
    expect(portfolio.definition).toEqual({
      kind: "single",
      name: "SPY, IEF",
      description: null,
      startingYear: 2005, // starter: all daily data, so the product default 2005
      benchmark: DEFAULT_BENCHMARK_ID,
      rebalance: null,
      allocation: null,
      riskConditions: null,
      models: [
        {
          name: "Model",
          description: null,
          active: true,
          rebalance: { every: 1, cadence: "month" },
          selection: { instruments: ["SPY", "IEF"], entryScreeners: [], exitScreeners: [] },
          positionExits: {
            maxHoldMonths: null,
            reinvestDelayMonths: null,
            maxPositions: 10,
            takeProfit: null,
            stopLoss: null,
          },
          allocation: { riskOn: LEG_DEFAULTS, riskOff: null },
          riskConditions: { conditions: [], combine: "or" },
        },
      ],
    });
    const assumed = reply.body.data.assumed;
    expect(byField(assumed)).toMatchObject({
      "/definition/kind": "single",
      "/definition/name": "SPY, IEF",
      "/definition/startingYear": 2005,
      "/definition/benchmark": DEFAULT_BENCHMARK_ID,
      "/definition/models/0/positionExits/maxPositions": 10,
      "/definition/models/0/positionExits/stopLoss": null,
      "/definition/models/0/allocation/riskOn/lookbackMonths": 12,
      "/definition/models/0/allocation/riskOn/leverage": 1,
      "/definition/models/0/rebalance/cadence": "month",
    });
    for (const a of assumed) expect(a.reason.length).toBeGreaterThan(0);
    // Nothing given is reported as assumed.
    expect(assumed.map((a: { field: string }) => a.field)).not.toContain(
      "/definition/models/0/selection/instruments",
    );
    const { summary } = reply.body.data;
    for (const part of [
      '"SPY, IEF"',
      "Single",
      "1 model(s)",
      "start year 2005",
      'folder "crud-app"',
      `expires ${portfolio.draft.expiresAt}`,
      `${assumed.length} value(s) assumed`,
    ])
      expect(summary).toContain(part);
  });

  it("uses the plan's defaults: a free caller gets maxPositions 5 and starts in 2006", async () => {
    const reply = await free.call("create_portfolio", {
      definition: { models: [{ selection: { instruments: ["SPY"] } }] },
    });
    expect(reply.body.data.result.portfolio.definition).toMatchObject({
      startingYear: 2006,
      models: [{ positionExits: { maxPositions: 5 } }],
    });
  });

  it("makes a Combined from two models, with its own rebalance, allocation and risk conditions", async () => {
    const reply = await user.call("create_portfolio", {
      definition: {
        name: "Stocks and bonds",
        models: [
          { name: "Stocks", selection: { instruments: ["SPY", "QQQ"] } },
          { name: "Bonds", selection: { instruments: ["IEF", "TLT"] } },
        ],
        allocation: { riskOn: { method: "fixed_weights", settings: { weight: [0.7, 0.3] } } },
        riskConditions: { conditions: [{ preset: "vix", riskOff: { value: 35 } }] },
      },
    });
    expect(reply.status).toBe(200);
    const d = reply.body.data.result.portfolio.definition;
    expect(d).toMatchObject({
      kind: "combined",
      rebalance: { every: 1, cadence: "month" },
      allocation: {
        riskOn: { ...LEG_DEFAULTS, method: "fixed_weights", settings: { weight: [0.7, 0.3] } },
        riskOff: null,
      },
    });
    // The preset fills every part it fixes; its editable risk-off level keeps the value sent.
    expect(d.riskConditions.conditions[0]).toEqual({
      preset: "vix",
      ruleType: "single_series",
      series: "vix",
      indicator: { kind: "none", value: null },
      riskOff: { operator: "above", value: 35 },
      riskOn: { operator: "below", value: 20 },
      crossing: null,
      measure: null,
      measureMonths: 12,
      weeksOfDelay: 0,
      switchRebalances: true,
    });
    const assumed = byField(reply.body.data.assumed);
    expect(assumed["/definition/riskConditions/conditions/0/riskOn"]).toEqual({
      operator: "below",
      value: 20,
    });
    expect(assumed["/definition/riskConditions/conditions/0/riskOff/operator"]).toBe("above");
    expect(reply.body.data.summary).toContain('Combined portfolio "Stocks and bonds"');
    expect(reply.body.data.summary).toContain("2 model(s)");
  });

  it("notes what it changed on its own: kind, a Single's top level, a taken name", async () => {
    const definition = {
      name: "Noted",
      kind: "combined",
      allocation: { riskOn: {} },
      models: [{ selection: { instruments: ["GLD"] } }],
    };
    const first = await user.call("create_portfolio", { definition });
    expect(first.body.data.result.portfolio.definition).toMatchObject({ kind: "single", allocation: null });
    expect(first.body.data.result.notes).toEqual([
      'kind was "combined" but the definition has 1 model(s), so it is a Single; kind is set to single.',
      "The top-level allocation was dropped: a Single (one model) carries it in its model.",
    ]);
    const second = await user.call("create_portfolio", {
      definition: { name: "Noted", models: [{ selection: { instruments: ["GLD"] } }] },
    });
    expect(second.body.data.result.portfolio.name).toBe("Noted (2)");
    expect(second.body.data.result.portfolio.definition.name).toBe("Noted (2)");
    expect(second.body.data.result.notes).toEqual([
      'The name "Noted" is already used in the folder "crud-app"; this portfolio is named "Noted (2)".',
    ]);
  });
});

describe("validate_portfolio", () => {
  it("returns the definition create_portfolio would write and writes nothing", async () => {
    const before = (await user.call("list_portfolios", {})).body.data.result.total;
    const reply = await user.call("validate_portfolio", {
      definition: { name: "Noted", models: [{ selection: { instruments: ["GLD"] } }] },
    });
    expect(reply.body.data.result).toMatchObject({
      valid: true,
      warnings: [],
      notes: [
        'The name "Noted" is already used in the folder "crud-app"; this portfolio is named "Noted (3)".',
      ],
    });
    expect(reply.body.data.result.definition.models[0].positionExits.maxPositions).toBe(10);
    expect((await user.call("list_portfolios", {})).body.data.result.total).toBe(before);
  });
});

describe("edit_portfolio and get_portfolio", () => {
  let id: string;
  let original: Record<string, unknown>;
  beforeAll(async () => {
    const reply = await user.call("create_portfolio", {
      definition: {
        name: "To edit",
        description: "first",
        models: [{ selection: { instruments: ["SPY", "TLT"] } }],
      },
    });
    id = reply.body.data.result.portfolio.id;
    original = reply.body.data.result.portfolio.definition;
  });

  it("reads back what was created", async () => {
    const reply = await user.call("get_portfolio", { portfolioId: id });
    expect(reply.body.data.result.portfolio.definition).toEqual(original);
    expect(reply.body.data.summary).toContain('Single portfolio "To edit"');
  });

  it("applies a JSON Patch to the complete definition; nothing is assumed where nothing was left out", async () => {
    const reply = await user.call("edit_portfolio", {
      portfolioId: id,
      patch: [
        { op: "replace", path: "/models/0/positionExits/maxPositions", value: 2 },
        { op: "add", path: "/models/0/selection/instruments/-", value: "GLD" },
      ],
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.result.portfolio.definition.models[0]).toMatchObject({
      positionExits: { maxPositions: 2 },
      selection: { instruments: ["SPY", "TLT", "GLD"] },
    });
    expect(reply.body.data.assumed).toEqual([]);
  });

  it("fills a patched-away value with its default, reported in assumed", async () => {
    const reply = await user.call("edit_portfolio", {
      portfolioId: id,
      patch: [{ op: "remove", path: "/models/0/positionExits/maxPositions" }],
    });
    expect(reply.body.data.assumed).toEqual([
      {
        field: "/definition/models/0/positionExits/maxPositions",
        value: 10,
        reason: "Left out: the product default.",
      },
    ]);
  });

  it("checks a patched definition like a new one", async () => {
    const reply = await user.call("edit_portfolio", {
      portfolioId: id,
      patch: [{ op: "replace", path: "/models/0/allocation/riskOn/lookbackMonths", value: 5 }],
    });
    expect(reply.status).toBe(422);
    expect(reply.body.error.details[0].path).toBe("/definition/models/0/allocation/riskOn/lookbackMonths");
    const unknown = await user.call("edit_portfolio", {
      portfolioId: id,
      patch: [{ op: "add", path: "/colour", value: "red" }],
    });
    expect(unknown.body.error.details[0]).toMatchObject({ path: "/definition/colour" });
    const broken = await user.call("edit_portfolio", {
      portfolioId: id,
      patch: [{ op: "replace", path: "/models/7/name", value: "x" }],
    });
    expect(broken.body.error.details[0].path).toBe("/patch/0");
    expect(
      (await user.call("get_portfolio", { portfolioId: id })).body.data.result.portfolio.definition.models[0]
        .allocation.riskOn.lookbackMonths,
    ).toBe(12);
  });

  it("replaces the definition, keeping the name and description it leaves out; renames and clears the description", async () => {
    const replaced = await user.call("edit_portfolio", {
      portfolioId: id,
      definition: { models: [{ selection: { instruments: ["QQQ"] } }] },
    });
    expect(replaced.body.data.result.portfolio).toMatchObject({ name: "To edit", description: "first" });
    expect(replaced.body.data.result.portfolio.definition).toMatchObject({
      name: "To edit",
      description: "first",
      models: [{ selection: { instruments: ["QQQ"] } }],
    });
    expect(replaced.body.data.assumed.map((a: { field: string }) => a.field)).not.toContain(
      "/definition/name",
    );
    const renamed = await user.call("edit_portfolio", { portfolioId: id, name: "Edited", description: null });
    expect(renamed.body.data.result.portfolio).toMatchObject({
      name: "Edited",
      description: null,
      definition: { name: "Edited", description: null },
    });
    expect(renamed.body.data.assumed).toEqual([]);
  });

  it("turns a Combined into a Single when a patch removes a model, noting each change it makes", async () => {
    const combined = (
      await user.call("create_portfolio", {
        definition: {
          name: "Two to one",
          models: [{ selection: { instruments: ["SPY"] } }, { selection: { instruments: ["TLT"] } }],
        },
      })
    ).body.data.result.portfolio;
    const reply = await user.call("edit_portfolio", {
      portfolioId: combined.id,
      patch: [{ op: "remove", path: "/models/1" }],
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.result.portfolio.definition).toMatchObject({
      kind: "single",
      rebalance: null,
      allocation: null,
      riskConditions: null,
      models: [{ selection: { instruments: ["SPY"] } }],
    });
    expect(reply.body.data.result.notes).toEqual([
      'kind was "combined" but the definition has 1 model(s), so it is a Single; kind is set to single.',
      "The top-level rebalance was dropped: a Single (one model) carries it in its model.",
      "The top-level allocation was dropped: a Single (one model) carries it in its model.",
      "The top-level riskConditions was dropped: a Single (one model) carries it in its model.",
    ]);
  });

  it("refuses definition and patch together, and an empty edit", async () => {
    const both = await user.call("edit_portfolio", {
      portfolioId: id,
      definition: original,
      patch: [{ op: "remove", path: "/description" }],
    });
    expect(both.status).toBe(422);
    expect((await user.call("edit_portfolio", { portfolioId: id })).body.error.details[0].fix).toContain(
      "at least one",
    );
  });
});

describe("public benchmarks", () => {
  it("are listed, readable by everybody, complete, and accepted back by validate_portfolio", async () => {
    const listed = (await user.call("list_portfolios", { state: "public", limit: 200 })).body.data.result
      .portfolios;
    expect(listed.map((p: { id: string }) => p.id)).toEqual(
      expect.arrayContaining(PUBLIC_PORTFOLIOS.map((p) => p.id)),
    );
    for (const p of PUBLIC_PORTFOLIOS) {
      // A key per read: the free plan allows 5 calls per second per key.
      const read = await (
        await free.withKey(`bench-read-${p.id}`)
      ).call("get_portfolio", { portfolioId: p.id });
      expect(read.body.data.result.portfolio).toMatchObject({ state: "public", draft: null });
      const definition = read.body.data.result.portfolio.definition;
      // Advanced: the benchmarks start as early as 2003, before a free plan's 20 years back (2006 on).
      const checked = await (
        await advanced.withKey(`bench-${p.id}`)
      ).call("validate_portfolio", { definition });
      expect(checked.body.data.result, p.id).toMatchObject({ valid: true, warnings: [] });
      expect(checked.body.data.result.definition).toEqual(definition);
      expect(checked.body.data.assumed).toEqual([]);
    }
    // Each starts in a year every one of its instruments has daily prices for, from the year's start.
    for (const p of PUBLIC_PORTFOLIOS) {
      const d = (await user.call("get_portfolio", { portfolioId: p.id })).body.data.result.portfolio
        .definition;
      const tickers = d.models.flatMap(
        (m: { selection: { instruments: string[] } }) => m.selection.instruments,
      );
      const rows = await testDb().instrument.findMany({ where: { ticker: { in: tickers } } });
      expect(rows).toHaveLength(tickers.length);
      for (const row of rows)
        expect(row.firstDate <= `${d.startingYear}-01-05`, `${p.id} ${row.ticker} ${row.firstDate}`).toBe(
          true,
        );
    }
    const sixtyForty = (await user.call("get_portfolio", { portfolioId: PUBLIC_PORTFOLIOS[1].id })).body.data
      .result.portfolio.definition;
    expect(sixtyForty.models[0].allocation.riskOn.settings).toEqual({ weight: { SPY: 0.6, IEF: 0.4 } });
  });

  it("cannot be edited (403)", async () => {
    const reply = await user.call("edit_portfolio", { portfolioId: DEFAULT_BENCHMARK_ID, name: "Mine" });
    expect(reply.status).toBe(403);
    expect(reply.body.error.details[0]).toMatchObject({ path: "/portfolioId" });
  });
});

describe("list_portfolios and save_to_lodestar", () => {
  it("filters by state, folder and text, pages, and saves a draft", async () => {
    const other = await user.withKey("crud-other-app");
    const made = (
      await other.call("create_portfolio", {
        definition: { name: "Findable gold", models: [{ selection: { instruments: ["GLD"] } }] },
      })
    ).body.data.result.portfolio;
    const inFolder = (await user.call("list_portfolios", { folder: "crud-other-app" })).body.data.result;
    expect(inFolder.portfolios.map((p: { id: string }) => p.id)).toEqual([made.id]);
    expect(inFolder.portfolios[0]).toMatchObject({
      kind: "single",
      modelCount: 1,
      startingYear: 2005,
      state: "draft",
    });
    expect((await user.call("list_portfolios", { query: "findable" })).body.data.result.total).toBe(1);
    const page = (await user.call("list_portfolios", { limit: 1, offset: 1 })).body.data.result;
    expect(page.portfolios).toHaveLength(1);
    expect(page.total).toBeGreaterThan(2);

    const saved = await user.call("save_to_lodestar", { portfolioId: made.id });
    expect(saved.body.data.result.record).toMatchObject({ id: made.id, state: "saved", draft: null });
    expect(
      (await user.call("list_portfolios", { state: "saved" })).body.data.result.portfolios.map(
        (p: { id: string }) => p.id,
      ),
    ).toEqual([made.id]);
    expect(
      (await user.call("list_portfolios", { state: "draft", folder: "crud-other-app" })).body.data.result
        .total,
    ).toBe(0);
  });
});
