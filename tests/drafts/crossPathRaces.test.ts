// Writes through different paths at once, on records that reference each other: a portfolio saved
// (which saves the draft screener it uses) while that screener is renamed, patched or saved itself, and
// a portfolio edited by definition, by patch, renamed and saved at once. Every answer is 200 or 409 (a
// lock taken in opposite orders would be a deadlock, a 500), and every acknowledged change is kept.
import { beforeAll, describe, expect, it } from "vitest";
import { testDb } from "@/tests/helpers/accounts";
import { startResearchServer, type TestAccount } from "@/tests/screeners/api";

const { account } = startResearchServer();
let user: TestAccount;
beforeAll(async () => {
  user = await account("professional", "races-app");
});

const SCREENER = { universe: { assetType: "etps" }, rows: [{ filter: "volatility" }] };
const statusesOf = (replies: { status: number; body: unknown }[]) =>
  replies.map((r) => (r.status === 200 ? 200 : `${r.status} ${JSON.stringify(r.body).slice(0, 300)}`));

describe("a screener and the portfolio that uses it, written at once", () => {
  it("saving the portfolio while the screener is renamed, patched and saved: no 5xx, nothing lost", async () => {
    for (let round = 0; round < 6; round++) {
      const screener = (await user.call("create_screener", { ...SCREENER, name: `Race screener ${round}` }))
        .body.data.result.screener;
      const models = [
        { selection: { instruments: [], entryScreeners: [screener.id] }, positionExits: { maxPositions: 3 } },
      ];
      const portfolio = (
        await user.call("create_portfolio", { definition: { name: `Race portfolio ${round}`, models } })
      ).body.data.result.portfolio;
      const replies = await Promise.all([
        user.call("save_to_lodestar", { portfolioId: portfolio.id }),
        user.call("edit_screener", { screenerId: screener.id, name: `Race screener ${round} renamed` }),
        user.call("edit_screener", {
          screenerId: screener.id,
          patch: [{ op: "add", path: "/rows/-", value: { filter: "volatility" } }],
        }),
        user.call("save_to_lodestar", { screenerId: screener.id, name: `Race screener ${round} kept` }),
        user.call("edit_portfolio", { portfolioId: portfolio.id, description: `round ${round}` }),
      ]);
      expect(statusesOf(replies)).toEqual([200, 200, 200, 200, 200]);
      const row = await testDb().screener.findUnique({ where: { id: screener.id } });
      expect(row?.state).toBe("saved");
      expect((row?.definition as { rows: unknown[] }).rows).toHaveLength(2);
      const saved = await testDb().portfolio.findUnique({ where: { id: portfolio.id } });
      expect(saved).toMatchObject({ state: "saved", description: `round ${round}` });
    }
  });

  it("a portfolio edited by definition, by patch, renamed and saved at once", async () => {
    const definition = { name: "Four paths", models: [{ selection: { instruments: ["SPY"] } }] };
    const portfolio = (await user.call("create_portfolio", { definition })).body.data.result.portfolio;
    const replies = await Promise.all([
      user.call("edit_portfolio", {
        portfolioId: portfolio.id,
        definition: { ...definition, models: [{ selection: { instruments: ["SPY", "IEF"] } }] },
      }),
      user.call("edit_portfolio", {
        portfolioId: portfolio.id,
        patch: [{ op: "add", path: "/models/0/selection/instruments/-", value: "GLD" }],
      }),
      user.call("edit_portfolio", { portfolioId: portfolio.id, name: "Four paths renamed" }),
      user.call("save_to_lodestar", { portfolioId: portfolio.id, folder: "Races" }),
      user.call("edit_portfolio", { portfolioId: portfolio.id, expectedVersion: 1, description: "stale?" }),
    ]);
    const statuses = replies.map((r) => r.status);
    expect(statuses.slice(0, 4), JSON.stringify(statusesOf(replies))).toEqual([200, 200, 200, 200]);
    expect([200, 409]).toContain(statuses[4]);
    const row = await testDb().portfolio.findUnique({ where: { id: portfolio.id } });
    // A whole definition carries its name, so it may replace the rename if the lock grants it later; each
    // acknowledged write is still one version.
    expect(["Four paths", "Four paths renamed"]).toContain(row?.name);
    expect(row).toMatchObject({
      state: "saved",
      folder: "Races",
      version: 1 + statuses.filter((s) => s === 200).length,
    });
  });
});
