// Where a new record starts, by who makes it (server/domain/drafts/newRecordState.ts), over real HTTP:
// an API key over REST and an MCP client write drafts in their own folder that expire; a person in the
// web app (tRPC with a browser session) saves in one step, in "Lodestar web", with no expiry.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { WEB_FOLDER } from "@/server/auth";
import { tableOf } from "@/server/domain/drafts/store";
import { testDb } from "@/tests/helpers/accounts";
import { research, testServer } from "@/tests/helpers/server";
import { mcpClient, signUpUser, trpcClient, type WebAndKeyUser } from "@/tests/transport/clients";

const server = testServer();
let person: WebAndKeyUser;
let mcp: Client;
beforeAll(async () => {
  person = await signUpUser(server.url(), "starter", "Nightly script");
  mcp = await mcpClient(server.url(), person.key, "Claude Desktop");
});
afterAll(async () => mcp?.close());

const SCREENER = { name: "Calm funds", universe: { assetType: "etps" }, rows: [{ filter: "volatility" }] };
const PORTFOLIO = {
  definition: { name: "Two funds", models: [{ selection: { instruments: ["SPY", "IEF"] } }] },
};

type Envelope = {
  data: { result: Record<string, { id: string; state: string; folder: string; draft: unknown }> };
};
const recordOf = (envelope: unknown, kind: "screener" | "portfolio") =>
  (envelope as Envelope).data.result[kind];
const DAY_MS = 86_400_000;

describe("a new record", () => {
  it("made with an API key over REST is a draft in the key's folder, expiring in 30 days", async () => {
    for (const [kind, operation, input] of [
      ["screener", "create_screener", SCREENER],
      ["portfolio", "create_portfolio", PORTFOLIO],
    ] as const) {
      const before = Date.now();
      const reply = await research(server.url(), operation, input, person.key);
      expect(reply.status).toBe(200);
      const record = recordOf(reply.body, kind);
      expect(record).toMatchObject({ state: "draft", folder: "Nightly script" });
      const { expiresAt } = record.draft as { folder: string; expiresAt: string };
      expect(Date.parse(expiresAt) - before).toBeGreaterThanOrEqual(30 * DAY_MS - 1_000);
      expect(Date.parse(expiresAt) - before).toBeLessThanOrEqual(30 * DAY_MS + 60_000);
    }
  });

  it("made by an MCP client is a draft in the client's folder", async () => {
    const reply = await mcp.callTool({ name: "create_screener", arguments: SCREENER });
    expect(reply.isError, JSON.stringify(reply.content)).toBeFalsy();
    const record = recordOf(reply.structuredContent, "screener");
    expect(record).toMatchObject({ state: "draft", folder: "Claude Desktop" });
    expect(record.draft).toMatchObject({ folder: "Claude Desktop" });
  });

  it("made in the web app (browser session) is saved at once, never expires, and reads back saved", async () => {
    const web = trpcClient(server.url(), person.cookie);
    for (const [kind, operation, input] of [
      ["screener", "create_screener", SCREENER],
      ["portfolio", "create_portfolio", PORTFOLIO],
    ] as const) {
      const record = recordOf(await web.mutation(operation, input), kind);
      expect(record).toMatchObject({ state: "saved", folder: WEB_FOLDER, draft: null });
      const row = await tableOf(testDb(), kind).findUniqueOrThrow({ where: { id: record.id } });
      expect(row).toMatchObject({ state: "saved", expiresAt: null, folder: WEB_FOLDER });

      // The same person's API key reads it as saved.
      const read = await research(server.url(), `get_${kind}`, { [`${kind}Id`]: record.id }, person.key);
      expect(recordOf(read.body, kind)).toMatchObject({ id: record.id, state: "saved", draft: null });
    }
  });
});
