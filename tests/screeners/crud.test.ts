// create/validate/edit/get/list_screener through REST: defaults stated and reported in assumed, names
// from the first filters and unique per folder, edits by definition, JSON Patch, name and description.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "@/server/env";
import { startResearchServer, type TestAccount } from "@/tests/screeners/api";

const { account } = startResearchServer();
let user: TestAccount;
beforeAll(async () => {
  user = await account("professional", "crud-app");
});

const assumedFields = (body: { data: { assumed: { field: string }[] } }) =>
  body.data.assumed.map((a) => a.field);

describe("create_screener", () => {
  it("states every default in the definition and reports each in assumed", async () => {
    const started = Date.now();
    const reply = await user.call("create_screener", {
      universe: { assetType: "stocks" },
      rows: [{ filter: "rsi" }],
    });
    expect(reply.status).toBe(200);
    const { screener, warnings, notes } = reply.body.data.result;
    expect(warnings).toEqual([]);
    expect(notes).toEqual([]);
    expect(screener.id).toMatch(/^[0-9a-f]{24}$/);
    const openUrl = `${env().appUrl}/screeners/${screener.id}`;
    const name = "Stocks: Relative strength index (RSI)";
    expect(screener).toMatchObject({ name, description: null, state: "draft", openUrl });
    expect(screener.draft.folder).toBe("crud-app");
    const expires = Date.parse(screener.draft.expiresAt);
    expect(expires - started).toBeGreaterThanOrEqual(30 * 86_400_000 - 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * 86_400_000);
    expect(screener.draft.expiresAt).toMatch(/Z$/);
    expect(screener.definition).toEqual({
      universe: { assetType: "stocks", origins: [], exchanges: [], types: [], indexes: [], sectors: [] },
      rows: [
        {
          filter: "rsi",
          relation: "less_than",
          target: { kind: "value", value: 30 },
          inputs: { days: 14, months_ago: 0 },
        },
      ],
    });
    expect(assumedFields(reply.body)).toEqual([
      "/universe/origins",
      "/universe/exchanges",
      "/universe/types",
      "/universe/indexes",
      "/universe/sectors",
      "/rows/0/relation",
      "/rows/0/inputs/days",
      "/rows/0/inputs/months_ago",
      "/rows/0/target",
      "/rows/0/target/value",
      "/name",
    ]);
    const byField = Object.fromEntries(
      reply.body.data.assumed.map((a: { field: string; value: unknown }) => [a.field, a.value]),
    );
    expect(byField).toMatchObject({
      "/rows/0/relation": "less_than",
      "/rows/0/target/value": 30,
      "/rows/0/inputs/days": 14,
      "/name": "Stocks: Relative strength index (RSI)",
    });
    expect(reply.body.data.dataVersion).toBeNull();
    expect(reply.body.data.summary).toContain('folder "crud-app"');
  });

  it("takes its own definition back unchanged, with nothing assumed but the name", async () => {
    const first = (
      await user.call("create_screener", {
        universe: { assetType: "etps", types: ["etf"] },
        rows: [
          { filter: "total_return", relation: "highest", target: { kind: "count", value: 20 } },
          { filter: "volatility" },
        ],
      })
    ).body.data.result.screener;
    const again = await user.call("create_screener", first.definition);
    expect(again.body.data.result.screener.definition).toEqual(first.definition);
    expect(assumedFields(again.body)).toEqual(["/name"]);
  });

  it("names a screener after its asset type and first two filters", async () => {
    const rows = [{ filter: "volatility" }, { filter: "rsi" }, { filter: "total_return" }];
    const reply = await user.call("create_screener", { universe: { assetType: "etps" }, rows });
    expect(reply.body.data.result.screener.name).toBe(
      "ETPs: Volatility, Relative strength index (RSI) (+1 more)",
    );
    expect(
      (await user.call("create_screener", { universe: { assetType: "crypto" }, rows: [] })).body.data.result
        .screener.name,
    ).toBe("All crypto");
  });

  it("compares with the row's own reading a year earlier under own_past", async () => {
    const reply = await user.call("create_screener", {
      universe: { assetType: "stocks" },
      rows: [{ filter: "rsi", relation: "greater_than", target: { kind: "own_past" }, inputs: { days: 21 } }],
    });
    expect(reply.body.data.result.screener.definition.rows[0]).toEqual({
      filter: "rsi",
      relation: "greater_than",
      target: { kind: "own_past", inputs: { days: 21, months_ago: 12 } },
      inputs: { days: 21, months_ago: 0 },
    });
  });

  it("keeps names unique within a folder, not across folders", async () => {
    const name = `Momentum ${Date.now()}`;
    const body = { name, universe: { assetType: "stocks" }, rows: [] };
    expect((await user.call("create_screener", body)).body.data.result.screener.name).toBe(name);
    const second = (await user.call("create_screener", body)).body.data.result;
    expect(second.screener.name).toBe(`${name} (2)`);
    expect(second.notes).toEqual([
      `The name "${name}" is already used in the folder "crud-app"; this screener is named "${name} (2)".`,
    ]);
    expect((await user.call("create_screener", body)).body.data.result.screener.name).toBe(`${name} (3)`);
    const otherApp = await user.withKey("other-app");
    const elsewhere = (await otherApp.call("create_screener", body)).body.data.result;
    expect(elsewhere.screener).toMatchObject({ name, draft: { folder: "other-app" } });
    expect(elsewhere.notes).toEqual([]);
  });

  it("gives concurrent creates with one name distinct names", async () => {
    const name = `Concurrent ${Date.now()}`;
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        user.call("create_screener", { name, universe: { assetType: "crypto" }, rows: [] }),
      ),
    );
    const names = replies.map((r) => r.body.data.result.screener.name).sort();
    expect(names).toEqual([name, `${name} (2)`, `${name} (3)`, `${name} (4)`, `${name} (5)`]);
  });

  it("refuses more than 50 rows and a bad filter id pattern as invalid arguments", async () => {
    const many = await user.call("create_screener", {
      universe: { assetType: "stocks" },
      rows: Array.from({ length: 51 }, () => ({ filter: "rsi" })),
    });
    expect(many.status).toBe(422);
    expect(many.body.error.details[0].path).toBe("/rows");
    const pattern = await user.call("create_screener", {
      universe: { assetType: "stocks" },
      rows: [{ filter: "RSI" }],
    });
    expect(pattern.body.error.details[0].path).toBe("/rows/0/filter");
  });
});

describe("validate_screener", () => {
  it("returns the normalised definition and writes nothing", async () => {
    const before = (await user.call("list_screeners", {})).body.data.result.total;
    const reply = await user.call("validate_screener", {
      universe: { assetType: "stocks", sectors: ["technology"] },
      rows: [{ filter: "pe_ratio", relation: "lowest" }],
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.result).toMatchObject({ valid: true, warnings: [], notes: [] });
    expect(reply.body.data.result.definition.rows[0]).toEqual({
      filter: "pe_ratio",
      relation: "lowest",
      target: { kind: "count", value: 10 },
      inputs: {},
    });
    expect(assumedFields(reply.body)).toContain("/name");
    expect((await user.call("list_screeners", {})).body.data.result.total).toBe(before);
  });

  it("reports errors with valid false instead of failing", async () => {
    const reply = await user.call("validate_screener", {
      universe: { assetType: "crypto" },
      rows: [
        { filter: "rsi", relation: "between", target: { kind: "range", min: 80, max: 20 } },
        { filter: "pe_ratio" },
      ],
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.result.valid).toBe(false);
    expect(reply.body.data.result.definition).toBeNull();
    expect(
      reply.body.data.result.warnings.map((w: { code: string; severity: string; row: number }) => [
        w.code,
        w.severity,
        w.row,
      ]),
    ).toEqual([
      ["range_inverted", "error", 1],
      ["filter_not_for_asset_type", "warning", 2],
    ]);
  });
});

describe("edit_screener, get_screener, list_screeners", () => {
  let id: string;
  beforeAll(async () => {
    id = (
      await user.call("create_screener", {
        name: "Editable",
        description: "First",
        universe: { assetType: "stocks" },
        rows: [{ filter: "rsi" }, { filter: "volatility" }],
      })
    ).body.data.result.screener.id;
  });

  it("applies a JSON Patch to the stored definition and re-checks it", async () => {
    const reply = await user.call("edit_screener", {
      screenerId: id,
      patch: [
        { op: "replace", path: "/rows/0/target/value", value: 25 },
        { op: "remove", path: "/rows/1" },
        { op: "add", path: "/rows/-", value: { filter: "total_return", relation: "highest" } },
        { op: "replace", path: "/universe/sectors", value: ["energy"] },
      ],
    });
    expect(reply.status).toBe(200);
    const { definition } = reply.body.data.result.screener;
    expect(definition.universe.sectors).toEqual(["energy"]);
    expect(definition.rows.map((r: { filter: string }) => r.filter)).toEqual(["rsi", "total_return"]);
    expect(definition.rows[0].target).toEqual({ kind: "value", value: 25 });
    expect(definition.rows[1]).toEqual({
      filter: "total_return",
      relation: "highest",
      target: { kind: "count", value: 10 },
      inputs: { months: 12, months_ago: 0 },
    });
    // Only the defaults the new row introduced are assumed.
    expect(assumedFields(reply.body).filter((f) => f.startsWith("/rows/1"))).toEqual([
      "/rows/1/inputs/months",
      "/rows/1/inputs/months_ago",
      "/rows/1/target",
      "/rows/1/target/value",
    ]);
  });

  it("refuses a patch that cannot apply, pointing at the operation", async () => {
    const reply = await user.call("edit_screener", {
      screenerId: id,
      patch: [
        { op: "test", path: "/rows/0/filter", value: "rsi" },
        { op: "replace", path: "/rows/9/relation", value: "less_than" },
      ],
    });
    expect(reply.status).toBe(422);
    expect(reply.body.error.details[0].path).toBe("/patch/1");
    const name = await user.call("edit_screener", {
      screenerId: id,
      patch: [{ op: "add", path: "/name", value: "x" }],
    });
    expect(name.body.error.details[0].fix).toBe("Send name as its own field of edit_screener.");
  });

  it("replaces the whole definition, reporting paths under /definition", async () => {
    const bad = await user.call("edit_screener", {
      screenerId: id,
      definition: { universe: { assetType: "stocks" }, rows: [{ filter: "rsi", inputs: { bars: 3 } }] },
    });
    expect(bad.body.error.details[0]).toMatchObject({ path: "/definition/rows/0/inputs/bars" });
    expect(bad.body.error.details[0]).toMatchObject({ code: "input_not_taken", severity: "error", row: 1 });
    const reply = await user.call("edit_screener", {
      screenerId: id,
      definition: {
        universe: { assetType: "etps" },
        rows: [{ filter: "volatility", relation: "lowest", target: { kind: "count", value: 5 } }],
      },
    });
    expect(reply.body.data.result.screener.definition.universe.assetType).toBe("etps");
  });

  it("renames and changes or clears the description", async () => {
    const reply = await user.call("edit_screener", { screenerId: id, name: "Edited", description: null });
    expect(reply.body.data.result.screener).toMatchObject({ name: "Edited", description: null });
    expect(reply.body.data.assumed).toEqual([]);
    const read = await user.call("get_screener", { screenerId: id });
    expect(read.body.data.result.screener).toMatchObject({
      id,
      name: "Edited",
      description: null,
      state: "draft",
    });
    expect(read.body.data.result.screener.definition.rows[0].filter).toBe("volatility");
  });

  it("refuses an edit with nothing to change, or with both definition and patch", async () => {
    expect((await user.call("edit_screener", { screenerId: id })).status).toBe(422);
    const both = await user.call("edit_screener", {
      screenerId: id,
      definition: { universe: { assetType: "etps" }, rows: [] },
      patch: [{ op: "remove", path: "/rows/0" }],
    });
    expect(both.body.error.details[0]).toMatchObject({
      path: "/patch",
      message: "Send either definition or patch, not both.",
    });
  });

  it("lists by folder, state and text, newest change first, with paging", async () => {
    const lister = await account("professional", "list-app");
    const names = ["Alpha value", "Beta momentum", "Gamma value"];
    for (const name of names)
      await lister.call("create_screener", {
        name,
        universe: { assetType: "stocks" },
        rows: [{ filter: "rsi" }],
      });
    const allReply = (await lister.call("list_screeners", {})).body.data;
    expect(allReply.assumed).toEqual([
      { field: "/limit", value: 25, reason: "Default page size." },
      { field: "/offset", value: 0, reason: "First page." },
    ]);
    const all = allReply.result;
    expect(all.total).toBe(3);
    expect(all.screeners.map((s: { name: string }) => s.name)).toEqual([
      "Gamma value",
      "Beta momentum",
      "Alpha value",
    ]);
    expect(all.screeners[0]).toMatchObject({
      state: "draft",
      assetType: "stocks",
      rowCount: 1,
      draft: { folder: "list-app" },
    });
    expect(all.screeners[0].definition).toBeUndefined();
    const value = (await lister.call("list_screeners", { query: "VALUE" })).body.data.result;
    expect(value.screeners.map((s: { name: string }) => s.name)).toEqual(["Gamma value", "Alpha value"]);
    const page = (await lister.call("list_screeners", { limit: 1, offset: 1 })).body.data.result;
    expect(page).toMatchObject({ total: 3, offset: 1, limit: 1 });
    expect(page.screeners.map((s: { name: string }) => s.name)).toEqual(["Beta momentum"]);
    expect((await lister.call("list_screeners", { folder: "elsewhere" })).body.data.result.total).toBe(0);
    expect((await lister.call("list_screeners", { state: "saved" })).body.data.result.total).toBe(0);
  });
});
