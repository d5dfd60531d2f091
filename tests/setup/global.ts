// Test database (scripts/test-database.ts): TEST_DATABASE_URL (CI: a fresh database on PostgreSQL 15)
// or a throw-away embedded PostgreSQL. Migrations and seeds run once here; test workers inherit DATABASE_URL.
import { prepareTestDatabase } from "../../scripts/test-database";

export default async function globalSetup() {
  const { url, embedded } = await prepareTestDatabase();
  process.env.DATABASE_URL = url;
  return async () => embedded?.stop();
}
