// `npm start` loads the app's modules twice (the API routes from source beside Next's bundle,
// scripts/serve.ts). Two copies of a module share the market data and its caches, as processWide
// promises: measured before, the served app's first REST screen built every instrument's bars a second
// time (4.3 s) and held them twice (+480 MB).
import { describe, expect, it, vi } from "vitest";

const copy = async () => ({
  load: await import("@/server/data/load"),
  bars: await import("@/server/engine/indicators/bars"),
  columns: await import("@/server/engine/simulation/loop/columns"),
});

describe("two copies of the app's modules in one process", () => {
  it("share one market data, one bars cache and one set of column copies", async () => {
    const first = await copy();
    vi.resetModules();
    const second = await copy();
    expect(second.bars.barsOf).not.toBe(first.bars.barsOf); // a second copy of the code indeed
    const market = first.load.getMarketData();
    expect(second.load.getMarketData()).toBe(market);
    const column = market.prices.column.get("SPY")!;
    expect(second.bars.barsOf(market.prices, column)).toBe(first.bars.barsOf(market.prices, column));
    const returns = first.columns.returnsColumn(market.prices, column);
    expect(second.columns.returnsColumn(market.prices, column)).toBe(returns);
    expect(second.columns.adjustedColumn(market.prices, column)).not.toBe(returns);
  });
});
