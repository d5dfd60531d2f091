// A NUL character (U+0000) in any string of any operation's input is refused with 422 invalid_arguments
// and its path, over REST, MCP and tRPC, never a 500 (PostgreSQL cannot store it). The string fields
// are read from each operation's input schema (nested ones included) and from a sample request.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { TRPCClientError } from "@trpc/client";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { operations } from "@/server/operations/registry";
import { toPointer } from "@/server/zodErrors";
import { PUBLIC_PORTFOLIOS } from "@/server/seed/publicPortfolios";
import { PUBLIC_SCREENERS } from "@/server/seed/publicScreeners";
import { mcpClient, signUpUser, trpcClient, type WebAndKeyUser } from "@/tests/transport/clients";
import { research, testServer } from "@/tests/helpers/server";

type Path = (string | number)[];
type JsonSchema = { [k: string]: unknown };

const NUL_TEXT = "a\u0000b";
const ID = PUBLIC_PORTFOLIOS[0].id;
const screener = { universe: { assetType: "stocks" }, rows: [{ filter: "rsi", relation: "less_than" }] };
const simulationIds = [`sim_${"0".repeat(32)}`, `sim_${"1".repeat(32)}`];

/** A request per operation whose strings are all reached: every NUL below is put into a copy of it. */
const SAMPLES: Record<string, Record<string, unknown>> = {
  list_allocation_methods: { level: "combined", query: "risk" },
  list_screen_filters: { query: "rsi", assetType: "stocks" },
  describe_screen_filter: { id: "rsi" },
  create_screener: { name: "Cheap", description: "Low RSI", ...screener },
  validate_screener: screener,
  edit_screener: {
    screenerId: PUBLIC_SCREENERS[0].id,
    patch: [{ op: "replace", path: "/rows/0/filter", value: "rsi" }],
  },
  get_screener: { screenerId: PUBLIC_SCREENERS[0].id },
  list_screeners: { query: "rsi", folder: "Scripts" },
  save_to_lodestar: { screenerId: PUBLIC_SCREENERS[0].id, name: "Mine", folder: "Scripts" },
  run_screener: { screenerId: PUBLIC_SCREENERS[0].id, asOf: "2020-01-02" },
  create_portfolio: { definition: PUBLIC_PORTFOLIOS[0].definition },
  validate_portfolio: { definition: PUBLIC_PORTFOLIOS[0].definition },
  edit_portfolio: { portfolioId: ID, name: "Mine", patch: [{ op: "replace", path: "/name", value: "x" }] },
  get_portfolio: { portfolioId: ID },
  list_portfolios: { query: "60", folder: "Scripts" },
  simulate_portfolio: { portfolioId: ID, baseCurrency: "USD" },
  get_simulation: { simulationId: simulationIds[0] },
  get_simulation_metrics: { simulationId: simulationIds[0], series: "daily" },
  compare_simulations: { simulationIds },
};

const takesString = (s: JsonSchema) =>
  s.type === "string" ||
  (Array.isArray(s.type) && s.type.includes("string")) ||
  typeof s.const === "string" ||
  (Array.isArray(s.enum) && s.enum.some((v) => typeof v === "string"));

/**
 * Paths of the string fields a JSON schema describes: list items at index 0, map values under "x".
 * A recursive schema (a setting's value) is followed once.
 */
function stringPaths(schema: JsonSchema, root: JsonSchema, path: Path = [], refs: string[] = []): Path[] {
  const ref = typeof schema.$ref === "string" ? schema.$ref : null;
  if (ref && refs.includes(ref)) return [];
  const s = !ref
    ? schema
    : (ref
        .slice(2)
        .split("/")
        .reduce<unknown>((at, k) => (at as JsonSchema)[k], root) as JsonSchema);
  const within = ref ? [...refs, ref] : refs;
  const under = (child: unknown, at: Path) => stringPaths(child as JsonSchema, root, at, within);
  const properties = Object.entries((s.properties as Record<string, JsonSchema>) ?? {});
  return [
    ...(takesString(s) ? [path] : []),
    ...((s.anyOf as JsonSchema[]) ?? []).flatMap((alternative) => under(alternative, path)),
    ...((s.oneOf as JsonSchema[]) ?? []).flatMap((alternative) => under(alternative, path)),
    ...properties.flatMap(([key, property]) => under(property, [...path, key])),
    ...(typeof s.additionalProperties === "object" ? under(s.additionalProperties, [...path, "x"]) : []),
    ...(typeof s.items === "object" ? under(s.items, [...path, 0]) : []),
  ];
}

/** Paths of the strings in a JSON value. */
function stringLeaves(value: unknown, path: Path = [], found: Path[] = []): Path[] {
  if (typeof value === "string") found.push(path);
  else if (Array.isArray(value)) value.forEach((item, i) => stringLeaves(item, [...path, i], found));
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) stringLeaves(v, [...path, k], found);
  }
  return found;
}

/** A copy of `sample` with `value` at `path`, making the objects and lists on the way. */
function withValueAt(sample: Record<string, unknown>, path: Path, value: unknown): Record<string, unknown> {
  const copy = structuredClone(sample);
  let at: Record<string | number, unknown> = copy;
  path.forEach((key, i) => {
    if (i === path.length - 1) at[key] = value;
    else {
      const container = typeof path[i + 1] === "number" ? [] : {};
      const here = at[key];
      const sameKind = Array.isArray(here) === Array.isArray(container);
      if (typeof here !== "object" || here === null || !sameKind) at[key] = container;
      at = at[key] as Record<string | number, unknown>;
    }
  });
  return copy;
}

const allOperations = Object.values(operations);

function casesOf(op: (typeof allOperations)[number]): { pointer: string; body: Record<string, unknown> }[] {
  const sample = SAMPLES[op.id] ?? {};
  const schema = z.toJSONSchema(op.input, { io: "input", unrepresentable: "any" }) as JsonSchema;
  const paths = [...stringPaths(schema, schema), ...stringLeaves(sample)].filter((p) => p.length > 0);
  const byPointer = new Map(paths.map((p) => [toPointer(p), p]));
  return [...byPointer].map(([pointer, path]) => ({ pointer, body: withValueAt(sample, path, NUL_TEXT) }));
}

const server = testServer();
let user: WebAndKeyUser;
let mcp: Client;

beforeAll(async () => {
  user = await signUpUser(server.url(), "professional");
  mcp = await mcpClient(server.url(), user.key);
});
afterAll(async () => mcp?.close());

const refusal = (pointer: string) => ({
  status: false,
  error: {
    code: "invalid_arguments",
    message: expect.stringContaining("NUL"),
    details: [{ path: pointer, message: expect.any(String), fix: expect.any(String) }],
  },
});

it("finds string fields in every operation, nested ones included", () => {
  for (const op of allOperations) if (SAMPLES[op.id]) expect(casesOf(op).length, op.id).toBeGreaterThan(0);
  const pointers = casesOf(allOperations.find((op) => op.id === "create_portfolio")!).map((c) => c.pointer);
  const model = "/definition/models/0";
  // instruments are list items, riskOff's leg sits in a nullable object
  const nested = [`${model}/selection/instruments/0`, `${model}/allocation/riskOff/method`];
  expect(pointers).toEqual(expect.arrayContaining(["/definition/name", ...nested]));
});

describe.each(allOperations)("$id", (op) => {
  it("refuses a NUL in each string field with 422 and the field's path, over REST and MCP", async () => {
    for (const { pointer, body } of casesOf(op)) {
      const rest = await research(server.url(), op.id, body, user.key);
      expect(rest.status, `${op.id} ${pointer}: ${JSON.stringify(rest.body)}`).toBe(422);
      expect(rest.body).toMatchObject(refusal(pointer));

      const viaMcp = await mcp.callTool({ name: op.id, arguments: body });
      expect(viaMcp.isError, `${op.id} ${pointer}`).toBe(true);
      expect(JSON.parse((viaMcp.content as { text: string }[])[0].text)).toEqual(rest.body);
    }
  });
});

describe("the cases of the report", () => {
  it("refuses a NUL in list_screeners' query over tRPC too", async () => {
    const trpc = trpcClient(server.url(), user.cookie);
    const error = await trpc.query("list_screeners", { query: NUL_TEXT }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as TRPCClientError<never>).data).toMatchObject({ httpStatus: 422, ...refusal("/query") });
  });

  it("refuses a NUL in a property name, pointing at the property", async () => {
    const riskOn = { method: "fixed_weights", settings: { weight: { [`SP${NUL_TEXT}`]: 1 } } };
    const definition = { models: [{ allocation: { riskOn } }] };
    const rest = await research(server.url(), "create_portfolio", { definition }, user.key);
    expect(rest.status).toBe(422);
    const pointer = `/definition/models/0/allocation/riskOn/settings/weight/SP${NUL_TEXT}`;
    expect(rest.body).toMatchObject(refusal(pointer));
  });

  it("refuses a NUL in the MCP client's name, which would name the draft folder", async () => {
    const error = await mcpClient(server.url(), user.key, `Claude${NUL_TEXT}`).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: -32602, data: refusal("/params/clientInfo/name") });
  });
});
