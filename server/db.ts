// Database access through @prisma/adapter-pg. In the quick start and in tests without
// TEST_DATABASE_URL, DATABASE_URL points at an embedded PostgreSQL server (scripts/embedded-postgres.ts),
// so there is one code path for both.
import { PrismaClient, type Prisma } from "@/server/generated/prisma/client";
import { PrismaPg } from "@prisma/adapter-pg";
import { z } from "zod";
import { env } from "@/server/env";
import { processWide } from "@/server/processWide";

export type Db = PrismaClient;

/**
 * A value written to a JSON column. Prisma's input type names only JSON values, so every domain value
 * written whole (a stored request, a sweep's cells or result) goes through here; it is read back through
 * its area's checked reader (simulations/stored.ts, research/sweepRow.ts).
 */
export const json = (v: unknown) => v as Prisma.InputJsonValue;

/**
 * A JSON column's value read back through `schema` (zod's parsed copy), for those checked readers: a
 * value that no longer fits fails naming the record (`owner`, e.g. "Sweep swp_…") and the column.
 */
export function storedJson<T>(schema: z.ZodType<T>, owner: string, column: string, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new Error(`${owner}: stored ${column} does not fit: ${z.prettifyError(result.error)}`);
  return result.data;
}

const urlOfDb = new WeakMap<Db, string>();

export function createDb(databaseUrl: string, max = 10): Db {
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl, max }) });
  urlOfDb.set(db, databaseUrl);
  return db;
}

/** The URL `db` was made with, for code that needs its own connections to the same database. */
export function databaseUrlOf(db: Db): string {
  const url = urlOfDb.get(db) ?? env().databaseUrl;
  if (!url) throw new Error("DATABASE_URL is not set and this database client was not made by createDb.");
  return url;
}

/** The process-wide database (the app's). Tests may build their own with createDb. */
export function getDb(): Db {
  const { databaseUrl } = env();
  if (!databaseUrl) {
    throw new Error("DATABASE_URL is not set: start the app with `npm run quickstart` (embedded database).");
  }
  return processWide("db", () => createDb(databaseUrl));
}
