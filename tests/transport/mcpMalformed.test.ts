// Malformed MCP requests over real HTTP: JSON-RPC -32602 (invalid params) with one line naming the path
// and the error body in `data`, never -32603 with the validator's issue list.
import { beforeAll, describe, expect, it } from "vitest";
import { ERROR_TABLE } from "@/server/errors";
import { signUpUser, type WebAndKeyUser } from "@/tests/transport/clients";
import { testServer } from "@/tests/helpers/server";

const server = testServer();
let user: WebAndKeyUser;

beforeAll(async () => {
  user = await signUpUser(server.url(), "professional");
});

type RpcAnswer = { id: unknown; error?: { code: number; message: string; data?: unknown }; result?: unknown };

async function rpc(method: string, params: unknown): Promise<{ status: number; body: RpcAnswer }> {
  const res = await fetch(`${server.url()}/api/mcp`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      authorization: `Bearer ${user.key}`,
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: 9, method, ...(params === undefined ? {} : { params }) }),
  });
  return { status: res.status, body: (await res.json()) as RpcAnswer };
}

const listScreeners = (args: unknown) => ({ name: "list_screeners", arguments: args });
const initialize = (params: Record<string, unknown>) => ({
  protocolVersion: "2025-06-18",
  capabilities: {},
  ...params,
});

// What each malformed request was, and the path its refusal names.
const MALFORMED: [string, string, unknown, string][] = [
  ["tools/call with null arguments", "tools/call", listScreeners(null), "/params/arguments"],
  ["tools/call with an array as arguments", "tools/call", listScreeners([]), "/params/arguments"],
  ["tools/call with a number as arguments", "tools/call", listScreeners(3), "/params/arguments"],
  ["tools/call with a number as the tool name", "tools/call", { name: 42, arguments: {} }, "/params/name"],
  ["tools/call without params", "tools/call", undefined, "/params"],
  ["initialize with a text clientInfo", "initialize", initialize({ clientInfo: "x" }), "/params/clientInfo"],
  [
    "initialize without a protocol version",
    "initialize",
    initialize({ protocolVersion: undefined, clientInfo: { name: "x", version: "1" } }),
    "/params/protocolVersion",
  ],
  ["tools/list with a number as params", "tools/list", 5, "/params"],
];

describe.each(MALFORMED)("%s", (_what, method, params, path) => {
  it("answers JSON-RPC invalid params with one line naming the path", async () => {
    const { status, body } = await rpc(method, params);
    expect(status).toBe(200);
    expect(body.id).toBe(9);
    expect(body.error?.code).toBe(ERROR_TABLE.invalid_arguments.mcp);
    expect(body.error?.code).toBe(-32602);
    const message = body.error!.message;
    expect(message).toMatch(new RegExp(`^Invalid params for ${method}: ${path}: `));
    expect(message).not.toContain("\n");
    expect(message).not.toMatch(/issues|ZodError|expected|received|invalid_type/);
    expect(body.error?.data).toEqual({
      status: false,
      error: {
        code: "invalid_arguments",
        message,
        details: [{ path, message: expect.any(String), fix: expect.any(String) }],
      },
    });
  });
});

it("still answers well-formed requests", async () => {
  const { body } = await rpc("tools/call", listScreeners({ limit: 1 }));
  expect(body).toMatchObject({ id: 9, result: { structuredContent: { status: true } } });
});

it("refuses a wrong argument inside the arguments as a tool error with the ordinary body", async () => {
  const { body } = await rpc("tools/call", listScreeners({ limit: "ten" }));
  const result = body.result as { isError: boolean; content: { text: string }[] };
  expect(result.isError).toBe(true);
  expect(JSON.parse(result.content[0].text)).toMatchObject({
    status: false,
    error: { code: "invalid_arguments", details: [{ path: "/limit" }] },
  });
});
