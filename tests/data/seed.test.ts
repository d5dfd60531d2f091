// The instrument table in Postgres matches the data build (seeded by db:setup in the global setup).
import { describe, expect, it } from "vitest";
import { testDb } from "../helpers/accounts";
import { readManifest } from "@/server/data/load";
import { seedInstruments } from "@/server/seed/instruments";

describe("instrument seed", () => {
  const manifest = readManifest();

  it("holds one row per instrument of the build, with its reference fields", async () => {
    const db = testDb();
    const byType = await db.instrument.groupBy({ by: ["assetType"], _count: { _all: true }, orderBy: { assetType: "asc" } });
    expect(byType.map((r) => [r.assetType, r._count._all])).toEqual([
      ["crypto", 25],
      ["etps", 579],
      ["stocks", 868], // 828 before the third data round: + the 39 dieperdev-only tickers and SBNY (docs/data.md)
    ]);
    expect(await db.instrument.findUnique({ where: { ticker: "AAPL" } })).toEqual({ ticker: "AAPL", name: "Apple Inc.", assetType: "stocks", exchange: "nasdaq", origin: "us_domestic", type: "common", sector: "technology", indexes: ["sp_500", "nasdaq_100"], currency: "usd", firstDate: "1990-01-02", lastDate: "2026-08-03" });
    expect(await db.instrument.findUnique({ where: { ticker: "XLK" } })).toMatchObject({ assetType: "etps", exchange: "nyse_arca", origin: "usa", type: "etf", sector: null, indexes: [], firstDate: "1998-12-22", lastDate: "2026-08-03" });
    expect(await db.instrument.findUnique({ where: { ticker: "BTC-USD" } })).toMatchObject({ name: "Bitcoin", assetType: "crypto", exchange: null, firstDate: "2011-08-18" });
    const spy = manifest.instruments.find((i) => i.ticker === "SPY")!;
    expect(await db.instrument.findUnique({ where: { ticker: "SPY" } })).toMatchObject({ firstDate: spy.firstDate, lastDate: spy.lastDate });
  });

  it("is idempotent", async () => {
    expect(await seedInstruments(testDb())).toBe(`${manifest.instruments.length} instruments upserted, 0 removed`);
    expect(await testDb().instrument.count()).toBe(manifest.instruments.length);
  });
});
