// The MCP tool list as a client reads it (tools/list over HTTP): every tool states all four behaviour
// hints, and its input and output schemas use only forms every model provider accepts. This stands in
// for the MCP Inspector's portability check, whose CLI (1.0.3, installed) has none: it fails on what
// that check warns about (a type list such as ["number", "null"], `nullable`, a schema without a type,
// a format outside the common ones).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { operations } from "@/server/operations/registry";
import { createTestUser } from "@/tests/helpers/accounts";
import { testServer } from "@/tests/helpers/server";
import { mcpClient } from "@/tests/transport/clients";

const server = testServer();
let client: Client;
let tools: Tool[];
beforeAll(async () => {
  client = await mcpClient(server.url(), (await createTestUser("free", "portability")).key);
  tools = (await client.listTools()).tools;
});
afterAll(() => client.close());

type Json = Record<string, unknown>;
const FORMATS = new Set(["date-time", "date", "time", "email", "uuid"]);
const SCHEMA_MAPS = ["properties", "patternProperties", "definitions", "$defs"];
const SCHEMA_VALUES = [
  "items",
  "additionalProperties",
  "not",
  "if",
  "then",
  "else",
  "anyOf",
  "oneOf",
  "allOf",
];

/** Every construct a portable schema must not hold, as "<pointer>: <what>". */
function unportable(node: Json, at: string): string[] {
  const found: string[] = [];
  if (Array.isArray(node.type)) found.push(`${at}: type list ${JSON.stringify(node.type)}`);
  if ("nullable" in node) found.push(`${at}: nullable`);
  if (node.type === undefined && !["anyOf", "oneOf", "allOf", "$ref"].some((k) => k in node))
    found.push(`${at}: no type`);
  if (node.format !== undefined && !FORMATS.has(String(node.format)))
    found.push(`${at}: format ${String(node.format)}`);
  for (const key of SCHEMA_MAPS) {
    for (const [name, child] of Object.entries((node[key] as Json | undefined) ?? {})) {
      found.push(...unportable(child as Json, `${at}/${key}/${name}`));
    }
  }
  for (const key of SCHEMA_VALUES) {
    const value = node[key];
    if (Array.isArray(value))
      value.forEach((child, i) => found.push(...unportable(child as Json, `${at}/${key}/${i}`)));
    else if (typeof value === "object" && value !== null)
      found.push(...unportable(value as Json, `${at}/${key}`));
  }
  return found;
}

describe("MCP tools/list", () => {
  it("lists every operation", () => {
    expect(tools.map((t) => t.name).sort()).toEqual(operations.map((op) => op.id).sort());
  });

  it("states every behaviour hint of every tool; creating and saving destroy nothing", () => {
    for (const tool of tools) {
      const hints = tool.annotations ?? {};
      for (const hint of ["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"] as const) {
        expect(typeof hints[hint], `${tool.name} ${hint}`).toBe("boolean");
      }
      if (hints.readOnlyHint)
        expect(hints, tool.name).toMatchObject({ destructiveHint: false, idempotentHint: true });
    }
    const hintsOf = (name: string) => tools.find((t) => t.name === name)!.annotations;
    for (const name of ["create_portfolio", "create_screener", "save_to_lodestar"]) {
      expect(hintsOf(name), name).toMatchObject({ readOnlyHint: false, destructiveHint: false });
    }
    expect(hintsOf("edit_portfolio")).toMatchObject({ readOnlyHint: false, destructiveHint: true });
  });

  it("uses only portable schema forms (0 portability warnings)", () => {
    const found = tools.flatMap((tool) => [
      ...unportable(tool.inputSchema as Json, `${tool.name} input`),
      ...unportable((tool.outputSchema ?? { type: "object" }) as Json, `${tool.name} output`),
    ]);
    expect(found).toEqual([]);
  });

  it("finds each construct it looks for", () => {
    const bad = {
      type: "object",
      properties: { a: { type: ["number", "null"] }, b: {}, c: { type: "string", format: "uri" } },
    };
    expect(unportable(bad, "")).toEqual([
      '/properties/a: type list ["number","null"]',
      "/properties/b: no type",
      "/properties/c: format uri",
    ]);
  });
});
