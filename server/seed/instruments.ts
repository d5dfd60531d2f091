// The instrument reference table (search and universes) from the committed data build: one row per
// panel column, upserted by ticker; rows for tickers the build no longer has are removed.
import type { Db } from "@/server/db";
import type { SeedStep } from "@/server/seed/step";
import { readManifest, DEFAULT_BUILD_DIR } from "@/server/data/load";

export async function seedInstruments(db: Db, dir: string = DEFAULT_BUILD_DIR): Promise<string> {
  const rows = readManifest(dir).instruments.map((m) => ({
    ticker: m.ticker,
    name: m.name,
    assetType: m.assetType,
    exchange: m.exchange,
    origin: m.origin,
    type: m.type,
    sector: m.sector,
    indexes: m.indexes,
    currency: m.currency,
    firstDate: m.firstDate,
    lastDate: m.lastDate,
  }));
  // One statement instead of a thousand upserts: the seed runs before every test run.
  const upserted = await db.$executeRawUnsafe(
    `INSERT INTO "instrument" ("ticker", "name", "assetType", "exchange", "origin", "type", "sector", "indexes", "currency", "firstDate", "lastDate")
     SELECT "ticker", "name", "assetType", "exchange", "origin", "type", "sector", "indexes", "currency", "firstDate", "lastDate"
     FROM jsonb_to_recordset($1::jsonb) AS x("ticker" text, "name" text, "assetType" text, "exchange" text, "origin" text, "type" text, "sector" text, "indexes" text[], "currency" text, "firstDate" text, "lastDate" text)
     ON CONFLICT ("ticker") DO UPDATE SET "name" = EXCLUDED."name", "assetType" = EXCLUDED."assetType", "exchange" = EXCLUDED."exchange",
       "origin" = EXCLUDED."origin", "type" = EXCLUDED."type", "sector" = EXCLUDED."sector", "indexes" = EXCLUDED."indexes",
       "currency" = EXCLUDED."currency", "firstDate" = EXCLUDED."firstDate", "lastDate" = EXCLUDED."lastDate"`,
    JSON.stringify(rows),
  );
  const removed = await db.$executeRawUnsafe(
    `DELETE FROM "instrument" WHERE NOT ("ticker" = ANY($1::text[]))`,
    rows.map((r) => r.ticker),
  );
  return `${upserted} instruments upserted, ${removed} removed`;
}

export const instrumentsStep: SeedStep = { name: "instruments", run: (db) => seedInstruments(db) };
