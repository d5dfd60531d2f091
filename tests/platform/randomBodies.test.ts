// Whatever body a client sends to whatever operation, over REST and MCP, the answer is never a server
// error: no 5xx status, no error code of the 5xx family in an MCP tool result, no JSON-RPC internal error
// (-32603). Bodies are random JSON and objects over the operation's own field names (with ids that exist,
// so the calls get past the first lookup), at least 2,000 in all.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { ERROR_TABLE, type ErrorCode } from "@/server/errors";
import { operations } from "@/server/operations/registry";
import { PUBLIC_PORTFOLIOS } from "@/server/seed/publicPortfolios";
import { createTestUser } from "@/tests/helpers/accounts";
import { setEnv } from "@/tests/helpers/env";
import { research, testServer } from "@/tests/helpers/server";
import { mcpClient } from "@/tests/transport/clients";

// Thousands of calls in seconds: the per-key limit (rateLimit.test.ts) is not what is tested here.
setEnv({ LODESTAR_RATE_LIMIT: "off" });

const BODIES = 2_000;
const RUNS_PER_PROPERTY = Math.ceil(BODIES / (2 * operations.length));
const KNOWN_IDS = [PUBLIC_PORTFOLIOS[0].id, PUBLIC_PORTFOLIOS[1].id, "5c0000000000000000000004"];

const server = testServer();
let key: string;
let mcp: Client;
let sent = 0;
beforeAll(async () => {
  key = (await createTestUser("professional")).key;
  mcp = await mcpClient(server.url(), key);
});
afterAll(async () => {
  await mcp.close();
  expect(sent).toBeGreaterThanOrEqual(BODIES);
});

const fieldValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(...KNOWN_IDS),
  fc.integer({ min: 1800, max: 2100 }),
  fc.array(fc.constantFrom(...KNOWN_IDS, "SPY", "IEF"), { maxLength: 3 }),
);

/** Random JSON, or an object of the operation's own fields (and a stranger) with random values. */
function bodies(fields: string[]): fc.Arbitrary<unknown> {
  const object = fc.dictionary(fc.constantFrom(...fields, "unknownField"), fieldValue, { maxKeys: 4 });
  return fc.oneof({ arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 }, { arbitrary: object, weight: 3 });
}

const serverSide = (code: ErrorCode) => ERROR_TABLE[code].http >= 500;

/** The operation's field names: every input is a z.strictObject. */
const fieldsOf = (input: unknown) => Object.keys((input as { shape: Record<string, unknown> }).shape);

describe.each(operations.map((op) => [op.id, fieldsOf(op.input)] as const))(
  "%s never answers a server error",
  (operation, fields) => {
    it("over REST", async () => {
      await fc.assert(
        fc.asyncProperty(bodies(fields), async (body) => {
          sent++;
          const reply = await research(server.url(), operation, JSON.stringify(body), key);
          expect(reply.status, JSON.stringify(reply.body).slice(0, 500)).toBeLessThan(500);
        }),
        { numRuns: RUNS_PER_PROPERTY },
      );
    });

    it("over MCP", async () => {
      await fc.assert(
        fc.asyncProperty(bodies(fields), async (body) => {
          sent++;
          let result;
          try {
            result = await mcp.callTool({ name: operation, arguments: body as Record<string, unknown> });
          } catch (e) {
            const { code, message } = e as { code?: number; message?: string };
            expect(typeof code, message).toBe("number");
            expect(code, message).not.toBe(-32603);
            return;
          }
          if (!result.isError) return;
          const text = (result.content as { type: string; text: string }[])[0].text;
          const code = (JSON.parse(text) as { error: { code: ErrorCode } }).error.code;
          expect(serverSide(code), text.slice(0, 500)).toBe(false);
        }),
        { numRuns: RUNS_PER_PROPERTY },
      );
    });
  },
);
