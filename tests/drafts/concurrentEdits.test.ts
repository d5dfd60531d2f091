// Concurrent edits of one record over REST, tRPC and MCP (product.md "Records: versions and sharing"):
// unversioned JSON Patches that all append compose (7 of 7 kept on a portfolio, 8 of 8 on a screener),
// a stale expectedVersion is 409 conflict with the current version and writes nothing, and another
// account's id stays not_found whatever version it names.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRPCClientError } from "@trpc/client";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { testDb } from "@/tests/helpers/accounts";
import { mcpClient, signUpUser, trpcClient, type WebAndKeyUser } from "@/tests/transport/clients";
import { research, testServer } from "@/tests/helpers/server";

const server = testServer();
let user: WebAndKeyUser;
let other: WebAndKeyUser;
let mcp: Client;
let trpc: ReturnType<typeof trpcClient>;

beforeAll(async () => {
  // professional: 100 calls/s per key and 50 screener rows, so neither limit is what is tested.
  user = await signUpUser(server.url(), "professional");
  other = await signUpUser(server.url(), "professional");
  mcp = await mcpClient(server.url(), user.key);
  trpc = trpcClient(server.url(), user.cookie);
});
afterAll(async () => mcp?.close());

type Answer =
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- results are inspected field by field
  | { ok: true; result: any }
  | { ok: false; code: string; details: { path: string; currentVersion?: number }[] };

const fromBody = (body: {
  status: boolean;
  data?: { result: unknown };
  error?: { code: string; details: [] };
}): Answer => (body.status ? { ok: true, result: body.data!.result } : { ok: false, ...body.error! });

/** One write of an operation over a transport, as the transport's own client sends it. */
const TRANSPORTS: Record<string, (operation: string, input: object) => Promise<Answer>> = {
  REST: async (operation, input) => fromBody((await research(server.url(), operation, input, user.key)).body),
  tRPC: (operation, input) =>
    trpc.mutation(operation, input).then(
      (envelope) => fromBody(envelope as never),
      (error: unknown) => {
        if (!(error instanceof TRPCClientError)) throw error;
        return fromBody(error.data as never);
      },
    ),
  MCP: async (operation, input) => {
    const reply = await mcp.callTool({ name: operation, arguments: input as Record<string, unknown> });
    const text = (reply.content as { text: string }[])[0].text;
    return fromBody(JSON.parse(text));
  },
};

const TICKERS = ["IEF", "TLT", "GLD", "QQQ", "EFA", "EEM", "VNQ"];
const FILTERS = ["volatility", "price", "macd", "stochastic_k", "bollinger_percent_b", "atr_percent", "beta"];

async function newPortfolio(): Promise<{ id: string; version: number }> {
  const reply = await research(
    server.url(),
    "create_portfolio",
    { definition: { models: [{ selection: { instruments: ["SPY"] } }] } },
    user.key,
  );
  expect(reply.status).toBe(200);
  return reply.body.data.result.portfolio;
}

async function newScreener(): Promise<{ id: string; version: number }> {
  const body = { universe: { assetType: "stocks" }, rows: [{ filter: "rsi" }] };
  const reply = await research(server.url(), "create_screener", body, user.key);
  expect(reply.status).toBe(200);
  return reply.body.data.result.screener;
}

const stored = (kind: "portfolio" | "screener", id: string) =>
  kind === "portfolio"
    ? testDb().portfolio.findUniqueOrThrow({ where: { id } })
    : testDb().screener.findUniqueOrThrow({ where: { id } });

describe.each(Object.keys(TRANSPORTS))("over %s", (transport) => {
  const edit = (operation: string, input: object) => TRANSPORTS[transport](operation, input);

  it("keeps all 7 of 7 concurrent unversioned appends to a portfolio", async () => {
    const { id, version } = await newPortfolio();
    expect(version).toBe(1);
    const answers = await Promise.all(
      TICKERS.map((ticker) =>
        edit("edit_portfolio", {
          portfolioId: id,
          patch: [{ op: "add", path: "/models/0/selection/instruments/-", value: ticker }],
        }),
      ),
    );
    expect(answers.filter((a) => !a.ok)).toEqual([]);
    // Each edit saw the one before it: the versions it answered are 2..8, one each.
    const versions = answers.map((a) => (a.ok ? a.result.portfolio.version : 0));
    expect([...versions].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    const row = await stored("portfolio", id);
    const instruments = (row.definition as { models: { selection: { instruments: string[] } }[] }).models[0]
      .selection.instruments;
    expect([...instruments].sort()).toEqual(["SPY", ...TICKERS].sort());
    expect(row.version).toBe(8);
  });

  it("keeps all 8 of 8 concurrent unversioned row appends to a screener", async () => {
    const { id } = await newScreener();
    const answers = await Promise.all(
      [...FILTERS, "downside_volatility"].map((filter) =>
        edit("edit_screener", { screenerId: id, patch: [{ op: "add", path: "/rows/-", value: { filter } }] }),
      ),
    );
    expect(answers.filter((a) => !a.ok)).toEqual([]);
    const row = await stored("screener", id);
    const filters = (row.definition as { rows: { filter: string }[] }).rows.map((r) => r.filter);
    expect([...filters].sort()).toEqual(["rsi", ...FILTERS, "downside_volatility"].sort());
    expect(row.version).toBe(9);
  });

  it("refuses a stale expectedVersion with 409 conflict and the current version, writing nothing", async () => {
    for (const kind of ["portfolio", "screener"] as const) {
      const { id } = kind === "portfolio" ? await newPortfolio() : await newScreener();
      const operation = `edit_${kind}`;
      const idField = { [`${kind}Id`]: id };
      const first = await edit(operation, { ...idField, description: "first", expectedVersion: 1 });
      expect(first.ok, JSON.stringify(first)).toBe(true);
      const before = await stored(kind, id);
      expect(before.version).toBe(2);

      const stale = await edit(operation, { ...idField, description: "second", expectedVersion: 1 });
      expect(stale).toMatchObject({
        ok: false,
        code: "conflict",
        details: [{ path: "/expectedVersion", currentVersion: 2 }],
      });
      expect(await stored(kind, id)).toEqual(before);
    }
  });
});

describe("expectedVersion", () => {
  it("lets exactly one of 7 concurrent edits made against the same version through", async () => {
    const { id } = await newPortfolio();
    const answers = await Promise.all(
      TICKERS.map((ticker) =>
        TRANSPORTS.REST("edit_portfolio", {
          portfolioId: id,
          expectedVersion: 1,
          patch: [{ op: "add", path: "/models/0/selection/instruments/-", value: ticker }],
        }),
      ),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok).map((a) => !a.ok && a.code)).toEqual(Array(6).fill("conflict"));
    const row = await stored("portfolio", id);
    expect(row.version).toBe(2);
    expect(
      (row.definition as { models: { selection: { instruments: string[] } }[] }).models[0].selection
        .instruments,
    ).toHaveLength(2);
  });

  it("goes up by one on each write (edit, rename, save), not on reads or a save that changes nothing", async () => {
    const { id } = await newScreener();
    const versionAfter = async (operation: string, input: object) => {
      const answer = await TRANSPORTS.REST(operation, { screenerId: id, ...input });
      expect(answer.ok, JSON.stringify(answer)).toBe(true);
      return (await stored("screener", id)).version;
    };
    expect(
      await versionAfter("edit_screener", {
        patch: [{ op: "add", path: "/rows/-", value: { filter: "price" } }],
      }),
    ).toBe(2);
    expect(await versionAfter("edit_screener", { name: "Renamed" })).toBe(3);
    expect(await versionAfter("get_screener", {})).toBe(3);
    expect(await versionAfter("save_to_lodestar", {})).toBe(4);
    expect(await versionAfter("save_to_lodestar", {})).toBe(4);
    expect(await versionAfter("save_to_lodestar", { name: "Kept", expectedVersion: 4 })).toBe(5);
    const stale = await TRANSPORTS.REST("save_to_lodestar", {
      screenerId: id,
      folder: "x",
      expectedVersion: 4,
    });
    expect(stale).toMatchObject({ ok: false, code: "conflict", details: [{ currentVersion: 5 }] });
    const read = await TRANSPORTS.REST("get_screener", { screenerId: id });
    expect(read.ok && read.result.screener.version).toBe(5);
  });

  it("answers not_found, never conflict, for another account's record, and changes nothing", async () => {
    const { id } = await newPortfolio();
    const before = await stored("portfolio", id);
    for (const expectedVersion of [undefined, 1, 7]) {
      const reply = await research(
        server.url(),
        "edit_portfolio",
        { portfolioId: id, description: "theirs", expectedVersion },
        other.key,
      );
      expect(reply.status).toBe(404);
      expect(reply.body.error.code).toBe("not_found");
    }
    const save = await research(
      server.url(),
      "save_to_lodestar",
      { portfolioId: id, expectedVersion: 9 },
      other.key,
    );
    expect(save.status).toBe(404);
    const ifMatch = await research(
      server.url(),
      "edit_portfolio",
      { portfolioId: id, description: "theirs" },
      other.key,
      { "if-match": '"5"' },
    );
    expect(ifMatch.status).toBe(404);
    expect(await stored("portfolio", id)).toEqual(before);
  });
});

describe("ETag and If-Match over REST", () => {
  it("sends the record's version as the ETag of every result that is one record", async () => {
    const created = await research(
      server.url(),
      "create_screener",
      { universe: { assetType: "stocks" }, rows: [{ filter: "rsi" }] },
      user.key,
    );
    expect(created.headers.get("etag")).toBe('"1"');
    const id = created.body.data.result.screener.id;
    const read = await research(server.url(), "get_screener", { screenerId: id }, user.key);
    expect(read.headers.get("etag")).toBe('"1"');
    expect(read.body.data.result.screener.version).toBe(1);
    const edited = await research(server.url(), "edit_screener", { screenerId: id, name: "E" }, user.key);
    expect(edited.headers.get("etag")).toBe('"2"');
    const list = await research(server.url(), "list_screeners", {}, user.key);
    expect(list.headers.get("etag")).toBeNull();
    expect(list.body.data.result.screeners.find((s: { id: string }) => s.id === id).version).toBe(2);
  });

  it("takes If-Match as expectedVersion: the current one writes, a stale one is 409 and writes nothing", async () => {
    const { id } = await newPortfolio();
    const editWith = (ifMatch: string, body: object = {}) =>
      research(server.url(), "edit_portfolio", { portfolioId: id, description: ifMatch, ...body }, user.key, {
        "if-match": ifMatch,
      });
    const current = await editWith('"1"');
    expect(current.status).toBe(200);
    expect(current.headers.get("etag")).toBe('"2"');
    const before = await stored("portfolio", id);

    const stale = await editWith('"1"');
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: "conflict", details: [{ currentVersion: 2 }] });
    expect(stale.body.error.message).toContain("version 2");
    expect(await stored("portfolio", id)).toEqual(before);

    // Weak, listed or malformed tags, and a body naming another version, are refused as bad input.
    for (const bad of ['W/"2"', '"2", "3"', "2x"]) {
      const reply = await editWith(bad);
      expect(reply.status, bad).toBe(422);
      expect(reply.body.error.details[0].path).toBe("/expectedVersion");
    }
    expect((await editWith('"2"', { expectedVersion: 1 })).status).toBe(422);
    expect((await editWith('"2"', { expectedVersion: 2 })).status).toBe(200);
    // * matches whatever version the record has.
    expect((await editWith("*")).headers.get("etag")).toBe('"4"');
    // An operation that changes no record takes no If-Match.
    const read = await research(server.url(), "get_portfolio", { portfolioId: id }, user.key, {
      "if-match": '"4"',
    });
    expect(read.status).toBe(422);
    expect(await stored("portfolio", id)).toMatchObject({ version: 4 });
  });
});
