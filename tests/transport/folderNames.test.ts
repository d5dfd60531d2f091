// Draft folders named by the client are shown text like a record's name: an API key's name and an MCP
// client's clientInfo.name are stored in NFC, refused (422 / -32602) with a control character or a
// bidirectional override, and a long client name is cut on a code point, never inside a surrogate pair
// (a lone surrogate is refused by jsonb: it was a JSON-RPC internal error).
import { beforeAll, describe, expect, it } from "vitest";
import { systemClock } from "@/server/clock";
import { createApiKey } from "@/server/domain/accounts/apiKeys";
import { testDb } from "@/tests/helpers/accounts";
import { testServer } from "@/tests/helpers/server";
import { signUpUser, type WebAndKeyUser } from "@/tests/transport/clients";

const server = testServer();
let user: WebAndKeyUser;
beforeAll(async () => {
  user = await signUpUser(server.url(), "professional");
});

type RpcAnswer = {
  error?: { code: number; message: string; data?: { error: { details: { path: string }[] } } };
  result?: { structuredContent?: { data: { result: { screener: { draft: { folder: string } } } } } };
};

async function rpc(body: unknown, sessionId?: string) {
  const res = await fetch(`${server.url()}/api/mcp`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      authorization: `Bearer ${user.key}`,
      ...(sessionId ? { "mcp-session-id": sessionId } : {}),
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, ...(body as object) }),
  });
  return {
    status: res.status,
    sessionId: res.headers.get("mcp-session-id"),
    body: (await res.json()) as RpcAnswer,
  };
}

const initialize = (name: string) =>
  rpc({
    method: "initialize",
    params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name, version: "1" } },
  });

/** The folder of a draft screener created in the session `initialize(name)` opened. */
async function folderOfClient(name: string): Promise<string> {
  const opened = await initialize(name);
  expect(opened.body.error, JSON.stringify(opened.body)).toBeUndefined();
  const created = await rpc(
    {
      method: "tools/call",
      params: {
        name: "create_screener",
        arguments: { universe: { assetType: "etps" }, rows: [{ filter: "volatility" }] },
      },
    },
    opened.sessionId!,
  );
  expect(created.body.error, JSON.stringify(created.body)).toBeUndefined();
  return created.body.result!.structuredContent!.data.result.screener.draft.folder;
}

describe("an MCP client's name as the draft folder", () => {
  it.each([
    ["U+202E", "Claude \u202Eedoc"],
    ["U+001B", "\u001b[31mred client"],
    ["U+2066", "a\u2066b"],
  ])("initialize refuses a name holding %s with -32602 at clientInfo.name", async (codePoint, name) => {
    const { status, body } = await initialize(name);
    expect(status).toBe(200);
    expect(body.error?.code, JSON.stringify(body)).toBe(-32602);
    expect(body.error?.message).toContain(codePoint);
    expect(body.error?.data?.error.details[0].path).toBe("/params/clientInfo/name");
  });

  it("a session id forged to carry such a name is not one of ours", async () => {
    const forged = `${"0".repeat(8)}-0000-0000-0000-${"0".repeat(12)}.${Buffer.from("x\u202Ey").toString("base64url")}`;
    const { status, body } = await rpc({ method: "tools/list" }, forged);
    expect(status).toBe(404);
    expect(body.error?.message, JSON.stringify(body)).toMatch(/session/i);
  });

  it("is kept in NFC", async () => {
    expect(await folderOfClient("Cafe\u0301 client")).toBe("Caf\u00e9 client");
  });

  it("is cut to 100 code points without splitting an emoji's surrogate pair", async () => {
    const name = `${"a".repeat(99)}\u{1F600}tail`;
    expect(await folderOfClient(name)).toBe(`${"a".repeat(99)}\u{1F600}`);
  });
});

describe("an API key's name as the draft folder", () => {
  it.each([
    ["U+202E", "key \u202Eyek"],
    ["U+2069", "key\u2069"],
    ["U+0007", "bell\u0007"],
  ])("a name holding %s is refused with 422 at /name", async (codePoint, name) => {
    const error = await createApiKey(testDb(), systemClock, user.userId, name).then(
      () => null,
      (e: unknown) => e as { code: string; details: { path: string; message: string }[] },
    );
    expect(error?.code).toBe("invalid_arguments");
    expect(error?.details[0].path).toBe("/name");
    expect(error?.details[0].message).toContain(codePoint);
  });

  it("is kept in NFC", async () => {
    const key = await createApiKey(testDb(), systemClock, user.userId, "Cafe\u0301 key");
    expect(key.name).toBe("Caf\u00e9 key");
  });
});
