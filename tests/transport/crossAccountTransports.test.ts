// Another account's ids over tRPC (the web app's procedures and its web.* reads, by session cookie) and
// MCP (by key): not_found, as over REST (tests/drafts/crossAccount.test.ts), and nothing changes.
import { beforeAll, describe, expect, it } from "vitest";
import { TRPCClientError } from "@trpc/client";
import { testDb } from "@/tests/helpers/accounts";
import { testServer } from "@/tests/helpers/server";
import { mcpClient, signUpUser, trpcClient, type WebAndKeyUser } from "@/tests/transport/clients";

const server = testServer();
let owner: WebAndKeyUser;
let other: WebAndKeyUser;
let screenerId: string;
let portfolioId: string;

const SCREENER = { universe: { assetType: "etps" }, rows: [{ filter: "volatility" }] };

beforeAll(async () => {
  owner = await signUpUser(server.url(), "professional");
  other = await signUpUser(server.url(), "professional");
  const web = trpcClient(server.url(), owner.cookie);
  const screener = (await web.mutation("create_screener", { ...SCREENER, name: "Owner's screener" })) as {
    data: { result: { screener: { id: string } } };
  };
  screenerId = screener.data.result.screener.id;
  const portfolio = (await web.mutation("create_portfolio", {
    definition: { name: "Owner's portfolio", models: [{ selection: { instruments: ["SPY"] } }] },
  })) as { data: { result: { portfolio: { id: string } } } };
  portfolioId = portfolio.data.result.portfolio.id;
});

const codeOf = (error: unknown) =>
  error instanceof TRPCClientError ? (error.data as { code?: string; httpStatus?: number }) : error;

const CALLS: [string, "query" | "mutation", () => Record<string, unknown>][] = [
  ["get_portfolio", "query", () => ({ portfolioId })],
  ["get_screener", "query", () => ({ screenerId })],
  ["run_screener", "query", () => ({ screenerId, limit: 5 })],
  ["simulate_portfolio", "mutation", () => ({ portfolioId })],
  ["edit_portfolio", "mutation", () => ({ portfolioId, name: "Taken" })],
  ["edit_screener", "mutation", () => ({ screenerId, name: "Taken" })],
  ["save_to_lodestar", "mutation", () => ({ portfolioId })],
  ["save_to_lodestar", "mutation", () => ({ screenerId })],
  ["web.get_portfolio", "query", () => ({ portfolioId })],
  ["web.get_screener", "query", () => ({ screenerId })],
  ["web.run_screener", "query", () => ({ screenerId, limit: 5 })],
];

describe("another account's ids", () => {
  it.each(CALLS)("tRPC %s (%s) is 404", async (procedure, kind, input) => {
    const web = trpcClient(server.url(), other.cookie);
    const error = await web[kind](procedure, input()).then(
      () => null,
      (e: unknown) => codeOf(e),
    );
    expect(error).toMatchObject({ httpStatus: 404 });
  });

  it.each(CALLS.filter(([procedure]) => !procedure.startsWith("web.")))(
    "MCP %s is not_found",
    async (name, _kind, input) => {
      const client = await mcpClient(server.url(), other.key);
      const result = (await client.callTool({ name, arguments: input() })) as {
        isError?: boolean;
        structuredContent?: { error?: { code: string } };
      };
      await client.close();
      expect(result.isError).toBe(true);
      expect(JSON.stringify(result)).toContain('"code\\":\\"not_found\\"');
    },
  );

  it("changed nothing", async () => {
    expect(await testDb().portfolio.findUnique({ where: { id: portfolioId } })).toMatchObject({
      name: "Owner's portfolio",
      version: 1,
    });
    expect(await testDb().screener.findUnique({ where: { id: screenerId } })).toMatchObject({
      name: "Owner's screener",
      version: 1,
    });
  });
});
