// Every warning code of create_screener produced by a real case through the REST endpoint. Severity
// error stops the write (422, or 403 plan_required for a plan limit, with the warnings as the error's
// structured details; nothing written); severity warning writes the screener and returns the warning
// with it. validate_screener gives the same problems as its warnings.
import { beforeAll, describe, expect, it } from "vitest";
import { startResearchServer, type Reply, type TestAccount } from "@/tests/screeners/api";

const { account } = startResearchServer();
let user: TestAccount;
beforeAll(async () => {
  user = await account("professional", "warnings-client");
});

const stocks = { assetType: "stocks" };

function expectRefused(reply: Reply, code: string, row: number | null, path: string) {
  const byPlan = code === "too_many_rows";
  expect(reply.status).toBe(byPlan ? 403 : 422);
  expect(reply.body.status).toBe(false);
  expect(reply.body.error.code).toBe(byPlan ? "plan_required" : "invalid_arguments");
  // One detail per problem, as structured fields: severity, code, row, path, message, fix, lowestPlan.
  const detail = reply.body.error.details.find(
    (d: { path: string; code: string }) => d.path === path && d.code === code,
  );
  expect(detail, JSON.stringify(reply.body.error.details)).toMatchObject({
    severity: "error",
    code,
    row,
    path,
  });
  expect(detail.message.length).toBeGreaterThan(15);
  expect(detail.fix.length).toBeGreaterThan(10);
  return detail;
}

function expectWarned(reply: Reply, code: string, row: number | null, path: string) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const warning = reply.body.data.result.warnings.find((w: { code: string }) => w.code === code);
  expect(warning).toMatchObject({ severity: "warning", code, row, path });
  expect(warning.fix.length).toBeGreaterThan(10);
  return reply.body.data.result.screener;
}

const create = (input: object) => user.call("create_screener", input);

/** create_screener refuses it; validate_screener reports the same problem as a structured warning. */
async function refused(
  input: object,
  code: string,
  row: number | null,
  path: string,
  who: TestAccount = user,
) {
  const detail = expectRefused(await who.call("create_screener", input), code, row, path);
  const checked = await who.call("validate_screener", input);
  expect(checked.status).toBe(200);
  expect(checked.body.data.result.valid).toBe(false);
  const warning = checked.body.data.result.warnings.find(
    (w: { code: string; path: string }) => w.code === code && w.path === path,
  );
  expect(warning).toEqual(detail);
  return warning;
}

describe("create_screener warnings of severity error stop the write", () => {
  it("unknown_filter: a filter id the catalogue does not have", async () => {
    const w = await refused(
      { universe: stocks, rows: [{ filter: "rsi" }, { filter: "price_to_dreams" }] },
      "unknown_filter",
      2,
      "/rows/1/filter",
    );
    expect(w.fix).toContain("list_screen_filters");
  });

  it("relation_not_supported: a sector flag compared with greater_than", async () => {
    const w = await refused(
      { universe: stocks, rows: [{ filter: "sector_technology", relation: "greater_than" }] },
      "relation_not_supported",
      1,
      "/rows/0/relation",
    );
    expect(w.fix).toBe("Use one of: equal.");
  });

  it("target_not_supported: P/E compared with its own past (the snapshot has no history)", async () => {
    const w = await refused(
      {
        universe: stocks,
        rows: [{ filter: "pe_ratio", relation: "less_than", target: { kind: "own_past" } }],
      },
      "target_not_supported",
      1,
      "/rows/0/target/kind",
    );
    expect(w.fix).toContain("value, market_aggregate, sector_aggregate");
  });

  it("value_not_allowed: an RSI threshold between two accepted values is refused, not rounded", async () => {
    const w = await refused(
      {
        universe: stocks,
        rows: [{ filter: "rsi", relation: "less_than", target: { kind: "value", value: 30.25 } }],
      },
      "value_not_allowed",
      1,
      "/rows/0/target/value",
    );
    expect(w.fix).toContain("from 0 to 100 in steps of 0.5");
  });

  it("value_not_allowed: an input between two listed values (RSI over 10 days; 9 and 14 are listed)", async () => {
    const w = await refused(
      { universe: stocks, rows: [{ filter: "rsi", inputs: { days: 10 } }] },
      "value_not_allowed",
      1,
      "/rows/0/inputs/days",
    );
    expect(w.fix).toContain("one of 2, 5, 7, 9, 14, 21, 28");
  });

  it("row_out_of_range: an RSI threshold above 100", async () => {
    await refused(
      {
        universe: stocks,
        rows: [{ filter: "rsi", relation: "greater_than", target: { kind: "value", value: 150 } }],
      },
      "row_out_of_range",
      1,
      "/rows/0/target/value",
    );
  });

  it("range_inverted: between with min above max", async () => {
    const w = await refused(
      {
        universe: stocks,
        rows: [{ filter: "rsi", relation: "between", target: { kind: "range", min: 70, max: 30 } }],
      },
      "range_inverted",
      1,
      "/rows/0/target",
    );
    expect(w.fix).toBe("Swap them: min 30, max 70.");
  });

  it("statistic_not_offered: P/E against the market's index level", async () => {
    const w = await refused(
      {
        universe: stocks,
        rows: [
          {
            filter: "pe_ratio",
            relation: "less_than",
            target: { kind: "market_aggregate", statistic: "index" },
          },
        ],
      },
      "statistic_not_offered",
      1,
      "/rows/0/target/statistic",
    );
    expect(w.fix).toBe("Use one of: average, median, p75, p25.");
  });

  it("input_not_taken: a window given to P/E, which takes no inputs", async () => {
    await refused(
      { universe: stocks, rows: [{ filter: "pe_ratio", inputs: { months: 12 } }] },
      "input_not_taken",
      1,
      "/rows/0/inputs/months",
    );
  });

  it("universe_facet_not_for_asset_type: sectors in an ETP universe", async () => {
    const w = await refused(
      { universe: { assetType: "etps", sectors: ["technology"] }, rows: [] },
      "universe_facet_not_for_asset_type",
      null,
      "/universe/sectors",
    );
    expect(w.fix).toContain("origins, exchanges, types, currencies");
  });

  it("universe_value_not_for_asset_type: the NYSE Arca exchange (ETPs only) in a stock universe", async () => {
    await refused(
      { universe: { assetType: "stocks", exchanges: ["nyse", "nyse_arca"] }, rows: [] },
      "universe_value_not_for_asset_type",
      null,
      "/universe/exchanges/1",
    );
  });

  it("too_many_rows: four rows on the free plan (filter limit 3)", async () => {
    const free = await account("free");
    const rows = [
      { filter: "rsi" },
      { filter: "volatility" },
      { filter: "total_return" },
      { filter: "price" },
    ];
    const w = await refused({ universe: stocks, rows }, "too_many_rows", null, "/rows", free);
    expect(w.fix).toBe("Send at most 3 rows, or move to the starter plan (5 rows).");
    expect(w.lowestPlan).toBe("starter");
    // The same four rows fit a higher plan.
    expect((await create({ universe: stocks, rows })).status).toBe(200);
  });

  it("unreadable_row: a JSON Patch that appends a bare string as a row", async () => {
    const made = await create({ universe: stocks, rows: [{ filter: "rsi" }] });
    const id = made.body.data.result.screener.id;
    const reply = await user.call("edit_screener", {
      screenerId: id,
      patch: [{ op: "add", path: "/rows/-", value: "volatility" }],
    });
    expectRefused(reply, "unreadable_row", 2, "/rows/1");
    const again = await user.call("edit_screener", {
      screenerId: id,
      patch: [{ op: "replace", path: "/rows/0/relation", value: "sideways" }],
    });
    expectRefused(again, "unreadable_row", 1, "/rows/0/relation");
    // Nothing changed.
    const read = await user.call("get_screener", { screenerId: id });
    expect(read.body.data.result.screener.definition.rows).toHaveLength(1);
    expect(read.body.data.result.screener.definition.rows[0].relation).toBe("less_than");
  });

  it("writes nothing when refused", async () => {
    const before = (await user.call("list_screeners", {})).body.data.result.total;
    expect(
      (await create({ name: "Never written", universe: stocks, rows: [{ filter: "nope" }] })).status,
    ).toBe(422);
    const after = await user.call("list_screeners", { query: "Never written" });
    expect(after.body.data.result.total).toBe(0);
    expect((await user.call("list_screeners", {})).body.data.result.total).toBe(before);
  });
});

describe("create_screener warnings of severity warning write the screener", () => {
  it("target_field_not_used: a statistic sent with a value target is dropped", async () => {
    const screener = expectWarned(
      await create({
        universe: stocks,
        rows: [
          {
            filter: "pe_ratio",
            relation: "less_than",
            target: { kind: "value", value: 20, statistic: "median" },
          },
        ],
      }),
      "target_field_not_used",
      1,
      "/rows/0/target/statistic",
    );
    expect(screener.definition.rows[0].target).toEqual({ kind: "value", value: 20 });
  });

  it("filter_not_for_asset_type: a stocks-only filter in an ETP universe is kept and selects nothing", async () => {
    const screener = expectWarned(
      await create({ universe: { assetType: "etps" }, rows: [{ filter: "pe_ratio" }] }),
      "filter_not_for_asset_type",
      1,
      "/rows/0/filter",
    );
    expect(screener.definition.rows[0].filter).toBe("pe_ratio");
  });

  it("universe_facet_not_for_asset_type: an empty sectors list in an ETP universe is dropped", async () => {
    const screener = expectWarned(
      await create({ universe: { assetType: "etps", sectors: [] }, rows: [] }),
      "universe_facet_not_for_asset_type",
      null,
      "/universe/sectors",
    );
    expect(screener.definition.universe).toEqual({
      assetType: "etps",
      origins: [],
      exchanges: [],
      types: [],
      currencies: [],
    });
  });

  it("index_not_in_data: an index whose membership the data build lacks is kept and selects nothing", async () => {
    const screener = expectWarned(
      await create({ universe: { assetType: "stocks", indexes: ["sp_500", "dow_30"] }, rows: [] }),
      "index_not_in_data",
      null,
      "/universe/indexes/1",
    );
    expect(screener.definition.universe.indexes).toEqual(["sp_500", "dow_30"]);
  });

  it("duplicate_row: the same row twice", async () => {
    const row = { filter: "rsi", relation: "less_than", target: { kind: "value", value: 30 } };
    const screener = expectWarned(
      await create({ universe: stocks, rows: [row, { filter: "volatility" }, row] }),
      "duplicate_row",
      3,
      "/rows/2",
    );
    expect(screener.definition.rows).toHaveLength(3);
  });
});
