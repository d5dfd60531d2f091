// A model fed by a top-N entry screener defaults its positions to N (at most the plan's cap), and says
// which screener set it in assumed; over real HTTP with real screeners.
import { beforeAll, describe, expect, it } from "vitest";
import { startResearchServer, type TestAccount } from "@/tests/portfolios/api";

const server = startResearchServer();
const POINTER = "/definition/models/0/positionExits/maxPositions";

async function screener(user: TestAccount, name: string, rows: object[]): Promise<string> {
  const reply = await user.call("create_screener", {
    name,
    universe: { assetType: "etps" },
    rows,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data.result.screener.id;
}
const top = (n: number) => [
  { filter: "total_return", relation: "highest", target: { kind: "count", value: n } },
];

async function validate(user: TestAccount, entryScreeners: string[], positionExits?: object) {
  const reply = await user.call("validate_portfolio", {
    definition: { models: [{ selection: { entryScreeners }, ...(positionExits ? { positionExits } : {}) }] },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const { result, assumed } = reply.body.data;
  return {
    maxPositions: result.definition.models[0].positionExits.maxPositions as number,
    assumed: (assumed as { field: string; value: unknown; reason: string }[]).find(
      (a) => a.field === POINTER,
    ),
  };
}

describe("maxPositions from a top-N entry screener", () => {
  let advanced: TestAccount;
  let starter: TestAccount;
  beforeAll(async () => {
    [advanced, starter] = await Promise.all([server.account("advanced"), server.account("starter")]);
  });

  it("defaults to N and names the screener", async () => {
    const id = await screener(advanced, "Top 20 momentum", top(20));
    const { maxPositions, assumed } = await validate(advanced, [id]);
    expect(maxPositions).toBe(20);
    expect(assumed).toEqual({
      field: POINTER,
      value: 20,
      reason: "Left out: the entry screener “Top 20 momentum” keeps its top 20, so the model holds up to 20.",
    });
    const created = await advanced.call("create_portfolio", {
      definition: { models: [{ selection: { entryScreeners: [id] } }] },
    });
    expect(created.body.data.result.portfolio.definition.models[0].positionExits.maxPositions).toBe(20);
  });

  it("stops at the plan's cap, and says so", async () => {
    const id = await screener(starter, "Top 20 momentum", top(20));
    const { maxPositions, assumed } = await validate(starter, [id]);
    expect(maxPositions).toBe(10);
    expect(assumed?.reason).toBe(
      "Left out: the entry screener “Top 20 momentum” keeps its top 20, so the model holds up to 10 (your plan's cap on positions).",
    );
  });

  it("takes the largest N of several, leaves a given value alone, and keeps 10 without a top-N row", async () => {
    const five = await screener(advanced, "Top 5", top(5));
    const twelve = await screener(advanced, "Top 12", top(12));
    expect((await validate(advanced, [five, twelve])).maxPositions).toBe(12);
    const given = await validate(advanced, [twelve], { maxPositions: 3 });
    expect(given).toEqual({ maxPositions: 3, assumed: undefined });
    const open = await screener(advanced, "Rising", [
      { filter: "total_return", relation: "greater_than", target: { kind: "value", value: 0 } },
    ]);
    const plain = await validate(advanced, [open]);
    expect(plain.maxPositions).toBe(10);
    expect(plain.assumed?.reason).toBe("Left out: the product default.");
  });
});
