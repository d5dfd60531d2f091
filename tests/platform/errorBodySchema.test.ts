// The check every test file runs on the error bodies it receives (tests/setup/checkErrorBodies.ts):
// it is on, it refuses what the OpenAPI document does not describe, and the structured refusals
// (a portfolio's problems, a screener's warnings, a plan limit) pass it with their fields.
import { beforeAll, describe, expect, it } from "vitest";
import { checked, expectDocumentedErrorBody } from "@/tests/helpers/errorBodies";
import { research, testServer } from "@/tests/helpers/server";
import { createTestUser } from "@/tests/helpers/accounts";
import { mcpClient, signUpUser, trpcClient } from "@/tests/transport/clients";

const server = testServer();
let freeKey: string;
beforeAll(async () => {
  freeKey = (await createTestUser("free", "error-schema")).key;
});

const body = (details: object[]) => ({
  status: false,
  error: { code: "invalid_arguments", message: "No.", details },
});

describe("the error body check", () => {
  it("checks every refusal a test receives", async () => {
    const before = checked.count;
    const reply = await research(server.url(), "list_risk_rule_presets", { notAField: 1 }, freeKey);
    expect(reply.status).toBe(422);
    expect(checked.count).toBe(before + 1);
  });

  it("checks MCP tool errors and tRPC errors too", async () => {
    const user = await signUpUser(server.url(), "free", "error-schema-transports");
    const client = await mcpClient(server.url(), user.key);
    const before = checked.count;
    const tool = await client.callTool({ name: "get_portfolio", arguments: { portfolioId: "f".repeat(24) } });
    expect(tool.isError).toBe(true);
    expect(checked.count).toBe(before + 1);
    await client.close();
    await expect(
      trpcClient(server.url(), user.cookie).query("get_portfolio", { portfolioId: "f".repeat(24) }),
    ).rejects.toThrow();
    expect(checked.count).toBe(before + 2);
  });

  it("refuses what the document does not describe", async () => {
    await expect(
      expectDocumentedErrorBody(body([{ path: "", message: "x" }]), "fixture"),
    ).resolves.toBeUndefined();
    const extra = { ...body([]), error: { ...body([]).error, problems: [] } };
    await expect(expectDocumentedErrorBody(extra, "fixture")).rejects.toThrow(
      /outside the OpenAPI ErrorBody schema/,
    );
    await expect(
      expectDocumentedErrorBody(body([{ path: "", message: "x", lowestPlan: "gold" }]), "fixture"),
    ).rejects.toThrow();
    await expect(
      expectDocumentedErrorBody(
        { ...body([]), error: { code: "nope", message: "x", details: [] } },
        "fixture",
      ),
    ).rejects.toThrow();
  });

  it("passes a plan limit of a portfolio with its problems as details, naming the lowest plan", async () => {
    const definition = {
      models: [{ selection: { instruments: ["SPY"] }, positionExits: { maxPositions: 20 } }],
    };
    const reply = await research(server.url(), "create_portfolio", { definition }, freeKey);
    expect(reply.status).toBe(403);
    expect(reply.body.error.code).toBe("plan_required");
    expect(reply.body.error.details).toEqual([
      expect.objectContaining({
        code: "plan_required",
        path: "/definition/models/0/positionExits/maxPositions",
        lowestPlan: "advanced",
      }),
    ]);
  });

  it("passes a screener over the plan's row limit as 403 plan_required with its warnings as details", async () => {
    const rows = [
      { filter: "rsi" },
      { filter: "volatility" },
      { filter: "total_return" },
      { filter: "price" },
    ];
    const reply = await research(
      server.url(),
      "create_screener",
      { universe: { assetType: "stocks" }, rows },
      freeKey,
    );
    expect(reply.status).toBe(403);
    expect(reply.body.error.code).toBe("plan_required");
    expect(reply.body.error.details).toContainEqual(
      expect.objectContaining({
        severity: "error",
        code: "too_many_rows",
        row: null,
        path: "/rows",
        lowestPlan: "starter",
      }),
    );
  });
});
