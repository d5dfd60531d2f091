// Filters that read volume or the daily range give no value where the data has none (stocks after
// 2024-03-08, docs/data.md), and run_screener says so in a coverage warning instead of an unexplained
// empty result.
import { beforeAll, describe, expect, it } from "vitest";
import { getMarketData } from "@/server/data/load";
import { startResearchServer, type TestAccount } from "@/tests/screeners/api";

const { account } = startResearchServer();
let user: TestAccount;
beforeAll(async () => {
  user = await account("professional", "no-value-app");
});

const run = async (input: object) => {
  const reply = await user.call("run_screener", input);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data.result;
};
const volumeRow = { filter: "average_volume", relation: "greater_than", target: { kind: "value", value: 0 } };

/** Stocks with an adjusted close on the date, counted from the panel. */
function pricedStocks(date: string): number {
  const p = getMarketData().prices;
  const t = p.dates.indexOf(date);
  return p.meta.filter((m, i) => m.assetType === "stocks" && p.adjClose[t * p.tickers.length + i] > 0).length;
}

describe("no value on the date", () => {
  it("leaves every stock out of a volume row after 2024-03-08 and warns with the count", async () => {
    const result = await run({ universe: { assetType: "stocks" }, rows: [volumeRow], asOf: "2025-06-30" });
    expect(result.total).toBe(0);
    const priced = pricedStocks("2025-06-30");
    expect(result.warnings).toEqual([
      expect.objectContaining({
        severity: "warning",
        code: "no_value_on_date",
        row: 1,
        path: "/rows/0",
        message: expect.stringContaining(
          `${priced} of ${priced} instruments priced on 2025-06-30 have no value for “Average volume”`,
        ),
      }),
    ]);
  });

  it("gives values where the volume exists, warning only for the stocks without it", async () => {
    const result = await run({ universe: { assetType: "stocks" }, rows: [volumeRow], asOf: "2023-06-30" });
    const priced = pricedStocks("2023-06-30");
    expect(result.total).toBeGreaterThan(600);
    const missing = priced - result.total;
    const warned = result.warnings.filter((w: { code: string }) => w.code === "no_value_on_date");
    if (missing === 0) expect(warned).toEqual([]);
    else expect(warned[0].message).toContain(`${missing} of ${priced} instruments priced on 2023-06-30`);
  });
});
