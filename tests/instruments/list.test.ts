// list_instruments over REST and MCP on the seeded instrument table (the data build's manifest): the
// four match tiers in order (exact ticker, ticker prefix, whole name words, name word starts; each
// by dollar volume),
// case-insensitive, the asset-type filter, paging with its defaults in assumed, and refusals.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { getMarketData, readManifest } from "@/server/data/load";
import { dollarVolumes } from "@/server/engine/indicators/popularity";
import { mcpClient, signUpUser, type WebAndKeyUser } from "@/tests/transport/clients";
import { research, testServer } from "@/tests/helpers/server";

interface Instrument {
  ticker: string;
  name: string;
  assetType: string;
  sector: string | null;
  firstDate: string;
  lastDate: string;
}
interface Page {
  instruments: Instrument[];
  total: number;
  offset: number;
  limit: number;
}
type Data = { result: Page; assumed: { field: string; value: unknown }[] };

const server = testServer();
const manifest = readManifest();
let user: WebAndKeyUser;
let mcp: Client;
beforeAll(async () => {
  user = await signUpUser(server.url(), "professional", "instruments-tests");
  mcp = await mcpClient(server.url(), user.key);
});
afterAll(async () => mcp?.close());

async function list(input: object): Promise<Data> {
  const reply = await research(server.url(), "list_instruments", input, user.key);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return (reply.body as { data: Data }).data;
}
const tickers = (page: Page) => page.instruments.map((i) => i.ticker);

describe("list_instruments", () => {
  it("without a query lists every instrument of the data build in ticker order, 25 a page", async () => {
    const { result, assumed } = await list({});
    expect(result.total).toBe(manifest.instruments.length);
    expect({ offset: result.offset, limit: result.limit }).toEqual({ offset: 0, limit: 25 });
    expect(assumed).toEqual([
      { field: "/limit", value: 25, reason: "Default page size." },
      { field: "/offset", value: 0, reason: "First page." },
    ]);
    const all = manifest.instruments.map((m) => m.ticker).sort();
    expect(tickers(result)).toEqual(all.slice(0, 25));
  });

  it("returns ticker, name, asset type, sector and the first and last dates of the data build", async () => {
    const { result } = await list({ query: "aapl" });
    const aapl = manifest.instruments.find((m) => m.ticker === "AAPL")!;
    expect(result.instruments[0]).toEqual({
      ticker: "AAPL",
      name: aapl.name,
      assetType: "stocks",
      sector: "technology",
      firstDate: aapl.firstDate,
      lastDate: aapl.lastDate,
    });
    const spy = (await list({ query: "SPY" })).result.instruments[0];
    expect(spy).toMatchObject({ ticker: "SPY", assetType: "etps", sector: null });
  });

  it("ranks the exact ticker, ticker starts, whole name words, name word starts; each tier most traded first", async () => {
    const { result } = await list({ query: "a", limit: 200 });
    expect(result.instruments[0].ticker).toBe("A");
    const nameWords = (i: Instrument) => i.name.toLowerCase().split(/[^\p{L}\p{N}]+/u);
    const tierOf = (i: Instrument) =>
      i.ticker === "A" ? 0 : i.ticker.startsWith("A") ? 1 : nameWords(i).includes("a") ? 2 : 3;
    const tiers = result.instruments.map(tierOf);
    expect(tiers).toEqual([...tiers].sort());
    expect(tiers).toContain(1);
    expect(tiers).toContain(3);
    const { prices } = getMarketData();
    const used = dollarVolumes(prices);
    const volumeOf = (i: Instrument) => used[prices.column.get(i.ticker)!];
    for (const tier of [1, 2, 3]) {
      const inTier = result.instruments.filter((i) => tierOf(i) === tier).map(volumeOf);
      expect(inTier).toEqual([...inTier].sort((x, y) => y - x));
    }
    for (const i of result.instruments.filter((x) => tierOf(x) === 3)) {
      expect(i.name).toMatch(/(^|[^A-Za-z0-9])a/i);
    }
  });

  it('puts the most traded gold funds first for "gold": GLD first, IAU before the Goldman and Golden names', async () => {
    const { result } = await list({ query: "gold", limit: 50 });
    const order = tickers(result);
    expect(order[0]).toBe("GLD");
    expect(order.slice(0, 4)).toContain("IAU");
    // "Goldman Sachs" only starts with the word: after every name holding "gold" itself.
    expect(order.indexOf("GS")).toBeGreaterThan(order.indexOf("IAU"));
    expect(order.indexOf("GS")).toBeGreaterThan(order.indexOf("SGOL"));
  });

  it("matches every word of the name in any order and any case, each as the start of a word", async () => {
    const forward = await list({ query: "S&P 500 growth", limit: 50 });
    const backward = await list({ query: "GROWTH 500 s&p", limit: 50 });
    expect(tickers(backward.result)).toEqual(tickers(forward.result));
    expect(tickers(forward.result)).toEqual(expect.arrayContaining(["IVW", "SPYG", "RPG"]));
    for (const i of forward.result.instruments) expect(i.name).toMatch(/500.*growth|growth.*500/i);
    expect(tickers((await list({ query: "apple" })).result)).toEqual(["AAPL"]);
    // "pple" is inside "Apple" but starts no word of any name.
    expect((await list({ query: "pple" })).result.total).toBe(0);
  });

  it("filters by asset type", async () => {
    const crypto = await list({ query: "bitcoin", assetType: "crypto" });
    expect(tickers(crypto.result).sort()).toEqual(["BCH-USD", "BTC-USD"]);
    const etps = await list({ assetType: "etps", limit: 200 });
    expect(etps.result.total).toBe(manifest.instruments.filter((m) => m.assetType === "etps").length);
    expect(new Set(etps.result.instruments.map((i) => i.assetType))).toEqual(new Set(["etps"]));
  });

  it("pages the ranked matches with limit and offset, reporting only the defaults it used", async () => {
    const whole = await list({ query: "gold", limit: 10, offset: 0 });
    const page = await list({ query: "gold", limit: 3, offset: 2 });
    expect(page.assumed).toEqual([]);
    expect(page.result).toMatchObject({ total: whole.result.total, offset: 2, limit: 3 });
    expect(tickers(page.result)).toEqual(tickers(whole.result).slice(2, 5));
    const firstPage = await list({ query: "gold", limit: 5 });
    expect(firstPage.assumed).toEqual([{ field: "/offset", value: 0, reason: "First page." }]);
    const none = await list({ query: "no such instrument anywhere" });
    expect(none.result).toMatchObject({ instruments: [], total: 0 });
  });

  it("refuses an empty query, an unknown asset type and a page over 200", async () => {
    const refused = [
      [{ query: "  " }, "/query"],
      [{ assetType: "bonds" }, "/assetType"],
      [{ limit: 201 }, "/limit"],
    ];
    for (const [input, path] of refused) {
      const reply = await research(server.url(), "list_instruments", input, user.key);
      expect(reply.status).toBe(422);
      const error = { code: "invalid_arguments", details: [{ path }] };
      expect(reply.body).toMatchObject({ status: false, error });
    }
  });

  it("answers the same over MCP", async () => {
    const input = { query: "spy", assetType: "etps" };
    const rest = await research(server.url(), "list_instruments", input, user.key);
    const viaMcp = await mcp.callTool({ name: "list_instruments", arguments: input });
    expect(viaMcp.isError).toBeFalsy();
    expect(viaMcp.structuredContent).toEqual(rest.body);
    const { result } = (viaMcp.structuredContent as { data: Data }).data;
    expect(tickers(result)[0]).toBe("SPY");
    expect(tickers(result).sort()).toEqual(["SPY", "SPYG", "SPYV"]);
  });
});
