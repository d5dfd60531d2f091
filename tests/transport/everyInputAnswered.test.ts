// Every operation, on every transport, answers the inputs that were 500s with a 4xx or a JSON-RPC error
// naming the path: a lone surrogate (invalid Unicode, which jsonb refuses), a value nested 10,000 deep
// (a stack overflow in the recursive code), and MCP methods named after Object.prototype's members.
import { beforeAll, describe, expect, it } from "vitest";
import { operations } from "@/server/operations/registry";
import { MAX_DEPTH } from "@/server/transport/inputChecks";
import { WEB_READS } from "@/server/transport/webReads";
import { appOrigin, signUpUser, type WebAndKeyUser } from "@/tests/transport/clients";
import { testServer } from "@/tests/helpers/server";

const server = testServer();
let user: WebAndKeyUser;
beforeAll(async () => {
  user = await signUpUser(server.url(), "professional");
});

// JSON.stringify writes a lone surrogate as its \ud800 escape, as a client would send it.
const SURROGATE = { body: JSON.stringify({ name: "a\ud800b" }), path: "/name", says: "lone surrogate" };
// Written as text: JSON.stringify itself recurses.
const DEEP = {
  body: `{"patch":${"[".repeat(10_000)}${"]".repeat(10_000)}}`,
  path: "/patch" + "/0".repeat(MAX_DEPTH - 1),
  says: `more than ${MAX_DEPTH}`,
};
const CASES = { "a lone surrogate": SURROGATE, "10,000-deep nesting": DEEP };

const refusal = (path: string, says: string) => ({
  status: false,
  error: {
    code: "invalid_arguments",
    message: expect.stringContaining(says),
    details: [expect.objectContaining({ path, fix: expect.any(String) })],
  },
});

async function rest(id: string, body: string) {
  const res = await fetch(`${server.url()}/api/v1/research/${id}`, {
    method: "POST",
    headers: { authorization: `Bearer ${user.key}`, "content-type": "application/json" },
    body,
  });
  return { status: res.status, body: await res.json() };
}

async function trpc(path: string, body: string) {
  const res = await fetch(`${server.url()}/api/trpc/${path}`, {
    method: "POST",
    headers: { cookie: user.cookie, "content-type": "application/json", ...appOrigin() },
    body,
  });
  return { status: res.status, body: await res.json() };
}

async function mcp(body: string, key: string | null = user.key) {
  const res = await fetch(`${server.url()}/api/mcp`, {
    method: "POST",
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
    },
    body,
  });
  return { status: res.status, body: await res.json() };
}

const toolCall = (id: string, args: string) =>
  `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"${id}","arguments":${args}}}`;

describe.each(Object.entries(CASES))("%s", (_, { body, path, says }) => {
  it.each(operations.map((op) => op.id))(
    "is a 422 with the path for %s on REST, tRPC and MCP",
    async (id) => {
      const viaRest = await rest(id, body);
      expect(viaRest.status, JSON.stringify(viaRest.body)).toBe(422);
      expect(viaRest.body).toMatchObject(refusal(path, says));

      const viaTrpc = await trpc(id, body);
      expect(viaTrpc.status).toBe(422);
      expect(viaTrpc.body.error.data).toMatchObject(refusal(path, says));
      if ((WEB_READS as readonly string[]).includes(id)) {
        const viaWeb = await trpc(`web.${id}`, body);
        expect(viaWeb.status).toBe(422);
        expect(viaWeb.body.error.data).toMatchObject(refusal(path, says));
      }

      const viaMcp = await mcp(toolCall(id, body));
      expect(viaMcp.status).toBe(200);
      expect(viaMcp.body.result.isError).toBe(true);
      expect(JSON.parse(viaMcp.body.result.content[0].text)).toMatchObject(refusal(path, says));
    },
  );
});

describe("MCP methods named after Object.prototype's members", () => {
  const names = ["constructor", "__proto__", "toString", "valueOf", "hasOwnProperty", "isPrototypeOf"];
  it.each(names)("%s is method not found (-32601), with or without a key", async (method) => {
    for (const key of [user.key, null, "lsk_not_a_key"]) {
      const answer = await mcp(`{"jsonrpc":"2.0","id":3,"method":"${method}","params":{}}`, key);
      expect(answer.status, `${method} ${key}`).toBe(200);
      expect(answer.body).toEqual({
        jsonrpc: "2.0",
        id: 3,
        error: { code: -32601, message: expect.stringContaining(method) },
      });
    }
  });

  it("is the same for a tool named after one: not found, never internal", async () => {
    for (const name of names) {
      const answer = await mcp(toolCall(name, "{}"));
      expect(answer.body.error?.code ?? answer.body.result?.isError, name).not.toBe(-32603);
      expect(answer.status).toBeLessThan(500);
    }
  });
});
