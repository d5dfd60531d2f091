// A definition written from describe_strategy_model's paths (`subStrategies[]`) is read as one with
// `models`: created, noted, and read back as `models`; its section name `combined`, used as a key for the
// Combined level, is read as the top-level fields. A part under both names at once is refused.
import { beforeAll, describe, expect, it } from "vitest";
import { startResearchServer, type TestAccount } from "@/tests/portfolios/api";

const { account } = startResearchServer();
let user: TestAccount;
beforeAll(async () => {
  user = await account("starter", "model-names");
});

type Definition = Record<string, unknown>;

/** The field paths describe_strategy_model gives for a section. */
async function pathsOf(section: string): Promise<string[]> {
  const reply = await user.call("describe_strategy_model", { section });
  expect(reply.status).toBe(200);
  return reply.body.data.result.fields.map((f: { path: string }) => f.path);
}

/** Sets `value` at a described path in `definition`; `[]` is the list item `index`. */
function setAt(definition: Definition, path: string, value: unknown, index = 0): void {
  const keys = path.split(".").flatMap((part) => (part.endsWith("[]") ? [part.slice(0, -2), index] : [part]));
  let at: Record<string | number, unknown> = definition;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) at[key] = value;
    else at = (at[key] ??= typeof keys[i + 1] === "number" ? [] : {}) as Record<string | number, unknown>;
  });
}

/** A Combined of two sub-strategies written only with paths describe_strategy_model listed. */
async function definitionFromDescribedPaths(): Promise<Definition> {
  const paths: string[] = [];
  for (const section of ["combined", "sub_strategies", "selection", "position_exits"]) {
    paths.push(...(await pathsOf(section)));
  }
  const path = (wanted: string) => {
    const found = paths.find((p) => p === wanted);
    expect(found, `describe_strategy_model lists ${wanted}`).toBeDefined();
    return found!;
  };
  const definition: Definition = {};
  setAt(definition, path("name"), "From the strategy model");
  setAt(definition, path("rebalance.every"), 3);
  ["Stocks", "Bonds"].forEach((name, i) => {
    setAt(definition, path("subStrategies[].name"), name, i);
    setAt(
      definition,
      path("subStrategies[].selection.instruments"),
      [
        ["SPY", "QQQ"],
        ["IEF", "TLT"],
      ][i],
      i,
    );
    setAt(definition, path("subStrategies[].positionExits.maxPositions"), 2, i);
  });
  return definition;
}

describe("subStrategies, describe_strategy_model's name for models", () => {
  it("creates a portfolio from the described paths, noted, and reads it back as models", async () => {
    const definition = await definitionFromDescribedPaths();
    expect(Object.keys(definition)).toContain("subStrategies");

    const created = await user.call("create_portfolio", { definition });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { portfolio, notes } = created.body.data.result;
    expect(notes).toEqual([expect.stringMatching(/^subStrategies was read as models/)]);
    const assumed = created.body.data.assumed.map((a: { field: string }) => a.field);
    expect(assumed).toContain("/definition/models/0/active");

    const read = await user.call("get_portfolio", { portfolioId: portfolio.id });
    expect(read.status).toBe(200);
    const stored = read.body.data.result.portfolio.definition;
    expect(stored).not.toHaveProperty("subStrategies");
    expect(stored).toMatchObject({ kind: "combined", name: "From the strategy model" });
    expect(stored.rebalance).toEqual({ every: 3, cadence: "month" });
    expect(stored.models).toMatchObject([
      { name: "Stocks", selection: { instruments: ["SPY", "QQQ"] }, positionExits: { maxPositions: 2 } },
      { name: "Bonds", selection: { instruments: ["IEF", "TLT"] }, positionExits: { maxPositions: 2 } },
    ]);
  });

  it("is read the same by validate_portfolio and edit_portfolio", async () => {
    const definition = { subStrategies: [{ selection: { instruments: ["GLD"] } }] };
    const validated = await user.call("validate_portfolio", { definition });
    expect(validated.status, JSON.stringify(validated.body)).toBe(200);
    expect(JSON.stringify(validated.body.data.result)).toContain("subStrategies was read as models");

    const spy = { models: [{ selection: { instruments: ["SPY"] } }] };
    const created = await user.call("create_portfolio", { definition: spy });
    const portfolioId = created.body.data.result.portfolio.id;
    const edited = await user.call("edit_portfolio", { portfolioId, definition });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const { notes, portfolio } = edited.body.data.result;
    expect(notes).toEqual([expect.stringMatching(/^subStrategies was read as models/)]);
    expect(portfolio.definition.models).toMatchObject([{ selection: { instruments: ["GLD"] } }]);
  });

  it("refuses a definition that carries both names, at subStrategies, with a fix", async () => {
    const model = { selection: { instruments: ["SPY"] } };
    const definition = { models: [model], subStrategies: [model] };
    const reply = await user.call("create_portfolio", { definition });
    expect(reply.status).toBe(422);
    expect(reply.body.error).toMatchObject({
      code: "invalid_arguments",
      details: [
        {
          path: "/definition/subStrategies",
          message: expect.stringContaining("both"),
          fix: expect.stringContaining("not under both"),
        },
      ],
    });
  });

  it("refuses a definition with neither, at models", async () => {
    const reply = await user.call("validate_portfolio", { definition: { name: "Empty" } });
    expect(reply.status).toBe(422);
    expect(reply.body.error).toMatchObject({
      code: "invalid_arguments",
      details: [{ path: "/definition/models", fix: expect.stringContaining("Send models") }],
    });
  });
});

describe("combined, describe_strategy_model's section name for the Combined level", () => {
  it("nests the Combined level's described fields under combined and reads them back at the top", async () => {
    const level = (await pathsOf("combined")).filter((p) =>
      /^(rebalance|allocation|riskConditions)\./.test(p),
    );
    expect(level).toEqual(expect.arrayContaining(["rebalance.every", "allocation.riskOn.method"]));
    const definition = {
      name: "Combined under its section name",
      combined: {
        rebalance: { every: 6 },
        allocation: { riskOn: { method: "fixed_weights", settings: { weight: [0.7, 0.3] } } },
      },
      subStrategies: [{ selection: { instruments: ["SPY"] } }, { selection: { instruments: ["IEF"] } }],
    };
    const created = await user.call("create_portfolio", { definition });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.result.notes).toEqual([
      expect.stringMatching(/^subStrategies was read as models/),
      expect.stringMatching(/^combined was read as the Combined level/),
    ]);
    const read = await user.call("get_portfolio", { portfolioId: created.body.data.result.portfolio.id });
    const stored = read.body.data.result.portfolio.definition;
    expect(stored).not.toHaveProperty("combined");
    expect(stored.rebalance).toEqual({ every: 6, cadence: "month" });
    expect(stored.allocation.riskOn).toMatchObject({
      method: "fixed_weights",
      settings: { weight: [0.7, 0.3] },
    });
  });

  it("refuses a Combined-level field sent both at the top and under combined, at its combined path", async () => {
    const models = [{ selection: { instruments: ["SPY"] } }, { selection: { instruments: ["IEF"] } }];
    const definition = { models, rebalance: { every: 3 }, combined: { rebalance: { every: 6 } } };
    const reply = await user.call("validate_portfolio", { definition });
    expect(reply.status).toBe(422);
    expect(reply.body.error).toMatchObject({
      code: "invalid_arguments",
      details: [{ path: "/definition/combined/rebalance", fix: expect.stringContaining("once") }],
    });
  });
});
