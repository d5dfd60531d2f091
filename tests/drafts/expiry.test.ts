// The draft lifecycle with a controllable clock: every use (read, edit, run) moves the expiry to 30
// days after it, listing does not; an expired draft is gone for reads at once, and the deletion job
// removes only expired drafts, never saved or public records.
import { beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "@/server/clock";
import { deleteExpiredDrafts } from "@/server/domain/drafts/deleteExpired";
import { newRecordId } from "@/server/ids";
import { testDb } from "@/tests/helpers/accounts";
import { startResearchServer, type TestAccount } from "@/tests/screeners/api";

// Times in the past: the deletion job is global, and test files run in parallel against one database, so
// it must never reach drafts other files made with the real clock.
const T0 = new Date("2020-03-01T12:00:00.000Z");
const DAY = 86_400_000;
const at = (days: number) => new Date(T0.getTime() + days * DAY).toISOString();

const clock = fixedClock(T0);
const { account } = startResearchServer(clock);
let user: TestAccount;
beforeAll(async () => {
  user = await account("professional", "expiry-client");
});

const definition = { universe: { assetType: "stocks" }, rows: [{ filter: "rsi" }] };
const expiryOf = async (id: string) =>
  (await testDb().screener.findUniqueOrThrow({ where: { id } })).expiresAt?.toISOString();

describe("draft expiry moves with every use", () => {
  it("sets 30 days on create and moves on get, edit and run, but not on list", async () => {
    clock.set(T0);
    const created = await user.call("create_screener", definition);
    expect(created.status).toBe(200);
    const { id, draft } = created.body.data.result.screener;
    expect(draft).toEqual({ folder: "expiry-client", expiresAt: at(30) });

    clock.advanceDays(10);
    const read = await user.call("get_screener", { screenerId: id });
    expect(read.body.data.result.screener.draft.expiresAt).toBe(at(40));
    expect(await expiryOf(id)).toBe(at(40));

    clock.advanceDays(10);
    const edited = await user.call("edit_screener", { screenerId: id, name: "Oversold" });
    expect(edited.body.data.result.screener.draft.expiresAt).toBe(at(50));

    clock.advanceDays(5);
    const ran = await user.call("run_screener", { screenerId: id, asOf: "2020-06-30" });
    expect(ran.status).toBe(200);
    expect(await expiryOf(id)).toBe(at(55));

    clock.advanceDays(3);
    const listed = await user.call("list_screeners", {});
    expect(listed.body.data.result.screeners.find((s: { id: string }) => s.id === id).draft.expiresAt).toBe(
      at(55),
    );
    expect(await expiryOf(id)).toBe(at(55));
  });

  it("answers not_found for a draft past its expiry even before the deletion job runs", async () => {
    clock.set(T0);
    const { id } = (await user.call("create_screener", definition)).body.data.result.screener;
    clock.set(new Date(at(30)));
    const gone = await user.call("get_screener", { screenerId: id });
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBe("not_found");
    expect(
      (await user.call("list_screeners", { state: "draft" })).body.data.result.screeners.map(
        (s: { id: string }) => s.id,
      ),
    ).not.toContain(id);
    expect((await user.call("edit_screener", { screenerId: id, name: "Too late" })).status).toBe(404);
    expect((await user.call("save_to_lodestar", { screenerId: id })).status).toBe(404);
  });
});

describe("deleteExpiredDrafts", () => {
  it("removes only drafts whose expiry has passed, of both kinds", async () => {
    const db = testDb();
    const now = new Date("2020-01-15T00:00:00.000Z");
    const row = (state: string, expiresAt: Date | null) => ({
      id: newRecordId(),
      userId: user.userId,
      name: `r-${newRecordId()}`,
      description: null,
      state,
      folder: "job-test",
      expiresAt,
      definition: {},
    });
    const expired = row("draft", new Date(now.getTime() - 1));
    const dueNow = row("draft", now);
    const live = row("draft", new Date(now.getTime() + 1));
    const saved = row("saved", null);
    const pub = { ...row("public", null), userId: null };
    const expiredPortfolio = row("draft", new Date(now.getTime() - DAY));
    const livePortfolio = row("draft", new Date(now.getTime() + DAY));
    const savedPortfolio = row("saved", null);
    await db.screener.createMany({ data: [expired, dueNow, live, saved, pub] });
    await db.portfolio.createMany({ data: [expiredPortfolio, livePortfolio, savedPortfolio] });

    const before = await db.screener.count({ where: { state: "draft", expiresAt: { lte: now } } });
    const deleted = await deleteExpiredDrafts(db, fixedClock(now));
    // Every expired draft in the database goes (other tests may have left some), and nothing else.
    expect(deleted.screeners).toBe(before);
    const left = async (ids: string[]) =>
      (await db.screener.findMany({ where: { id: { in: ids } }, select: { id: true } }))
        .map((r) => r.id)
        .sort();
    expect(await left([expired.id, dueNow.id, live.id, saved.id, pub.id])).toEqual(
      [live.id, saved.id, pub.id].sort(),
    );
    const portfolios = (
      await db.portfolio.findMany({
        where: { id: { in: [expiredPortfolio.id, livePortfolio.id, savedPortfolio.id] } },
        select: { id: true },
      })
    )
      .map((r) => r.id)
      .sort();
    expect(portfolios).toEqual([livePortfolio.id, savedPortfolio.id].sort());
    expect(deleted.portfolios).toBeGreaterThanOrEqual(1);

    // Run again: nothing more to delete at the same time.
    // `kept` counts across the table (tests/drafts/heldScreeners.test.ts).
    expect(await deleteExpiredDrafts(db, fixedClock(now))).toMatchObject({ portfolios: 0, screeners: 0 });
    await db.screener.deleteMany({ where: { id: { in: [live.id, saved.id, pub.id] } } });
    await db.portfolio.deleteMany({ where: { id: { in: [livePortfolio.id, savedPortfolio.id] } } });
  });

  it("deletes a draft made through the API once 30 days pass without use, and keeps a saved one", async () => {
    clock.set(T0);
    const draft = (await user.call("create_screener", { ...definition, name: "Left alone" })).body.data.result
      .screener;
    const kept = (await user.call("create_screener", { ...definition, name: "Kept" })).body.data.result
      .screener;
    expect((await user.call("save_to_lodestar", { screenerId: kept.id })).status).toBe(200);
    await deleteExpiredDrafts(testDb(), fixedClock(new Date(at(29))));
    expect(await testDb().screener.findUnique({ where: { id: draft.id } })).not.toBeNull();
    await deleteExpiredDrafts(testDb(), fixedClock(new Date(at(30))));
    expect(await testDb().screener.findUnique({ where: { id: draft.id } })).toBeNull();
    clock.set(new Date(at(400)));
    const read = await user.call("get_screener", { screenerId: kept.id });
    expect(read.status).toBe(200);
    expect(read.body.data.result.screener).toMatchObject({ state: "saved", draft: null });
  });
});
