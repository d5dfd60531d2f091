// Filters that read volume or the daily range give no value where the data has none (ETFs after
// 2025-09-26, docs/data.md), and run_screener says so in a coverage warning instead of an unexplained
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

/** Instruments of the asset type with an adjusted close on the date, counted from the panel. */
function priced(date: string, assetType = "stocks"): number {
  const p = getMarketData().prices;
  const t = p.dates.indexOf(date);
  return p.meta.filter((m, i) => m.assetType === assetType && p.adjClose[t * p.tickers.length + i] > 0)
    .length;
}

describe("no value on the date", () => {
  // Stocks have volume to the build's end since their traded fields are reconstructed (issue 22); ETFs
  // have none after the Yahoo files end.
  it("leaves every ETF out of a volume row after 2025-09-26 and warns with the count", async () => {
    const result = await run({ universe: { assetType: "etps" }, rows: [volumeRow], asOf: "2026-06-30" });
    expect(result.total).toBe(0);
    const count = priced("2026-06-30", "etps");
    expect(result.warnings).toEqual([
      expect.objectContaining({
        severity: "warning",
        code: "no_value_on_date",
        row: 1,
        path: "/rows/0",
        message: expect.stringContaining(
          `${count} of ${count} instruments priced on 2026-06-30 have no value for “Average volume”`,
        ),
      }),
    ]);
  });

  it("gives values where the volume exists, warning only for the stocks without it", async () => {
    const result = await run({ universe: { assetType: "stocks" }, rows: [volumeRow], asOf: "2023-06-30" });
    const count = priced("2023-06-30");
    expect(result.total).toBeGreaterThan(600);
    const missing = count - result.total;
    const warned = result.warnings.filter((w: { code: string }) => w.code === "no_value_on_date");
    if (missing === 0) expect(warned).toEqual([]);
    else expect(warned[0].message).toContain(`${missing} of ${count} instruments priced on 2023-06-30`);
  });
});
