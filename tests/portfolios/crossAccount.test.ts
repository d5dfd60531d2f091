// Another account's portfolio and screener ids: every read and write answers exactly as for an id that
// does not exist (404 not_found, or for an id inside a definition the same refusal as an unknown one),
// never lists them, and changes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { newRecordId } from "@/server/ids";
import { testDb } from "@/tests/helpers/accounts";
import { startResearchServer, type Reply, type TestAccount } from "@/tests/portfolios/api";

const { account } = startResearchServer();
let owner: TestAccount;
let other: TestAccount;
let portfolioId: string;
let screenerId: string;

beforeAll(async () => {
  owner = await account("advanced", "owner-app");
  other = await account("advanced", "other-app");
  screenerId = (
    await owner.call("create_screener", {
      name: "Owner's screener",
      universe: { assetType: "etps" },
      rows: [{ filter: "volatility" }],
    })
  ).body.data.result.screener.id;
  portfolioId = (
    await owner.call("create_portfolio", {
      definition: {
        name: "Owner's portfolio",
        models: [{ selection: { instruments: ["SPY"], exitScreeners: [screenerId] } }],
      },
    })
  ).body.data.result.portfolio.id;
});

const snapshot = async () => ({
  portfolio: await testDb().portfolio.findUniqueOrThrow({ where: { id: portfolioId } }),
  screener: await testDb().screener.findUniqueOrThrow({ where: { id: screenerId } }),
  counts: [
    await testDb().portfolio.count({ where: { userId: other.userId } }),
    await testDb().screener.count({ where: { userId: other.userId } }),
  ],
});

const withSpy = (selection: object) => ({
  definition: { models: [{ selection: { instruments: ["SPY"], ...selection } }] },
});

type Call = [label: string, make: (id: string) => [string, object]];
const BY_ID: Call[] = [
  ["get_portfolio", (id) => ["get_portfolio", { portfolioId: id }]],
  ["edit_portfolio (name)", (id) => ["edit_portfolio", { portfolioId: id, name: "Taken over" }]],
  ["edit_portfolio (definition)", (id) => ["edit_portfolio", { portfolioId: id, ...withSpy({}) }]],
  [
    "edit_portfolio (patch)",
    (id) => [
      "edit_portfolio",
      { portfolioId: id, patch: [{ op: "replace", path: "/models/0/positionExits/maxPositions", value: 1 }] },
    ],
  ],
  ["save_to_lodestar (portfolio)", (id) => ["save_to_lodestar", { portfolioId: id, name: "Mine now" }]],
  ["simulate_portfolio", (id) => ["simulate_portfolio", { portfolioId: id }]],
];
const BY_SCREENER_ID: Call[] = [
  ["get_screener", (id) => ["get_screener", { screenerId: id }]],
  ["edit_screener (name)", (id) => ["edit_screener", { screenerId: id, name: "Taken over" }]],
  [
    "edit_screener (patch)",
    (id) => ["edit_screener", { screenerId: id, patch: [{ op: "remove", path: "/rows/0" }] }],
  ],
  ["run_screener", (id) => ["run_screener", { screenerId: id }]],
  ["save_to_lodestar (screener)", (id) => ["save_to_lodestar", { screenerId: id }]],
];
const IN_DEFINITION: Call[] = [
  [
    "create_portfolio with the screener as entry screener",
    (id) => ["create_portfolio", withSpy({ entryScreeners: [id] })],
  ],
  [
    "validate_portfolio with the screener as exit screener",
    (id) => ["validate_portfolio", withSpy({ exitScreeners: [id] })],
  ],
];

const unregistered = (reply: Reply) =>
  reply.status === 404 && reply.body.error.message.startsWith("Unknown operation");

describe("another account's ids", () => {
  it.each([
    ...BY_ID.map((c) => [...c, "portfolio"] as const),
    ...BY_SCREENER_ID.map((c) => [...c, "screener"] as const),
  ])("%s answers 404 as for an unknown id and changes nothing", async (_label, make, kind) => {
    const before = await snapshot();
    const [op, input] = make(kind === "portfolio" ? portfolioId : screenerId);
    const reply = await other.call(op, input);
    if (unregistered(reply)) return; // an operation another part of the service has not registered yet
    expect(reply.status, JSON.stringify(reply.body)).toBe(404);
    expect(reply.body.error.code).toBe("not_found");
    const unknown = await other.call(...make(newRecordId()));
    expect(reply.body.error).toEqual(unknown.body.error);
    expect(await snapshot()).toEqual(before);
  });

  it.each(IN_DEFINITION)("%s is refused exactly as an unknown screener id", async (_label, make) => {
    const before = await snapshot();
    const reply = await other.call(...make(screenerId));
    const unknownId = newRecordId();
    const unknown = await other.call(...make(unknownId));
    const body = (r: Reply, id: string) => JSON.stringify(r.body).replaceAll(id, "<id>");
    expect(body(reply, screenerId)).toEqual(body(unknown, unknownId));
    expect(reply.body.error?.code ?? reply.body.data.result.warnings[0].code).toBe("invalid_arguments");
    expect(await snapshot()).toEqual(before);
  });

  it("refuses another account's portfolio as a benchmark like an unknown id", async () => {
    const reply = await other.call("create_portfolio", {
      definition: { benchmark: portfolioId, models: [{ selection: { instruments: ["SPY"] } }] },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.error.details[0]).toMatchObject({
      path: "/definition/benchmark",
      message: `${portfolioId} is not a benchmark portfolio.`,
    });
  });

  it("never lists another account's records, whatever the filters", async () => {
    for (const input of [{}, { state: "draft" }, { folder: "owner-app" }, { query: "Owner" }]) {
      expect(
        (await other.call("list_portfolios", input)).body.data.result.portfolios.map(
          (p: { id: string }) => p.id,
        ),
      ).not.toContain(portfolioId);
      expect(
        (await other.call("list_screeners", input)).body.data.result.screeners.map(
          (s: { id: string }) => s.id,
        ),
      ).not.toContain(screenerId);
    }
  });

  it("leaves the owner's access intact, including its own screener in a definition", async () => {
    expect((await owner.call("get_portfolio", { portfolioId })).status).toBe(200);
    const own = await owner.call("validate_portfolio", withSpy({ entryScreeners: [screenerId] }));
    expect(own.body.data.result).toMatchObject({ valid: true, warnings: [] });
  });
});
