// list_simulations over REST and MCP: the caller's simulations newest first, each as its summary with
// state, createdAt and, once done, headline and dates; filters by portfolio (also after the portfolio
// is deleted) and by state; paging with its defaults in assumed; another account's simulations never
// listed, and another account's portfolio id lists nothing (a filter, as folder and query are in the
// other lists), never not_found.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { PUBLIC_PORTFOLIOS } from "@/server/seed/publicPortfolios";
import { testDb } from "@/tests/helpers/accounts";
import { setEnv } from "@/tests/helpers/env";
import { SIXTY_FORTY } from "@/tests/simulations/api";
import { mcpClient, signUpUser, type WebAndKeyUser } from "@/tests/transport/clients";
import { research, testServer } from "@/tests/helpers/server";

process.env.LODESTAR_INPROCESS_WORKER = "off";
// A queue of its own, so the queued run below stays queued whatever other test files run.
process.env.LODESTAR_SIMULATION_QUEUE = `simulations-list-test-${process.pid}`;

interface Listed {
  id: string;
  portfolioId: string;
  state: string;
  createdAt: string;
  period: { from: string; to: string } | null;
}
interface Page {
  simulations: Listed[];
  total: number;
  offset: number;
  limit: number;
}
type Data = { result: Page; assumed: { field: string; value: unknown }[] };

const server = testServer();
let user: WebAndKeyUser;
let other: WebAndKeyUser;
let mcp: Client;
let a: string;
let b: string;
/** The user's simulations in the order they were made: a 2010, a 2012, b 2011, b 2013 (queued). */
let made: string[];
let othersSimulation: string;

async function ok(who: WebAndKeyUser, operation: string, input: object) {
  const reply = await research(server.url(), operation, input, who.key);
  expect(reply.status, JSON.stringify(reply.body).slice(0, 1000)).toBe(200);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON bodies are inspected field by field
  return (reply.body as { data: any }).data;
}
const simulate = async (who: WebAndKeyUser, portfolioId: string, startYear: number) =>
  (await ok(who, "simulate_portfolio", { portfolioId, startYear })).result.simulation.id as string;
const list = (input: object, who = user): Promise<Data> => ok(who, "list_simulations", input);
const ids = (data: Data) => data.result.simulations.map((s) => s.id);

beforeAll(async () => {
  user = await signUpUser(server.url(), "professional", "list-simulations");
  other = await signUpUser(server.url(), "professional", "list-simulations-other");
  mcp = await mcpClient(server.url(), user.key);
  a = (await ok(user, "create_portfolio", { definition: SIXTY_FORTY })).result.portfolio.id;
  const goldAndBonds = { name: "Gold and bonds", models: [{ selection: { instruments: ["GLD", "IEF"] } }] };
  b = (await ok(user, "create_portfolio", { definition: goldAndBonds })).result.portfolio.id;
  made = [await simulate(user, a, 2010), await simulate(user, a, 2012), await simulate(user, b, 2011)];
  setEnv({ LODESTAR_SIMULATION_INLINE_LIMIT: "0" }); // queued, and no worker here takes it
  try {
    made.push(await simulate(user, b, 2013));
  } finally {
    setEnv({ LODESTAR_SIMULATION_INLINE_LIMIT: undefined });
  }
  othersSimulation = await simulate(other, PUBLIC_PORTFOLIOS[0].id, 2015);
});
afterAll(async () => mcp?.close());

describe("list_simulations", () => {
  it("lists the caller's simulations newest first, as their summary with state and createdAt", async () => {
    const data = await list({});
    expect(ids(data)).toEqual([...made].reverse());
    expect(data.result).toMatchObject({ total: 4, offset: 0, limit: 25 });
    expect(data.assumed).toEqual([
      { field: "/limit", value: 25, reason: "Default page size." },
      { field: "/offset", value: 0, reason: "First page." },
    ]);
    expect(data.result.simulations.map((s) => s.state)).toEqual(["queued", "done", "done", "done"]);
    const times = data.result.simulations.map((s) => s.createdAt);
    for (const t of times) expect(t).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect([...times].sort().reverse()).toEqual(times);
    for (const listed of data.result.simulations) {
      const { simulation, headline } = (await ok(user, "get_simulation", { simulationId: listed.id })).result;
      const { createdAt, state, period } = listed;
      expect(listed).toEqual({ ...simulation, state, createdAt, headline, period });
      if (state !== "done") {
        expect(period).toBeNull();
        continue;
      }
      const { daily } = (
        await ok(user, "get_simulation_metrics", { simulationId: listed.id, series: "daily" })
      ).result;
      expect(period).toEqual({ from: daily[0].date, to: daily.at(-1).date });
    }
  });

  it("filters by portfolio, by state, and by both", async () => {
    expect(ids(await list({ portfolioId: a }))).toEqual([made[1], made[0]]);
    expect(ids(await list({ state: "queued" }))).toEqual([made[3]]);
    expect(ids(await list({ portfolioId: b, state: "done" }))).toEqual([made[2]]);
    expect((await list({ state: "failed" })).result).toMatchObject({ simulations: [], total: 0 });
  });

  it("pages with limit and offset, reporting only the defaults it used", async () => {
    const page = await list({ limit: 2, offset: 1 });
    expect(ids(page)).toEqual([made[2], made[1]]);
    expect(page.result).toMatchObject({ total: 4, offset: 1, limit: 2 });
    expect(page.assumed).toEqual([]);
    const first = await list({ limit: 2 });
    expect(ids(first)).toEqual([made[3], made[2]]);
    expect(first.assumed).toEqual([{ field: "/offset", value: 0, reason: "First page." }]);
  });

  it("never lists another account's simulations, whatever the filters", async () => {
    expect(ids(await list({}, other))).toEqual([othersSimulation]);
    for (const input of [{}, { portfolioId: PUBLIC_PORTFOLIOS[0].id }, { state: "done" }, { limit: 200 }]) {
      expect(ids(await list(input))).not.toContain(othersSimulation);
    }
    expect((await list({ portfolioId: PUBLIC_PORTFOLIOS[0].id })).result.total).toBe(0);
  });

  it("answers another account's portfolio id with an empty list, like an id that never existed", async () => {
    const foreign = await list({ portfolioId: a }, other);
    const unknown = await list({ portfolioId: "0123456789abcdef01234567" }, other);
    expect(foreign.result).toEqual({ simulations: [], total: 0, offset: 0, limit: 25 });
    expect(unknown.result).toEqual(foreign.result);
  });

  it("refuses an unknown state and a malformed portfolio id", async () => {
    const refused = [
      [{ state: "finished" }, "/state"],
      [{ portfolioId: "abc" }, "/portfolioId"],
    ];
    for (const [input, path] of refused) {
      const reply = await research(server.url(), "list_simulations", input, user.key);
      expect(reply.status).toBe(422);
      expect(reply.body).toMatchObject({ error: { code: "invalid_arguments", details: [{ path }] } });
    }
  });

  it("answers the same over MCP", async () => {
    const rest = await research(server.url(), "list_simulations", { portfolioId: a }, user.key);
    const viaMcp = await mcp.callTool({ name: "list_simulations", arguments: { portfolioId: a } });
    expect(viaMcp.isError).toBeFalsy();
    expect(viaMcp.structuredContent).toEqual(rest.body);
  });

  it("still lists a deleted portfolio's simulations under its id", async () => {
    await testDb().portfolio.delete({ where: { id: b } });
    const data = await list({ portfolioId: b });
    expect(ids(data)).toEqual([made[3], made[2]]);
    for (const s of data.result.simulations) expect(s.portfolioId).toBe(b);
  });
});
