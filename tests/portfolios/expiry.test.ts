// The portfolio draft lifecycle with a controllable clock: create sets the expiry 30 days out; every
// use (read, edit by name, patch or replacement, open in the web app) moves it to 30 days after that
// use; listing and validating do not; saving ends it. The deletion job removes expired drafts only.
// (Screener drafts: tests/drafts/expiry.test.ts.)
import { beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "@/server/clock";
import { deleteExpiredDrafts } from "@/server/domain/drafts/deleteExpired";
import { appRouter } from "@/server/transport/trpc";
import { testDb } from "@/tests/helpers/accounts";
import { startResearchServer, type TestAccount } from "@/tests/portfolios/api";

// Times in the past, later than the jobs of tests/drafts/expiry.test.ts (2020) can reach and earlier than
// the drafts other files make with the real clock. The deletion job here runs in a transaction that is
// rolled back, so it never removes another file's drafts while that file runs.
const T0 = new Date("2021-06-01T08:00:00.000Z");
const at = (days: number) => new Date(T0.getTime() + days * 86_400_000).toISOString();

const clock = fixedClock(T0);
const { account } = startResearchServer(clock);
let user: TestAccount;
beforeAll(async () => {
  user = await account("starter", "expiry-app");
});

const definition = (name: string) => ({
  definition: { name, models: [{ selection: { instruments: ["SPY", "IEF"] } }] },
});
const expiryOf = async (id: string) =>
  (await testDb().portfolio.findUniqueOrThrow({ where: { id } })).expiresAt?.toISOString();

/** Opening the openUrl: the web app reads the record with get_portfolio over tRPC in a browser session. */
const openInApp = (id: string) =>
  appRouter
    .createCaller({
      db: testDb(),
      clock,
      caller: { userId: user.userId, plan: "starter", apiKeyId: null, folder: "Lodestar web" },
      requestId: "req_expiry",
    })
    .get_portfolio({ portfolioId: id });

describe("portfolio draft expiry", () => {
  it("moves to 30 days after each use and not on list or validate", async () => {
    clock.set(T0);
    const created = (await user.call("create_portfolio", definition("Moving"))).body.data.result.portfolio;
    expect(created.draft).toEqual({ folder: "expiry-app", expiresAt: at(30) });
    const id = created.id;

    clock.advanceDays(5);
    expect(
      (await user.call("get_portfolio", { portfolioId: id })).body.data.result.portfolio.draft.expiresAt,
    ).toBe(at(35));
    clock.advanceDays(5);
    expect(
      (await user.call("edit_portfolio", { portfolioId: id, name: "Moved" })).body.data.result.portfolio.draft
        .expiresAt,
    ).toBe(at(40));
    clock.advanceDays(5);
    expect(
      (
        await user.call("edit_portfolio", {
          portfolioId: id,
          patch: [{ op: "replace", path: "/startingYear", value: 2010 }],
        })
      ).body.data.result.portfolio.draft.expiresAt,
    ).toBe(at(45));
    clock.advanceDays(5);
    expect(
      (await user.call("edit_portfolio", { portfolioId: id, ...definition("Moved") })).body.data.result
        .portfolio.draft.expiresAt,
    ).toBe(at(50));
    clock.advanceDays(5);
    const opened = (await openInApp(id)) as {
      data: { result: { portfolio: { draft: { expiresAt: string } } } };
    };
    expect(opened.data.result.portfolio.draft.expiresAt).toBe(at(55));
    expect(await expiryOf(id)).toBe(at(55));

    clock.advanceDays(5);
    const listed = (await user.call("list_portfolios", {})).body.data.result.portfolios.find(
      (p: { id: string }) => p.id === id,
    );
    expect(listed.draft.expiresAt).toBe(at(55));
    await user.call("validate_portfolio", definition("Moved"));
    expect(await expiryOf(id)).toBe(at(55));
  });

  it("is gone for every use once the expiry passes, before the deletion job runs", async () => {
    clock.set(T0);
    const { id } = (await user.call("create_portfolio", definition("Forgotten"))).body.data.result.portfolio;
    clock.set(new Date(at(30)));
    for (const [op, input] of [
      ["get_portfolio", { portfolioId: id }],
      ["edit_portfolio", { portfolioId: id, name: "Late" }],
      ["save_to_lodestar", { portfolioId: id }],
    ] as const) {
      const reply = await user.call(op, input);
      expect(reply.status, op).toBe(404);
    }
    expect(
      (await user.call("list_portfolios", { state: "draft" })).body.data.result.portfolios.map(
        (p: { id: string }) => p.id,
      ),
    ).not.toContain(id);
  });
});

describe("deletion job for portfolio drafts", () => {
  it("removes only drafts whose last use is 30 days past; used and saved ones stay", async () => {
    clock.set(T0);
    // Its own key: the per-second rate limit of one key is spent by the tests above.
    const user = await account("starter", "expiry-job-app");
    const idle = (await user.call("create_portfolio", definition("Idle"))).body.data.result.portfolio.id;
    const used = (await user.call("create_portfolio", definition("Used"))).body.data.result.portfolio.id;
    const kept = (await user.call("create_portfolio", definition("Kept"))).body.data.result.portfolio.id;
    expect((await user.call("save_to_lodestar", { portfolioId: kept })).status).toBe(200);
    clock.set(new Date(at(20)));
    await user.call("get_portfolio", { portfolioId: used });

    const ids = [idle, used, kept];
    expect(await leftAfterJobAt(at(29), ids)).toEqual([idle, used, kept]);
    expect(await leftAfterJobAt(at(30), ids)).toEqual([used, kept]);
    expect(await leftAfterJobAt(at(49), ids)).toEqual([used, kept]);
    expect(await leftAfterJobAt(at(50), ids)).toEqual([kept]);
  });
});

class RolledBack extends Error {}

/** Which of `ids` the deletion job at `now` leaves, and how many public portfolios; nothing is committed. */
async function leftAfterJobAt(now: string, ids: string[]): Promise<string[]> {
  let left: string[] = [];
  await testDb()
    .$transaction(async (tx) => {
      await deleteExpiredDrafts(tx, fixedClock(new Date(now)));
      const rows = await tx.portfolio.findMany({ where: { id: { in: ids } }, select: { id: true } });
      left = ids.filter((id) => rows.some((r) => r.id === id));
      // Public benchmarks are never touched.
      expect(await tx.portfolio.count({ where: { state: "public" } })).toBeGreaterThanOrEqual(4);
      throw new RolledBack();
    })
    .catch((e) => {
      if (!(e instanceof RolledBack)) throw e;
    });
  return left;
}
