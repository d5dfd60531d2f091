// Another account's ids: every read and write answers 404 exactly as for an id that does not exist, and
// changes nothing. Public records: readable by everybody, changed by nobody (403).
import { beforeAll, describe, expect, it } from "vitest";
import { newRecordId } from "@/server/ids";
import { testDb } from "@/tests/helpers/accounts";
import { startResearchServer, type Reply, type TestAccount } from "@/tests/screeners/api";

const { account } = startResearchServer();
let owner: TestAccount;
let other: TestAccount;
let screenerId: string;
let portfolioId: string;

const definition = { universe: { assetType: "stocks" }, rows: [{ filter: "rsi" }] };

beforeAll(async () => {
  owner = await account("professional", "owner-app");
  other = await account("professional", "other-app");
  screenerId = (await owner.call("create_screener", { ...definition, name: "Owner's screener" })).body.data
    .result.screener.id;
  portfolioId = newRecordId();
  await testDb().portfolio.create({
    data: {
      id: portfolioId,
      userId: owner.userId,
      name: "Owner's portfolio",
      state: "draft",
      folder: "owner-app",
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
      definition: { models: [] },
    },
  });
});

const snapshot = async () => ({
  screener: await testDb().screener.findUniqueOrThrow({ where: { id: screenerId } }),
  portfolio: await testDb().portfolio.findUniqueOrThrow({ where: { id: portfolioId } }),
});

/** The body without the parts that differ between two ids (the id itself in no field: messages are generic). */
const errorOf = (reply: Reply) => reply.body.error;

describe("another account's ids", () => {
  const calls: [string, (id: string) => [string, object]][] = [
    ["get_screener", (id) => ["get_screener", { screenerId: id }]],
    ["edit_screener (name)", (id) => ["edit_screener", { screenerId: id, name: "Taken over" }]],
    [
      "edit_screener (definition)",
      (id) => [
        "edit_screener",
        { screenerId: id, definition: { universe: { assetType: "etps" }, rows: [] } },
      ],
    ],
    [
      "edit_screener (patch)",
      (id) => ["edit_screener", { screenerId: id, patch: [{ op: "remove", path: "/rows/0" }] }],
    ],
    ["run_screener", (id) => ["run_screener", { screenerId: id }]],
    ["save_to_lodestar (screener)", (id) => ["save_to_lodestar", { screenerId: id, name: "Mine now" }]],
  ];

  it.each(calls)("%s answers 404 as for an unknown id and changes nothing", async (_label, make) => {
    const before = await snapshot();
    const [op, input] = make(screenerId);
    const reply = await other.call(op, input);
    expect(reply.status).toBe(404);
    expect(errorOf(reply).code).toBe("not_found");
    const [, unknownInput] = make(newRecordId());
    const unknown = await other.call(op, unknownInput);
    expect(unknown.status).toBe(404);
    expect(errorOf(reply)).toEqual(errorOf(unknown));
    expect(await snapshot()).toEqual(before);
  });

  it("save_to_lodestar of another account's portfolio answers 404 and changes nothing", async () => {
    const before = await snapshot();
    const reply = await other.call("save_to_lodestar", { portfolioId });
    expect(reply.status).toBe(404);
    const unknown = await other.call("save_to_lodestar", { portfolioId: newRecordId() });
    expect(errorOf(reply)).toEqual(errorOf(unknown));
    expect(await snapshot()).toEqual(before);
  });

  it("never lists another account's records, whatever the filters", async () => {
    for (const input of [{}, { state: "draft" }, { folder: "owner-app" }, { query: "Owner" }]) {
      const ids = (await other.call("list_screeners", input)).body.data.result.screeners.map(
        (s: { id: string }) => s.id,
      );
      expect(ids).not.toContain(screenerId);
    }
  });

  it("leaves the owner's access intact", async () => {
    expect((await owner.call("get_screener", { screenerId })).status).toBe(200);
  });
});

describe("public records", () => {
  let publicId: string;
  beforeAll(async () => {
    publicId = newRecordId();
    await testDb().screener.create({
      data: {
        id: publicId,
        userId: null,
        name: "Public example (test)",
        state: "public",
        definition: (await owner.call("validate_screener", definition)).body.data.result.definition,
      },
    });
  });

  it("is readable by every account, with no draft and no expiry", async () => {
    for (const who of [owner, other]) {
      const reply = await who.call("get_screener", { screenerId: publicId });
      expect(reply.status).toBe(200);
      expect(reply.body.data.result.screener).toMatchObject({ id: publicId, state: "public", draft: null });
    }
    expect((await testDb().screener.findUniqueOrThrow({ where: { id: publicId } })).expiresAt).toBeNull();
  });

  it("is editable and savable by none (403 forbidden), and unchanged", async () => {
    const before = await testDb().screener.findUniqueOrThrow({ where: { id: publicId } });
    const edit = await other.call("edit_screener", { screenerId: publicId, name: "Mine" });
    expect(edit.status).toBe(403);
    expect(edit.body.error.code).toBe("forbidden");
    expect(edit.body.error.details[0]).toMatchObject({ path: "/screenerId" });
    expect(edit.body.error.details[0].fix).toContain("create_screener");
    const save = await owner.call("save_to_lodestar", { screenerId: publicId });
    expect(save.status).toBe(403);
    expect(await testDb().screener.findUniqueOrThrow({ where: { id: publicId } })).toEqual(before);
  });

  it("is listed with state public", async () => {
    const ids = (
      await other.call("list_screeners", { state: "public", limit: 200 })
    ).body.data.result.screeners.map((s: { id: string }) => s.id);
    expect(ids).toContain(publicId);
  });
});
