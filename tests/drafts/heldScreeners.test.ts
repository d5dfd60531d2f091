// References that hold: a saved portfolio keeps the draft screeners it uses (saving it saves them, and
// the expiry job saves rather than deletes one a saved or public portfolio uses), so a saved portfolio
// still simulates after its screener's 30 days; and a portfolio whose screener is gone can still be
// read and edited, and says what is missing. The clock is moved, in the past (the job is global).
import { beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "@/server/clock";
import { deleteExpiredDrafts } from "@/server/domain/drafts/deleteExpired";
import { testDb } from "@/tests/helpers/accounts";
import { startResearchServer, type TestAccount } from "@/tests/screeners/api";

const T0 = new Date("2020-03-01T12:00:00.000Z");
const clock = fixedClock(T0);
const { account } = startResearchServer(clock);
let user: TestAccount;
beforeAll(async () => {
  user = await account("professional", "held-app");
});

const LOW_VOLATILITY_ETFS = { universe: { assetType: "etps" }, rows: [{ filter: "volatility" }] };
const ENTRY = "/definition/models/0/selection/entryScreeners/0";

async function draftScreener(name: string): Promise<string> {
  const reply = await user.call("create_screener", { ...LOW_VOLATILITY_ETFS, name });
  expect(reply.body.data.result.screener.state).toBe("draft");
  return reply.body.data.result.screener.id;
}

async function draftPortfolio(name: string, screenerId: string): Promise<string> {
  const models = [
    { selection: { instruments: [], entryScreeners: [screenerId] }, positionExits: { maxPositions: 3 } },
  ];
  const reply = await user.call("create_portfolio", { definition: { name, startingYear: 2022, models } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data.result.portfolio.id;
}

const screenerRow = (id: string) => testDb().screener.findUnique({ where: { id } });

async function expectSimulates(portfolioId: string) {
  const reply = await user.call("simulate_portfolio", { portfolioId });
  expect(reply.status, JSON.stringify(reply.body).slice(0, 500)).toBe(200);
}

describe("a saved portfolio and its draft screeners", () => {
  it("saving the portfolio saves them, says so in notes, and it simulates after their 30 days", async () => {
    clock.set(T0);
    const screenerId = await draftScreener("Calm ETFs for a saved portfolio");
    const portfolioId = await draftPortfolio("Held", screenerId);
    const saved = await user.call("save_to_lodestar", { portfolioId });
    expect(saved.status).toBe(200);
    expect(saved.body.data.result.notes).toEqual([
      `The draft screener "Calm ETFs for a saved portfolio" (${screenerId}) this portfolio uses is saved too, so it no longer expires.`,
    ]);
    expect(await screenerRow(screenerId)).toMatchObject({ state: "saved", expiresAt: null });

    clock.advanceDays(45);
    await deleteExpiredDrafts(testDb(), clock);
    expect(await screenerRow(screenerId)).not.toBeNull();
    await expectSimulates(portfolioId);
  });

  it("the expiry job saves, not deletes, a draft that a saved portfolio uses (a row from before the rule)", async () => {
    clock.set(T0);
    const used = await draftScreener("Used by a saved portfolio");
    const unused = await draftScreener("Used by nobody");
    const usedByDraft = await draftScreener("Used by a draft portfolio");
    const portfolioId = await draftPortfolio("Saved before the rule", used);
    await draftPortfolio("Still a draft", usedByDraft);
    // Saved as rows were before saving held screeners: the portfolio alone.
    await testDb().portfolio.update({
      where: { id: portfolioId },
      data: { state: "saved", expiresAt: null },
    });

    clock.advanceDays(31);
    await deleteExpiredDrafts(testDb(), clock);
    expect(await screenerRow(used)).toMatchObject({ state: "saved", expiresAt: null });
    expect(await screenerRow(unused)).toBeNull();
    expect(await screenerRow(usedByDraft)).toBeNull();
    await expectSimulates(portfolioId);
  });

  it("a saved portfolio made or edited in the web app holds a draft screener it names", async () => {
    clock.set(T0);
    const first = await draftScreener("Named at edit");
    const portfolioId = await draftPortfolio("Edited while saved", first);
    await user.call("save_to_lodestar", { portfolioId });
    const second = await draftScreener("Added later");
    const patch = [{ op: "replace", path: "/models/0/selection/entryScreeners/0", value: second }];
    const edited = await user.call("edit_portfolio", { portfolioId, patch });
    expect(edited.status).toBe(200);
    expect(edited.body.data.result.notes.join(" ")).toContain(
      `"Added later" (${second}) this portfolio uses is saved too`,
    );
    expect(await screenerRow(second)).toMatchObject({ state: "saved" });
  });
});

describe("a portfolio whose screener is gone", () => {
  it("is read and edited, says what is missing, and is refused only for simulation", async () => {
    clock.set(T0);
    const screenerId = await draftScreener("Soon gone");
    const portfolioId = await draftPortfolio("Missing a screener", screenerId);
    await testDb().screener.delete({ where: { id: screenerId } });

    const read = await user.call("get_portfolio", { portfolioId });
    expect(read.status).toBe(200);
    expect(read.body.data.result.missing).toEqual([
      {
        path: ENTRY,
        screenerId,
        message: expect.stringContaining(`${screenerId} at ${ENTRY} no longer exists`),
      },
    ]);
    expect(read.body.data.summary).toContain("1 screener(s) it uses no longer exist");

    const edited = await user.call("edit_portfolio", { portfolioId, description: "Still mine" });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.result.portfolio.description).toBe("Still mine");
    expect(edited.body.data.result.notes.join(" ")).toContain(`${screenerId} at ${ENTRY} no longer exists`);

    // A screener the edit adds must exist.
    const unknown = "0123456789abcdef01234567";
    const add = [{ op: "add", path: "/models/0/selection/exitScreeners/-", value: unknown }];
    const refused = await user.call("edit_portfolio", { portfolioId, patch: add });
    expect(refused.status).toBe(422);
    expect(refused.body.error.details.map((d: { path: string }) => d.path)).toEqual([
      "/definition/models/0/selection/exitScreeners/0",
    ]);

    const simulated = await user.call("simulate_portfolio", { portfolioId });
    expect(simulated.status).toBe(422);
    expect(JSON.stringify(simulated.body.error)).toContain(screenerId);

    // A full portfolio without it reads clean again.
    const replaced = [{ op: "replace", path: "/models/0/selection/entryScreeners", value: [] }];
    const patch = [...replaced, { op: "replace", path: "/models/0/selection/instruments", value: ["SPY"] }];
    expect((await user.call("edit_portfolio", { portfolioId, patch })).status).toBe(200);
    expect((await user.call("get_portfolio", { portfolioId })).body.data.result.missing).toBeUndefined();
  });
});
