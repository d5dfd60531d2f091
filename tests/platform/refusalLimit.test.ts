// Refused requests (401, 413, 422) cost the caller nothing, so each address may cause only so many a
// minute (LODESTAR_REFUSAL_LIMIT); past that every request from it is answered 429 before it is read:
// no key lookup, no body, no schema (domain/accounts/refusals.ts). Over REST, MCP and tRPC alike.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestUser } from "@/tests/helpers/accounts";
import { setEnv } from "@/tests/helpers/env";
import { research, testServer } from "@/tests/helpers/server";

const server = testServer();
const LIMIT = 5;
let key: string;
beforeAll(async () => {
  key = (await createTestUser("professional")).key;
});
afterAll(() => setEnv({ LODESTAR_REFUSAL_LIMIT: "0" }));

const mcpWithoutKey = () =>
  fetch(`${server.url()}/api/mcp`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
  });

it("answers 429 to an address past its refusals of the minute, on every transport, before reading", async () => {
  setEnv({ LODESTAR_REFUSAL_LIMIT: String(LIMIT) });
  // Wrong keys (401) and bad bodies from a good key (422) both count.
  for (let i = 0; i < 3; i++)
    expect((await research(server.url(), "list_portfolios", {}, "lsk_wrong")).status).toBe(401);
  expect((await research(server.url(), "list_portfolios", { nope: 1 }, key)).status).toBe(422);
  expect((await mcpWithoutKey()).status).toBe(401);

  const refused = await research(server.url(), "list_portfolios", {}, key);
  expect(refused.status).toBe(429);
  expect(refused.body.error).toMatchObject({
    code: "rate_limited",
    message: expect.stringContaining("refused"),
  });
  const wait = Number(refused.headers.get("retry-after"));
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(60);

  // Not read: a declared body over the limit would be 413, a missing key 401.
  const big = await fetch(`${server.url()}/api/v1/research/list_portfolios`, {
    method: "POST",
    headers: { "content-type": "application/json", "content-length": String(1024 * 1024) },
    body: "x".repeat(1024 * 1024),
  });
  expect(big.status).toBe(429);
  const mcp = await mcpWithoutKey();
  expect(mcp.status).toBe(429);
  expect(((await mcp.json()) as { error: { code: number } }).error.code).toBe(-32029);
  const trpc = await fetch(`${server.url()}/api/trpc/web.list_portfolios?input=%7B%7D`);
  expect(trpc.status).toBe(429);
});

it("does not count answers that are not refusals", async () => {
  setEnv({ LODESTAR_REFUSAL_LIMIT: String(LIMIT + 1) }); // a new limit starts a new count
  for (let i = 0; i < 3 * LIMIT; i++)
    expect((await research(server.url(), "list_portfolios", {}, key)).status).toBe(200);
});
