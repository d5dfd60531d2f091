// Names, descriptions and folders are shown to people: kept in NFC (so look-alike NFC and NFD names are
// one name and collide in a folder), and refused with 422 at the field when they hold a control
// character (ESC...) or a bidirectional override or isolate (U+202E...), for screeners and portfolios.
import { beforeAll, describe, expect, it } from "vitest";
import { startResearchServer, type TestAccount } from "@/tests/screeners/api";

const { account } = startResearchServer();
let user: TestAccount;
beforeAll(async () => {
  user = await account("professional", "names-app");
});

const SCREENER = { universe: { assetType: "etps" }, rows: [{ filter: "volatility" }] };
const SPY = { models: [{ selection: { instruments: ["SPY"] } }] };
const RLO = "Invoice \u202Efdp.exe";
const ESC = "\u001b[31mRed\u001b[0m";

async function refused(operation: string, body: unknown, path: string, codePoint: string) {
  const reply = await user.call(operation, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(422);
  const detail = reply.body.error.details.find((d: { path: string }) => d.path === path);
  expect(detail, JSON.stringify(reply.body.error.details)).toMatchObject({
    message: expect.stringContaining(codePoint),
    fix: expect.stringContaining(codePoint),
  });
}

describe("refused with 422 naming the field", () => {
  it("screener names and descriptions", async () => {
    await refused("create_screener", { ...SCREENER, name: RLO }, "/name", "U+202E");
    await refused("create_screener", { ...SCREENER, name: ESC }, "/name", "U+001B");
    await refused("create_screener", { ...SCREENER, name: "a\u2067b" }, "/name", "U+2067");
    await refused("create_screener", { ...SCREENER, name: "a\u0085b" }, "/name", "U+0085");
    await refused("create_screener", { ...SCREENER, description: ESC }, "/description", "U+001B");
  });

  it("invisible characters and line separators in names (look-alike names in one folder)", async () => {
    await refused("create_screener", { ...SCREENER, name: "Mo\u200Bmentum" }, "/name", "U+200B");
    await refused("create_screener", { ...SCREENER, name: "Mo\u2060mentum" }, "/name", "U+2060");
    await refused("create_screener", { ...SCREENER, name: "Mo\uFEFFmentum" }, "/name", "U+FEFF");
    await refused("create_screener", { ...SCREENER, name: "Two\u2028lines" }, "/name", "U+2028");
    const model = { ...SPY.models[0], name: "Mo\u200Bmentum" };
    await refused(
      "create_portfolio",
      { definition: { models: [model] } },
      "/definition/models/0/name",
      "U+200B",
    );
    // Joiners that scripts and emoji need are kept.
    const kept = await user.call("create_screener", {
      ...SCREENER,
      name: "\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645 \u{1F468}\u200D\u{1F4BB}",
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
  });

  it("portfolio names, descriptions and model names, on create, validate and edit", async () => {
    await refused("create_portfolio", { definition: { ...SPY, name: RLO } }, "/definition/name", "U+202E");
    const model = { ...SPY.models[0], name: ESC };
    await refused(
      "create_portfolio",
      { definition: { models: [model] } },
      "/definition/models/0/name",
      "U+001B",
    );
    const validated = await user.call("validate_portfolio", { definition: { ...SPY, description: ESC } });
    expect(validated.body.data.result.warnings).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: "/definition/description" })]),
    );
    const created = await user.call("create_portfolio", { definition: { ...SPY, name: "Plain" } });
    const portfolioId = created.body.data.result.portfolio.id;
    await refused("edit_portfolio", { portfolioId, name: RLO }, "/name", "U+202E");
    await refused("edit_portfolio", { portfolioId, description: ESC }, "/description", "U+001B");
    await refused(
      "edit_portfolio",
      { portfolioId, patch: [{ op: "replace", path: "/name", value: ESC }] },
      "/definition/name",
      "U+001B",
    );
  });

  it("names and folders given when saving", async () => {
    const draft = (await user.call("create_screener", SCREENER)).body.data.result.screener;
    await refused("save_to_lodestar", { screenerId: draft.id, name: RLO }, "/name", "U+202E");
    await refused("save_to_lodestar", { screenerId: draft.id, folder: ESC }, "/folder", "U+001B");
  });

  it("keeps line breaks and tabs in a description", async () => {
    const reply = await user.call("create_screener", { ...SCREENER, description: "Line one\n\tLine two" });
    expect(reply.status).toBe(200);
    expect(reply.body.data.result.screener.description).toBe("Line one\n\tLine two");
  });
});

describe("look-alike names", () => {
  const composed = "Caf\u00e9 momentum";
  const decomposed = "Cafe\u0301 momentum";

  it("are stored in NFC and collide in a folder (screeners)", async () => {
    const first = (await user.call("create_screener", { ...SCREENER, name: decomposed })).body.data.result;
    expect(first.screener.name).toBe(composed);
    const second = (await user.call("create_screener", { ...SCREENER, name: composed })).body.data.result;
    expect(second.screener.name).toBe(`${composed} (2)`);
    expect(second.notes.join(" ")).toContain("already used");
  });

  it("are stored in NFC and collide in a folder (portfolios)", async () => {
    const name = `${composed} portfolio`;
    const first = await user.call("create_portfolio", { definition: { ...SPY, name } });
    expect(first.body.data.result.portfolio.name).toBe(name);
    const nfd = await user.call("create_portfolio", { definition: { ...SPY, name: name.normalize("NFD") } });
    expect(nfd.body.data.result.portfolio.name).toBe(`${name} (2)`);
    expect(nfd.body.data.result.portfolio.definition.name).toBe(`${name} (2)`);
  });
});
