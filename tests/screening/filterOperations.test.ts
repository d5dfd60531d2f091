// list_screen_filters and describe_screen_filter over real HTTP, and the catalogue's own consistency.
import { describe, expect, it, vi } from "vitest";
import { researchApiClient } from "@/tests/catalogue/callRest";
import { FILTERS, RELATIONS, valueAllowed } from "@/server/catalogue/filters";
import { ALSO_KNOWN_AS } from "@/server/catalogue/filters/alsoKnownAs";
import { ApiError } from "@/server/errors";
import fs from "node:fs";
import path from "node:path";
import { getMarketData } from "@/server/data/load";
import { RAW, snapshotRows } from "@/tests/screening/rawFiles";
import { handReturnOn, rawQuarters } from "@/tests/screening/filingsByHand";

const FILINGS = "RominGandhi__sp500-long-short-strategy/sec_fundamentals";

const call = researchApiClient();
const SUMMARY_KEYS = [
  "appliesTo",
  "category",
  "defaultRelation",
  "description",
  "id",
  "inputs",
  "level",
  "name",
  "relations",
  "subcategory",
];

describe("the catalogue", () => {
  it("holds at least 60 filters with unique snake_case ids, defaults that are offered, and lines for every line relation", () => {
    expect(FILTERS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(FILTERS.map((f) => f.id)).size).toBe(FILTERS.length);
    for (const f of FILTERS) {
      expect(f.id).toMatch(/^[a-z][a-z0-9_]{0,95}$/);
      expect(f.relations.map((r) => r.id)).toContain(f.defaultRelation);
      for (const input of f.inputs)
        expect(valueAllowed(input.values, input.default), `${f.id} ${input.id}`).toBe(true);
      for (const r of f.relations) {
        expect(RELATIONS).toContain(r.id);
        if (/crossing|crossover|price_above|price_below/.test(r.id))
          expect(f.lines?.[r.id as keyof NonNullable<typeof f.lines>], `${f.id} ${r.id}`).toBeDefined();
        for (const t of r.targets) {
          if (typeof t.default === "number" && t.values)
            expect(valueAllowed(t.values, t.default), `${f.id} ${r.id} ${t.kind}`).toBe(true);
          if (Array.isArray(t.default) && t.values)
            expect(t.default.every((x) => valueAllowed(t.values!, x))).toBe(true);
        }
      }
    }
    expect(FILTERS.some((f) => ["options", "short_selling", "ownership"].includes(f.category))).toBe(false);
  });

  it("is documented filter by filter in docs/filters.md", () => {
    const doc = fs.readFileSync(path.resolve(__dirname, "../../docs/filters.md"), "utf8");
    expect(FILTERS.filter((f) => !doc.includes(`| \`${f.id}\` |`)).map((f) => f.id)).toEqual([]);
  });

  it("refuses a number between two listed values and accepts listed ones", () => {
    expect(valueAllowed({ kind: "range", min: 0, max: 1, step: 0.01 }, 0.37)).toBe(true);
    expect(valueAllowed({ kind: "range", min: 0, max: 1, step: 0.01 }, 0.375)).toBe(false);
    expect(valueAllowed({ kind: "list", values: [5, 14] }, 10)).toBe(false);
  });

  it("answers engine_failed only while no copy has ever been built, then serves the held copy", async () => {
    vi.resetModules();
    const { readCatalogue, buildCatalogueView } = await import("@/server/catalogue/filters/readCatalogue");
    const broken = () => {
      throw new Error("catalogue unreadable");
    };
    const first = (() => {
      try {
        readCatalogue(broken);
      } catch (e) {
        return e;
      }
    })();
    expect(first).toBeInstanceOf(Error);
    expect((first as ApiError).code).toBe("engine_failed");
    const built = readCatalogue(() => buildCatalogueView(FILTERS));
    expect(readCatalogue(broken)).toBe(built);
  });
});

describe("list_screen_filters", () => {
  it("pages the whole catalogue in catalogue order with the spec's keys", async () => {
    const res = await call("free", "list_screen_filters", {});
    expect(res.status).toBe(200);
    const { result, assumed, dataVersion } = res.body.data;
    expect(result.total).toBe(FILTERS.length);
    expect([result.limit, result.offset, result.filters.length]).toEqual([25, 0, 25]);
    expect(assumed.map((a: { field: string }) => a.field)).toEqual(["/limit", "/offset"]);
    expect(dataVersion).toBeNull();
    expect(result.filters.map((f: { id: string }) => f.id)).toEqual(FILTERS.slice(0, 25).map((f) => f.id));
    expect(Object.keys(result.filters[0]).sort()).toEqual(SUMMARY_KEYS);
    const next = (await call("free", "list_screen_filters", { limit: 200, offset: 60 })).body.data.result;
    expect(next.filters.map((f: { id: string }) => f.id)).toEqual(FILTERS.slice(60).map((f) => f.id));
  });

  it("lists relation groups and input ids for a filter", async () => {
    const res = await call("free", "list_screen_filters", { query: "Relative strength" });
    const rsi = res.body.data.result.filters.find((f: { id: string }) => f.id === "rsi");
    expect(rsi).toMatchObject({
      level: "asset",
      category: "technical",
      inputs: ["days", "months_ago"],
      defaultRelation: "less_than",
      appliesTo: ["stocks", "etps", "crypto"],
    });
    expect(rsi.relations).toEqual([
      "compare_to_value",
      "between",
      "highest_lowest",
      "compare_to_aggregate",
      "compare_to_own_past",
    ]);
    const sma = (await call("free", "list_screen_filters", { query: "SIMPLE MOVING", category: "technical" }))
      .body.data.result.filters;
    expect(sma.find((f: { id: string }) => f.id === "price_vs_sma").relations).toContain("special");
  });

  it("finds filters by the words people use: 12-month return, momentum, yield", async () => {
    const ids = async (query: string) =>
      (await call("free", "list_screen_filters", { query, limit: 200 })).body.data.result.filters.map(
        (f: { id: string }) => f.id,
      );
    expect((await ids("12-month return"))[0]).toBe("total_return");
    expect(await ids("one-year return")).toEqual(["total_return"]);
    expect(await ids("momentum")).toEqual(expect.arrayContaining(["total_return", "return_days"]));
    expect(await ids("yield")).toEqual(expect.arrayContaining(["dividend_yield", "trailing_dividend_yield"]));
    expect(await ids("price swings")).toEqual(["volatility"]);
    // Every entry of the people's words names a filter of the catalogue.
    const known = new Set(FILTERS.map((f) => f.id));
    expect(Object.keys(ALSO_KNOWN_AS).filter((id) => !known.has(id))).toEqual([]);
  });

  it("narrows by concept, level, category and asset type", async () => {
    const ids = async (input: object) =>
      (await call("free", "list_screen_filters", { limit: 200, ...input })).body.data.result.filters.map(
        (f: { id: string }) => f.id,
      );
    expect(await ids({ concept: "dividends" })).toEqual(
      FILTERS.filter((f) => f.concepts.includes("dividends")).map((f) => f.id),
    );
    expect(await ids({ concept: "dividends" })).toEqual(
      expect.arrayContaining(["dividend_yield", "trailing_dividend_yield", "payout_ratio"]),
    );
    expect(await ids({ level: "market" })).toEqual([
      "market_return",
      "market_trend",
      "market_breadth",
      "vix_level",
      "yield_curve_spread",
    ]);
    const crypto = await ids({ assetType: "crypto" });
    expect(crypto).toContain("rsi");
    expect(crypto).not.toContain("pe_ratio");
    expect(crypto).not.toContain("beta");
    expect(await ids({ category: "options" })).toEqual([]);
  });

  it("refuses a page size over 200 and unknown properties", async () => {
    expect((await call("free", "list_screen_filters", { limit: 201 })).status).toBe(422);
    expect((await call("free", "list_screen_filters", { sort: "name" })).status).toBe(422);
  });
});

describe("describe_screen_filter", () => {
  it("describes inputs, relations and targets with units, values and defaults", async () => {
    const res = await call("free", "describe_screen_filter", { id: "bollinger_percent_b" });
    expect(res.status).toBe(200);
    const f = res.body.data.result.filter;
    expect(Object.keys(f).sort()).toEqual(SUMMARY_KEYS);
    expect(f.inputs.map((i: { id: string }) => i.id)).toEqual(["days", "std_devs", "months_ago"]);
    expect(f.inputs[1]).toMatchObject({
      id: "std_devs",
      unit: "sigma",
      values: { kind: "list", values: [1, 1.5, 2, 2.5, 3] },
      default: 2,
    });
    const gt = f.relations.find((r: { id: string }) => r.id === "greater_than");
    expect(gt.label).toBe(">");
    expect(gt.targets.map((t: { kind: string }) => t.kind)).toEqual([
      "value",
      "market_aggregate",
      "sector_aggregate",
      "own_past",
    ]);
    expect(gt.targets[1]).toEqual({
      kind: "market_aggregate",
      unit: null,
      values: null,
      default: "median",
      statistics: ["average", "median", "p75", "p25", "index"],
    });
    expect(f.relations.find((r: { id: string }) => r.id === "between").targets[0]).toMatchObject({
      kind: "range",
      unit: "number",
      default: [0, 1],
    });
    expect(
      f.relations.find((r: { id: string }) => r.id === "crossing_above_within_days").targets[0],
    ).toMatchObject({ kind: "value", values: { kind: "list" }, default: 5 });
    expect(f.relations.find((r: { id: string }) => r.id === "highest").targets[0]).toMatchObject({
      kind: "count",
      default: 10,
    });
  });

  it("lists the fair-value relations of a fair-value filter", async () => {
    const f = (await call("free", "describe_screen_filter", { id: "fair_value_sector_multiples" })).body.data
      .result.filter;
    expect(f.relations.slice(0, 5).map((r: { id: string }) => r.id)).toEqual([
      "strongly_overvalued",
      "overvalued",
      "in_range",
      "undervalued",
      "strongly_undervalued",
    ]);
    expect(f.appliesTo).toEqual(["stocks"]);
  });

  it("gives a filing filter's coverage as the filings give it: first and last date, instruments", async () => {
    const reply = (await call("free", "describe_screen_filter", { id: "return_on_equity" })).body.data;
    const { dates, column, meta } = getMarketData().prices;
    // By hand from the raw files: a value can first appear only on a filing date (on the trading day
    // from it), so read every company's ROE there.
    let first = "9999-12-31";
    let instruments = 0;
    for (const file of fs.readdirSync(path.join(RAW, FILINGS))) {
      const ticker = file.replace(".csv", "").replace("-", ".");
      const i = column.get(ticker);
      if (i === undefined || meta[i].assetType !== "stocks") continue;
      const q = rawQuarters(ticker);
      const days = [...new Set(q.map((x) => dates.find((d) => d >= x.filed)!))].filter(Boolean).sort();
      const withValue = days.filter((d) => Number.isFinite(handReturnOn(q, d, "equity")));
      if (withValue.length) instruments++;
      if (withValue.length && withValue[0] < first) first = withValue[0];
    }
    expect(reply.result.coverage).toEqual({
      source: "filings",
      firstDate: first,
      lastDate: dates[dates.length - 1],
      instruments,
    });
    expect(instruments).toBeGreaterThan(400);
    expect(reply.summary).toContain(`values from ${first}`);
    expect(reply.dataVersion).toBe(getMarketData().dataVersion);
  });

  it("gives a snapshot filter's coverage as the build's last date only, and a price filter's priced span", async () => {
    const { dates, meta, first } = getMarketData().prices;
    const last = dates[dates.length - 1];
    const pe = (await call("free", "describe_screen_filter", { id: "pe_ratio" })).body.data.result.coverage;
    const rows = snapshotRows();
    const stocks = new Set(meta.filter((m) => m.assetType === "stocks").map((m) => m.ticker));
    const withPe = [...rows].filter(([t, r]) => stocks.has(t) && Number.isFinite(r["Price/Earnings"]));
    expect(pe).toEqual({ source: "snapshot", firstDate: last, lastDate: last, instruments: withPe.length });
    const rsi = (await call("free", "describe_screen_filter", { id: "rsi" })).body.data.result.coverage;
    expect(rsi).toEqual({
      source: "prices",
      firstDate: dates[0],
      lastDate: last,
      instruments: meta.filter((_, i) => first[i] >= 0).length,
    });
  });

  it("answers not_found for an unknown id", async () => {
    const res = await call("free", "describe_screen_filter", { id: "price_to_magic" });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("not_found");
    expect(res.body.error.details[0]).toMatchObject({ path: "/id" });
  });
});
