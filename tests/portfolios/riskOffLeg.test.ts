// A riskOff leg with fixed weights names what the model moves into while risk is off (the classic
// "stocks, else Treasuries"): its tickers need not be in the selection, but must be in the data build.
import { beforeAll, describe, expect, it } from "vitest";
import { startResearchServer, type TestAccount } from "@/tests/portfolios/api";

const { account } = startResearchServer();
let user: TestAccount;
beforeAll(async () => {
  user = await account("starter", "risk-off-app");
});

const withRiskOff = (weight: Record<string, number>) => ({
  definition: {
    models: [
      {
        selection: { instruments: ["SPY"] },
        allocation: { riskOff: { method: "fixed_weights", settings: { weight } } },
        riskConditions: { conditions: [{ preset: "vix" }] },
      },
    ],
  },
});

describe("riskOff fixed weights", () => {
  it("may move into instruments outside the selection", async () => {
    const reply = await user.call("create_portfolio", withRiskOff({ TLT: 0.7, GLD: 0.3 }));
    expect(reply.status).toBe(200);
    expect(reply.body.data.result.portfolio.definition.models[0].allocation.riskOff.settings.weight).toEqual({
      TLT: 0.7,
      GLD: 0.3,
    });
  });

  it("refuses a ticker the data build does not hold, at its path", async () => {
    const reply = await user.call("create_portfolio", withRiskOff({ TLT: 0.5, NOPE: 0.5 }));
    expect(reply.status).toBe(422);
    expect(reply.body.error.code).toBe("invalid_arguments");
    expect(reply.body.error.details).toContainEqual(
      expect.objectContaining({
        path: "/definition/models/0/allocation/riskOff/settings/weight/NOPE",
        fix: expect.stringContaining("ticker the data build holds"),
      }),
    );
  });

  it("still has to sum to 1", async () => {
    const reply = await user.call("create_portfolio", withRiskOff({ TLT: 0.5, GLD: 0.3 }));
    expect(reply.status).toBe(422);
    expect(reply.body.error.details[0].path).toBe("/definition/models/0/allocation/riskOff/settings/weight");
  });
});
