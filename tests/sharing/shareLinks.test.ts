// Share links over real HTTP and the real database: the owner makes a link to a finished backtest or a
// saved strategy (the same live link when asked again), the link opens what a shared page shows and
// nothing else of the account, revoking it closes it, and another account can neither make, list nor
// revoke a link of records it does not own (not_found, as for any id it cannot see). In the web app
// sharing spends no research call.
import { beforeAll, describe, expect, it } from "vitest";
import { systemClock } from "@/server/clock";
import { usageOf } from "@/server/domain/accounts/usage";
import { openShare } from "@/server/domain/sharing/links";
import { sharedCard, sharedPortfolio, sharedSimulation } from "@/server/domain/sharing/views";
import { PUBLIC_PORTFOLIOS } from "@/server/seed/publicPortfolios";
import { testDb } from "@/tests/helpers/accounts";
import { research, testServer } from "@/tests/helpers/server";
import { signUpUser, trpcClient, type WebAndKeyUser } from "@/tests/transport/clients";
import { setEnv } from "@/tests/helpers/env";

// Many calls a second, as a test makes them (the per-key limit has its own tests).
setEnv({ LODESTAR_RATE_LIMIT: "off" });
const server = testServer();
const SIXTY_FORTY = {
  name: "My private sixty forty",
  models: [
    {
      selection: { instruments: ["SPY", "IEF"] },
      allocation: { riskOn: { method: "fixed_weights", settings: { weight: { SPY: 0.6, IEF: 0.4 } } } },
    },
  ],
};
const FOLDER = "Secret folder name";

let owner: WebAndKeyUser;
let other: WebAndKeyUser;
let portfolioId: string;
let simulationId: string;

const call = (op: string, body: unknown, who: WebAndKeyUser) => research(server.url(), op, body, who.key);
const emailOf = async (who: WebAndKeyUser) =>
  (await testDb().user.findUniqueOrThrow({ where: { id: who.userId } })).email;

beforeAll(async () => {
  owner = await signUpUser(server.url(), "starter", "share-owner");
  other = await signUpUser(server.url(), "starter", "share-other");
  const made = await call("create_portfolio", { definition: SIXTY_FORTY }, owner);
  portfolioId = made.body.data.result.portfolio.id;
  const run = await call("simulate_portfolio", { portfolioId, startYear: 2015 }, owner);
  expect(run.status, JSON.stringify(run.body)).toBe(200);
  simulationId = run.body.data.result.simulation.id;
});

describe("share_record", () => {
  it("makes a link of at least 128 random bits, and gives the same live link when asked again", async () => {
    const first = await call("share_record", { simulationId }, owner);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const link = first.body.data.result.link;
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(Buffer.from(link.token, "base64url").length * 8).toBeGreaterThanOrEqual(128);
    expect(link.url).toMatch(new RegExp(`/s/${link.token}$`));
    expect(link).toMatchObject({ kind: "simulation", revokedAt: null });
    const again = await call("share_record", { simulationId }, owner);
    expect(again.body.data.result.link.token).toBe(link.token);
    const listed = await call("list_shares", { simulationId }, owner);
    expect(listed.body.data.result.links.map((l: { token: string }) => l.token)).toEqual([link.token]);
  });

  it("gives every new link a different token (revoked and made again, 20 times)", async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const made = await call("share_record", { simulationId }, owner);
      tokens.add(made.body.data.result.link.token);
      expect((await call("revoke_share", { token: made.body.data.result.link.token }, owner)).status).toBe(
        200,
      );
    }
    expect(tokens.size).toBe(20);
  });

  it("refuses another account's simulation or portfolio as not_found, and a draft or no record in words", async () => {
    for (const body of [{ simulationId }, { portfolioId }]) {
      const refused = await call("share_record", body, other);
      expect(refused.status, JSON.stringify(body)).toBe(404);
      expect(refused.body.error.code).toBe("not_found");
      expect((await call("list_shares", body, other)).status).toBe(404);
    }
    const draft = await call("share_record", { portfolioId }, owner);
    expect(draft.status).toBe(422);
    expect(draft.body.error.message).toMatch(/draft; only a saved strategy can be shared/);
    expect((await call("share_record", {}, owner)).status).toBe(422);
    const publicOne = await call("share_record", { portfolioId: PUBLIC_PORTFOLIOS[0].id }, owner);
    expect(publicOne.status).toBe(404);
  });
});

describe("a shared link", () => {
  it("opens the result and nothing else of the account; revoked, it opens nothing", async () => {
    const { token } = (await call("share_record", { simulationId }, owner)).body.data.result.link;
    const link = await openShare(testDb(), token);
    expect(link).not.toBeNull();
    const view = await sharedSimulation(testDb(), link!);
    expect(view?.run.name).toBe("My private sixty forty");
    expect(view?.daily.length).toBeGreaterThan(2000);
    expect(view?.headline.portfolio.cagr).toBeGreaterThan(0);
    const shown = JSON.stringify([view, await sharedCard(testDb(), link!)]);
    for (const secret of [await emailOf(owner), owner.userId, portfolioId, simulationId])
      expect(shown).not.toContain(secret);

    const refused = await call("revoke_share", { token }, other);
    expect(refused.status).toBe(404);
    expect(await openShare(testDb(), token)).not.toBeNull();
    const revoked = await call("revoke_share", { token }, owner);
    expect(revoked.body.data.result.link.revokedAt).not.toBeNull();
    expect(await openShare(testDb(), token)).toBeNull();
    expect((await call("revoke_share", { token }, owner)).status).toBe(200);
    expect((await call("list_shares", { simulationId }, owner)).body.data.result.links).toEqual([]);
  });

  it("is not found for an unknown or malformed token", async () => {
    expect(await openShare(testDb(), "A".repeat(24))).toBeNull();
    expect(await openShare(testDb(), "../etc/passwd")).toBeNull();
    expect((await call("revoke_share", { token: "B".repeat(24) }, owner)).status).toBe(404);
  });

  it("of a saved strategy shows its models in words and its latest backtest, not its folder", async () => {
    expect((await call("save_to_lodestar", { portfolioId, folder: FOLDER }, owner)).status).toBe(200);
    const { token, kind } = (await call("share_record", { portfolioId }, owner)).body.data.result.link;
    expect(kind).toBe("portfolio");
    const link = await openShare(testDb(), token);
    const view = await sharedPortfolio(testDb(), link!);
    expect(view?.models[0]).toMatchObject({ holds: ["SPY", "IEF"], weights: { SPY: 0.6, IEF: 0.4 } });
    expect(view?.latest?.card.headline.cagr).toBeGreaterThan(0);
    const card = await sharedCard(testDb(), link!);
    expect(card?.points.length).toBeGreaterThan(50);
    const shown = JSON.stringify([view, card]);
    for (const secret of [FOLDER, await emailOf(owner), owner.userId, simulationId])
      expect(shown).not.toContain(secret);
  });
});

describe("in the web app", () => {
  it("making, listing and revoking a link spend no research call", async () => {
    const web = trpcClient(server.url(), owner.cookie);
    const before = await usageOf(testDb(), systemClock, owner.userId);
    const made = (await web.mutation("share_record", { simulationId })) as {
      data: { result: { link: { token: string } } };
    };
    await web.query("web.list_shares", { simulationId });
    await web.mutation("revoke_share", { token: made.data.result.link.token });
    expect(await usageOf(testDb(), systemClock, owner.userId)).toBe(before);
  });
});
