// describe_screen_filter's coverage for the dividend filters over real HTTP: the spans where the build has
// prices but no dividend data (docs/data.md "Corporate events"), each counted again here from the panel.
import { describe, expect, it } from "vitest";
import { researchApiClient } from "@/tests/catalogue/callRest";
import { getMarketData } from "@/server/data/load";

const call = researchApiClient();

/** Per stock and ETF, how many priced days of unknown dividend (NaN) there are before each row. */
function unknownBefore(): Int32Array[] {
  const { dates, tickers, meta, adjClose, dividend } = getMarketData().prices;
  const N = tickers.length;
  return meta.flatMap((m, i) => {
    if (m.assetType === "crypto") return [];
    const before = new Int32Array(dates.length + 1);
    for (let t = 0; t < dates.length; t++) {
      const k = t * N + i;
      before[t + 1] = before[t] + (!Number.isNaN(adjClose[k]) && Number.isNaN(dividend[k]) ? 1 : 0);
    }
    return [before];
  });
}

/** Stocks and ETFs with a priced day of unknown dividend from `from` to `to`. */
function touching(counts: Int32Array[], from: string, to: string): number {
  const { dates } = getMarketData().prices;
  const [first, last] = [dates.indexOf(from), dates.indexOf(to)];
  return counts.filter((before) => before[last + 1] > before[first]).length;
}

describe("dividend gaps in describe_screen_filter's coverage", () => {
  it("lists for trailing_dividend_yield the spans without dividend data, 2024-12-09 to 2025-02-28 among them", async () => {
    const reply = await call("free", "describe_screen_filter", { id: "trailing_dividend_yield" });
    const counts = unknownBefore();
    expect(reply.status).toBe(200);
    const gaps: { from: string; to: string; instruments: number }[] =
      reply.body.data.result.coverage.dividendGaps;
    const winter = gaps.find((g) => g.from === "2024-12-09" && g.to === "2025-02-28");
    expect(winter).toBeDefined();
    expect(winter!.instruments).toBe(touching(counts, "2024-12-09", "2025-02-28"));
    expect(winter!.instruments).toBeGreaterThan(400);
    for (const g of gaps) expect(g.instruments, `${g.from} to ${g.to}`).toBe(touching(counts, g.from, g.to));
    expect(gaps.map((g) => g.from)).toEqual([...gaps.map((g) => g.from)].sort());
    // The same spans for dividend_growth (one reading per process); none for a filter without dividends.
    const growth = await call("free", "describe_screen_filter", { id: "dividend_growth" });
    expect(growth.body.data.result.coverage.dividendGaps).toEqual(gaps);
    const rsi = await call("free", "describe_screen_filter", { id: "rsi" });
    expect(rsi.body.data.result.coverage).not.toHaveProperty("dividendGaps");
  }, 180_000);
});
