// A simulation reads only screeners its caller can see. create_portfolio and edit_portfolio refuse
// another account's private screener, but a stored definition is plain JSON: a row written before a
// check existed, restored from a backup or edited by hand can name any id. The test makes that row the
// way such a row arises, by editing the stored definition through Prisma, and expects simulate_portfolio
// to refuse it exactly as an unknown screener id (422 at /portfolioId), never to run it.
import { beforeAll, describe, expect, it } from "vitest";
import { newRecordId } from "@/server/ids";
import { testDb } from "@/tests/helpers/accounts";
import { startResearchServer, type Reply, type TestAccount } from "@/tests/screeners/api";
import { createPortfolio } from "@/tests/simulations/api";

const { account } = startResearchServer();
let owner: TestAccount;
let other: TestAccount;
let privateScreenerId: string;

const lowVolatilityEtfs = { universe: { assetType: "etps" }, rows: [{ filter: "volatility" }] };

/** Other's portfolio driven by its own screener, then pointed at `screenerId` in the stored JSON. */
async function portfolioNaming(screenerId: string): Promise<string> {
  const reply = await other.call("create_screener", { ...lowVolatilityEtfs, name: "Other's screener" });
  const ownId: string = reply.body.data.result.screener.id;
  const portfolioId = await createPortfolio(other, {
    name: "Screened ETFs",
    models: [{ selection: { instruments: [], entryScreeners: [ownId] }, positionExits: { maxPositions: 3 } }],
  });
  const row = await testDb().portfolio.findUniqueOrThrow({ where: { id: portfolioId } });
  const definition = JSON.parse(JSON.stringify(row.definition).replaceAll(ownId, screenerId));
  await testDb().portfolio.update({ where: { id: portfolioId }, data: { definition } });
  return portfolioId;
}

beforeAll(async () => {
  owner = await account("professional", "owner-app");
  other = await account("professional", "other-app");
  const reply = await owner.call("create_screener", { ...lowVolatilityEtfs, name: "Owner's screener" });
  privateScreenerId = reply.body.data.result.screener.id;
});

describe("simulate_portfolio and another account's screener", () => {
  it("refuses another account's private screener in a portfolio, as for an unknown id", async () => {
    const simulations = () => testDb().simulation.count({ where: { userId: other.userId } });
    const before = await simulations();
    const portfolioId = await portfolioNaming(privateScreenerId);
    const reply = await other.call("simulate_portfolio", { portfolioId });
    expect(reply.status).toBe(422);
    expect(reply.body.error.code).toBe("invalid_arguments");
    expect(reply.body.error.details[0]).toMatchObject({ path: "/portfolioId" });
    const unknownId = newRecordId();
    const unknown = await other.call("simulate_portfolio", { portfolioId: await portfolioNaming(unknownId) });
    const body = (r: Reply, id: string) => JSON.stringify(r.body.error).replaceAll(id, "<id>");
    expect(body(reply, privateScreenerId)).toEqual(body(unknown, unknownId));
    expect(await simulations()).toBe(before);
  });
});
