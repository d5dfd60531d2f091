// The MCP endpoint through the SDK's own client over real HTTP: tool list, bearer auth, sessions that
// carry the client's name, and protocol-level refusals with the error table's codes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { McpError } from "@modelcontextprotocol/sdk/types.js";
import { StreamableHTTPError } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { operations } from "@/server/operations/registry";
import { envelopeSchema } from "@/server/operations/envelope";
import { ERROR_TABLE } from "@/server/errors";
import { systemClock } from "@/server/clock";
import { createApiKey, revokeApiKey } from "@/server/domain/accounts/apiKeys";
import { folderOfSessionId } from "@/server/transport/mcpSession";
import { testDb } from "@/tests/helpers/accounts";
import { sampleInputs } from "@/tests/transport/sampleInputs";
import { mcpClient, signUpUser, type WebAndKeyUser } from "@/tests/transport/clients";
import { testServer } from "@/tests/helpers/server";
import { portableSchema } from "@/server/transport/portableSchema";

const server = testServer();
let user: WebAndKeyUser;
let sampleOf: (operation: string) => Record<string, unknown>;
let client: Client;

beforeAll(async () => {
  user = await signUpUser(server.url(), "professional");
  sampleOf = await sampleInputs(server.url(), user.key);
  client = await mcpClient(server.url(), user.key);
});
afterAll(async () => client?.close());

const initialize = (clientName: string) => ({
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: {
    protocolVersion: "2025-06-18",
    capabilities: {},
    clientInfo: { name: clientName, version: "1.0.0" },
  },
});

function post(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url()}/api/mcp`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe("tools/list", () => {
  it("lists every registry operation with its name, description, input schema and read-only hint", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(operations.map((op) => op.id).sort());
    for (const op of operations) {
      const tool = tools.find((t) => t.name === op.id)!;
      expect(tool.description).toBe(op.description);
      // zod's draft-07 in portable forms (tests/transport/mcpPortability.test.ts checks the forms).
      const draft07 = (schema: z.ZodType, io: "input" | "output") =>
        portableSchema(z.toJSONSchema(schema, { target: "draft-07", io, unrepresentable: "any" }));
      expect(tool.inputSchema).toEqual(draft07(op.input, "input"));
      expect(tool.outputSchema).toEqual(draft07(envelopeSchema(op.output), "output"));
      expect(tool.annotations?.readOnlyHint).toBe(op.readOnly);
    }
  });

  it("declares draft-07 input schemas that refuse unknown properties, as the operations do", async () => {
    const { tools } = await client.listTools();
    for (const tool of tools)
      expect(tool.inputSchema, tool.name).toMatchObject({
        $schema: "http://json-schema.org/draft-07/schema#",
        type: "object",
        additionalProperties: false,
      });
  });

  it("returns results that the SDK client checks against the declared output schema", async () => {
    await client.listTools(); // the client validates structured content only for tools it has listed
    const readOnly = operations.filter((op) => op.readOnly);
    for (const op of readOnly) {
      const result = await client.callTool({ name: op.id, arguments: sampleOf(op.id) });
      expect(result.isError, `${op.id}: ${JSON.stringify(result.content)}`).toBeFalsy();
      expect(result.structuredContent).toMatchObject({ status: true, data: { summary: expect.any(String) } });
    }
  });
});

describe("bearer auth", () => {
  it("refuses to connect without a key: HTTP 401, JSON-RPC code of unauthenticated, WWW-Authenticate", async () => {
    await expect(mcpClient(server.url(), null)).rejects.toMatchObject({ code: 401 });
    const res = await post(initialize("No Key"));
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(await res.json()).toMatchObject({
      jsonrpc: "2.0",
      id: 1,
      error: {
        code: ERROR_TABLE.unauthenticated.mcp,
        data: { status: false, error: { code: "unauthenticated" } },
      },
    });
  });

  it("refuses a wrong key and a revoked key with 401", async () => {
    const wrong = await mcpClient(server.url(), `lsk_${"0".repeat(40)}`).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(StreamableHTTPError);
    expect((wrong as StreamableHTTPError).code).toBe(401);
    expect((wrong as Error).message).toContain("Invalid or revoked API key.");

    const { id, secret } = await createApiKey(testDb(), systemClock, user.userId, "soon revoked");
    const connected = await mcpClient(server.url(), secret);
    await revokeApiKey(testDb(), systemClock, user.userId, id);
    // The key is checked on every request, not only at initialize.
    await expect(connected.listTools()).rejects.toMatchObject({ code: 401 });
    await connected.close();
  });
});

describe("sessions", () => {
  it("issues a session id that carries the client's name, the folder of the drafts it creates", async () => {
    const res = await post(initialize("Claude Desktop"), { authorization: `Bearer ${user.key}` });
    expect(res.status).toBe(200);
    const sessionId = res.headers.get("mcp-session-id")!;
    expect(folderOfSessionId(sessionId)).toBe("Claude Desktop");
    expect(await res.json()).toMatchObject({
      id: 1,
      result: { serverInfo: { name: "lodestar" }, capabilities: { tools: {} } },
    });
  });

  it("answers a session id it did not issue with 404, so the client starts a new session", async () => {
    const res = await post(
      { jsonrpc: "2.0", id: 7, method: "tools/list" },
      { authorization: `Bearer ${user.key}`, "mcp-session-id": "not-ours" },
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ id: 7, error: { code: ERROR_TABLE.not_found.mcp } });
  });

  it("serves requests without a session id (clients that keep none), with the key's name as folder", async () => {
    const res = await post(
      { jsonrpc: "2.0", id: 2, method: "tools/list" },
      { authorization: `Bearer ${user.key}` },
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { result: { tools: unknown[] } }).result.tools).toHaveLength(
      operations.length,
    );
  });
});

describe("protocol-level refusals", () => {
  it("answers an unknown tool with the not_found code and error body", async () => {
    const error = await client.callTool({ name: "no_such_tool", arguments: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(McpError);
    expect(error).toMatchObject({
      code: ERROR_TABLE.not_found.mcp,
      data: { status: false, error: { code: "not_found", details: [{ path: "/params/name" }] } },
    });
  });

  it("refuses a body over 256 KiB with 413 and the payload_too_large code", async () => {
    const res = await post(
      { ...initialize("Big"), padding: "x".repeat(300 * 1024) },
      { authorization: `Bearer ${user.key}` },
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      error: { code: ERROR_TABLE.payload_too_large.mcp, data: { error: { code: "payload_too_large" } } },
    });
  });

  it("refuses GET (no server-to-client stream) with 405", async () => {
    const res = await fetch(`${server.url()}/api/mcp`, {
      headers: { accept: "text/event-stream", authorization: `Bearer ${user.key}` },
    });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
  });
});
