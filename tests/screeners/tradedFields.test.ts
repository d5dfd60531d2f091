// Screens that read the traded close and volume keep the S&P 500 after 2024-03-08 (issue 22): the
// as-traded fields are reconstructed to the build's end (docs/data.md "As traded").
import { beforeAll, describe, expect, it } from "vitest";
import { startResearchServer, type TestAccount } from "@/tests/screeners/api";

const { account } = startResearchServer();
let user: TestAccount;
beforeAll(async () => {
  user = await account("professional", "traded-app");
});

const screen = async (filter: string, value: number, asOf: string) => {
  const reply = await user.call("run_screener", {
    universe: { assetType: "stocks", indexes: ["sp_500"] },
    rows: [{ filter, relation: "greater_than", target: { kind: "value", value } }],
    asOf,
    limit: 1,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data.result as { universeSize: number; total: number };
};

describe("S&P 500 screens on the traded fields after the raw era", () => {
  it.each([
    ["2026-07-15", 495],
    ["2025-06-30", 480],
  ])(
    "price > 5 keeps at least %s's %i members, and average volume has values for nine in ten of them",
    async (date, least) => {
      const price = await screen("price", 5, date);
      expect(price.total).toBeGreaterThanOrEqual(least);
      const volume = await screen("average_volume", 0, date);
      expect(volume.total).toBeGreaterThanOrEqual(0.9 * volume.universeSize);
    },
  );
});
