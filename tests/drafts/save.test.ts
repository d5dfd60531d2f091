// save_to_lodestar: draft -> saved for a screener or a portfolio the caller owns; the record leaves the
// draft lifecycle, can move folder and take a name (kept unique within the folder).
import { beforeAll, describe, expect, it } from "vitest";
import { newRecordId } from "@/server/ids";
import { env } from "@/server/env";
import { testDb } from "@/tests/helpers/accounts";
import { startResearchServer, type TestAccount } from "@/tests/screeners/api";

const { account } = startResearchServer();
let user: TestAccount;
beforeAll(async () => {
  user = await account("professional", "save-app");
});

const create = async (name: string) =>
  (
    await user.call("create_screener", {
      name,
      universe: { assetType: "etps" },
      rows: [{ filter: "volatility" }],
    })
  ).body.data.result.screener;

describe("save_to_lodestar", () => {
  it("saves a draft screener in its folder; it no longer expires", async () => {
    const draft = await create("Calm ETFs");
    const reply = await user.call("save_to_lodestar", { screenerId: draft.id });
    expect(reply.status).toBe(200);
    expect(reply.body.data.result).toEqual({
      kind: "screener",
      record: {
        id: draft.id,
        name: "Calm ETFs",
        description: null,
        state: "saved",
        draft: null,
        folder: "save-app",
        openUrl: `${env().appUrl}/screeners/${draft.id}`,
        // Written at 1; saving is a write.
        version: 2,
      },
      notes: [],
    });
    expect(reply.body.data.summary).toContain("no longer expires");
    const row = await testDb().screener.findUniqueOrThrow({ where: { id: draft.id } });
    expect(row).toMatchObject({ state: "saved", expiresAt: null, folder: "save-app" });
    const saved = (await user.call("list_screeners", { state: "saved" })).body.data.result.screeners.map(
      (s: { id: string }) => s.id,
    );
    expect(saved).toContain(draft.id);
    // Editing a saved screener keeps it saved, with no expiry.
    const edited = await user.call("edit_screener", { screenerId: draft.id, description: "Kept for later" });
    expect(edited.body.data.result.screener).toMatchObject({
      state: "saved",
      draft: null,
      description: "Kept for later",
    });
    expect((await testDb().screener.findUniqueOrThrow({ where: { id: draft.id } })).expiresAt).toBeNull();
    // Saving again changes nothing and says so.
    const again = await user.call("save_to_lodestar", { screenerId: draft.id });
    expect(again.body.data.result.notes).toEqual(["This screener was already saved; nothing changed."]);
  });

  it("moves to another folder and renames, keeping names unique there", async () => {
    const first = await create("Low volatility");
    await user.call("save_to_lodestar", { screenerId: first.id, folder: "Research" });
    const second = await create("Low volatility (draft)");
    const reply = await user.call("save_to_lodestar", {
      screenerId: second.id,
      folder: "Research",
      name: "Low volatility",
    });
    expect(reply.body.data.result.record).toMatchObject({
      name: "Low volatility (2)",
      folder: "Research",
      state: "saved",
    });
    expect(reply.body.data.result.notes).toEqual([
      'The name "Low volatility" is already used in the folder "Research"; this screener is named "Low volatility (2)".',
    ]);
    const research = (await user.call("list_screeners", { folder: "Research" })).body.data.result.screeners
      .map((s: { name: string }) => s.name)
      .sort();
    expect(research).toEqual(["Low volatility", "Low volatility (2)"]);
  });

  it("saves a draft portfolio the caller owns", async () => {
    const id = newRecordId();
    await testDb().portfolio.create({
      data: {
        id,
        userId: user.userId,
        name: "60/40",
        state: "draft",
        folder: "save-app",
        expiresAt: new Date(Date.now() + 86_400_000),
        definition: { models: [] },
      },
    });
    const reply = await user.call("save_to_lodestar", { portfolioId: id });
    expect(reply.status).toBe(200);
    const openUrl = `${env().appUrl}/portfolios/${id}`;
    const record = { id, name: "60/40", state: "saved", draft: null, folder: "save-app", openUrl };
    expect(reply.body.data.result).toMatchObject({ kind: "portfolio", record });
    expect(await testDb().portfolio.findUniqueOrThrow({ where: { id } })).toMatchObject({
      state: "saved",
      expiresAt: null,
      definition: { models: [] },
    });
  });

  it("needs exactly one id", async () => {
    for (const input of [{}, { portfolioId: newRecordId(), screenerId: newRecordId() }]) {
      const reply = await user.call("save_to_lodestar", input);
      expect(reply.status).toBe(422);
      expect(reply.body.error.details[0].message).toBe("Send exactly one of portfolioId or screenerId.");
    }
    expect(
      (await user.call("save_to_lodestar", { screenerId: "not-an-id" })).body.error.details[0].path,
    ).toBe("/screenerId");
  });
});
