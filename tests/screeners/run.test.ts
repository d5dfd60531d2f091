// run_screener through REST on the real data build: rows apply in order (highest/lowest rank only what
// earlier rows kept), counts kept per row, each row's value, dates resolved within the data, the
// fundamentals snapshot only from its own date, and a stocks-only filter keeping nothing among ETPs.
import { beforeAll, describe, expect, it } from "vitest";
import { getMarketData } from "@/server/data/load";
import { startResearchServer, type TestAccount } from "@/tests/screeners/api";

const { account } = startResearchServer();
let user: TestAccount;
beforeAll(async () => {
  user = await account("professional", "run-app");
});

const D = "2020-06-30";
const etps = { assetType: "etps" };
type Match = { ticker: string; rank: number | null; values: (number | null)[] };
const run = async (input: object) => {
  const reply = await user.call("run_screener", input);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
};

describe("run_screener", () => {
  it("ranks only what earlier rows kept", async () => {
    const calm = {
      filter: "volatility",
      relation: "less_than",
      target: { kind: "value", value: 0.2 },
      inputs: { months: 12 },
    };
    // Every calm ETP with its 12-month total return (a second row that keeps everything with a value).
    const all = await run({
      universe: etps,
      rows: [
        calm,
        {
          filter: "total_return",
          relation: "greater_than",
          target: { kind: "value", value: -1 },
          inputs: { months: 12 },
        },
      ],
      asOf: D,
      limit: 500,
    });
    const calmCount = all.result.rows[0].kept;
    expect(calmCount).toBeGreaterThan(10);
    expect(all.result.rows[0].kept).toBeLessThan(all.result.universeSize);
    // Hand ranking: sort the calm ETPs by total return, highest first (ties keep the engine's column order).
    const expected = [...all.result.matches]
      .sort((a: Match, b: Match) => (b.values[1] ?? -Infinity) - (a.values[1] ?? -Infinity))
      .slice(0, 5)
      .map((m: Match) => m.ticker);
    const top = await run({
      universe: etps,
      rows: [
        calm,
        {
          filter: "total_return",
          relation: "highest",
          target: { kind: "count", value: 5 },
          inputs: { months: 12 },
        },
      ],
      asOf: D,
    });
    expect(top.result.rows.map((r: { kept: number }) => r.kept)).toEqual([calmCount, 5]);
    expect(top.result.matches.map((m: Match) => m.ticker)).toEqual(expected);
    expect(top.result.matches.map((m: Match) => m.rank)).toEqual([1, 2, 3, 4, 5]);
    for (const m of top.result.matches as Match[]) expect(m.values[0]!).toBeLessThan(0.2);
    // The other order ranks the whole universe first, then filters: a different screen.
    const swapped = await run({
      universe: etps,
      rows: [
        {
          filter: "total_return",
          relation: "highest",
          target: { kind: "count", value: 5 },
          inputs: { months: 12 },
        },
        calm,
      ],
      asOf: D,
    });
    expect(swapped.result.rows[0].kept).toBe(5);
    expect(swapped.result.rows[1].kept).toBeLessThanOrEqual(5);
    expect(top.dataVersion).toBe(getMarketData().dataVersion);
    expect(top.result.rows[0]).toMatchObject({
      row: 1,
      filter: "volatility",
      relation: "less_than",
      unit: "fraction",
    });
  });

  it("states the rank only when a row ranks, and pages the matches", async () => {
    const rows = [{ filter: "volatility", relation: "less_than", target: { kind: "value", value: 0.3 } }];
    const whole = await run({ universe: etps, rows, asOf: D, limit: 500 });
    expect(whole.result.matches.every((m: Match) => m.rank === null)).toBe(true);
    const page = await run({ universe: etps, rows, asOf: D, limit: 3, offset: 2 });
    expect(page.result).toMatchObject({ total: whole.result.total, offset: 2, limit: 3 });
    expect(page.result.matches.map((m: Match) => m.ticker)).toEqual(
      whole.result.matches.slice(2, 5).map((m: Match) => m.ticker),
    );
  });

  it("runs on the trading day before a non-trading date, and refuses dates outside the data", async () => {
    const sunday = await run({ universe: etps, rows: [], asOf: "2020-06-28" });
    expect(sunday.result.asOf).toBe("2020-06-26");
    expect(sunday.assumed.filter((a: { field: string }) => a.field === "/asOf")).toEqual([
      { field: "/asOf", value: "2020-06-26", reason: expect.stringContaining("not a trading day") },
    ]);

    const before = await user.call("run_screener", { universe: etps, rows: [], asOf: "1800-01-01" });
    expect(before.status).toBe(422);
    expect(before.body.error.details[0]).toMatchObject({ path: "/asOf" });
  });

  it("defaults to the latest date with prices for the asset type", async () => {
    const { prices } = getMarketData();
    const lastOf = (type: string) =>
      prices.dates[
        Math.max(...prices.meta.flatMap((m, i) => (m.assetType === type ? [prices.last[i]] : [])))
      ];
    for (const assetType of ["stocks", "etps", "crypto"]) {
      const reply = await run({ universe: { assetType }, rows: [{ filter: "volatility" }] });
      expect(reply.result.asOf).toBe(lastOf(assetType));
      expect(reply.assumed.find((a: { field: string }) => a.field === "/asOf")).toEqual({
        field: "/asOf",
        value: lastOf(assetType),
        reason: `Left out: the latest date with ${assetType} prices in the data build.`,
      });
    }
    // Crypto ends before the calendar does (its files stop in 2025); stocks run to the build's last date.
    expect(lastOf("crypto") < prices.dates[prices.dates.length - 1]).toBe(true);
    expect(lastOf("stocks")).toBe("2026-08-03");
    const stocks = await run({
      universe: { assetType: "stocks" },
      rows: [{ filter: "rsi", relation: "less_than", target: { kind: "value", value: 50 } }],
    });
    expect(stocks.result.total).toBeGreaterThan(0);
  });

  it("refuses a fundamental row before the snapshot's date, and runs it at the latest date", async () => {
    const rows = [{ filter: "pe_ratio", relation: "less_than", target: { kind: "value", value: 15 } }];
    const early = await user.call("run_screener", { universe: { assetType: "stocks" }, rows, asOf: D });
    expect(early.status).toBe(422);
    expect(early.body.error.details[0].path).toBe("/asOf");
    expect(early.body.error.details[0].message).toContain(
      `reads the fundamentals snapshot dated ${getMarketData().fundamentals.asOf}`,
    );
    // Price rows are fine at the same date.
    expect(
      (
        await user.call("run_screener", {
          universe: { assetType: "stocks" },
          rows: [{ filter: "rsi" }],
          asOf: D,
        })
      ).status,
    ).toBe(200);
    const today = await run({ universe: { assetType: "stocks" }, rows });
    const dates = getMarketData().prices.dates;
    expect(today.result.asOf).toBe(dates[dates.length - 1]);
    expect(today.result.total).toBeGreaterThan(0);
    for (const m of today.result.matches as Match[]) expect(m.values[0]!).toBeLessThan(15);
  });

  it.each(["2015-06-30", "2025-06-30"])(
    "runs filing-dated fundamentals with a technical row as of %s (ROE > 15 %% and 12-month return > 0)",
    async (asOf) => {
      const reply = await run({
        universe: { assetType: "stocks" },
        rows: [
          { filter: "return_on_equity", relation: "greater_than", target: { kind: "value", value: 0.15 } },
          {
            filter: "total_return",
            relation: "greater_than",
            target: { kind: "value", value: 0 },
            inputs: { months: 12 },
          },
        ],
        asOf,
      });
      expect(reply.result.asOf).toBe(asOf);
      expect(reply.result.total).toBeGreaterThan(20);
      // Stocks outside the filings are left out and said to be, with the filings' reason.
      const noValue = reply.result.warnings.find((w: { row: number }) => w.row === 1);
      expect(noValue.message).toContain("the SEC filings hold only today's S&P 500 members");
      for (const m of reply.result.matches as Match[]) {
        expect(m.values[0]!).toBeGreaterThan(0.15);
        expect(m.values[1]!).toBeGreaterThan(0);
      }
    },
  );

  it("keeps nothing after a stocks-only filter in an ETP universe, with its warning", async () => {
    const reply = await run({
      universe: etps,
      rows: [
        { filter: "volatility", relation: "lowest", target: { kind: "count", value: 10 } },
        { filter: "pe_ratio" },
      ],
      asOf: D,
    });
    expect(reply.result.rows.map((r: { kept: number }) => r.kept)).toEqual([10, 0]);
    expect(reply.result.matches).toEqual([]);
    expect(reply.result.warnings).toEqual([
      expect.objectContaining({
        severity: "warning",
        code: "filter_not_for_asset_type",
        row: 2,
        path: "/rows/1/filter",
      }),
      // ETFs listed less than a year before the date have no 12-month volatility: counted, not hidden.
      expect.objectContaining({ severity: "warning", code: "no_value_on_date", row: 1, path: "/rows/0" }),
    ]);
  });

  it("runs a stored screener by id (a use of a draft) and a public one", async () => {
    const made = (
      await user.call("create_screener", {
        universe: etps,
        rows: [{ filter: "volatility", relation: "lowest", target: { kind: "count", value: 3 } }],
      })
    ).body.data.result.screener;
    const reply = await run({ screenerId: made.id, asOf: D });
    expect(reply.result).toMatchObject({ screenerId: made.id, total: 3 });
    const pub = await run({ screenerId: "5c0000000000000000000004", asOf: D });
    expect(pub.result.rows[0]).toMatchObject({ filter: "volatility", relation: "lowest" });
    expect((await user.call("run_screener", { screenerId: made.id, universe: etps, rows: [] })).status).toBe(
      422,
    );
    expect((await user.call("run_screener", { universe: etps })).body.error.details[0].path).toBe("/rows");
  });
});
