// The database the tests and the browser-test server run on: TEST_DATABASE_URL when set (its pgboss and
// public schemas reset), otherwise an in-memory embedded PGlite on loopback; migrated and seeded.
import pg from "pg";
import { startEmbeddedPostgres } from "./embedded-postgres";
import { setupDatabase } from "./db-setup";

export async function prepareTestDatabase(): Promise<{ url: string; embedded: { stop: () => Promise<void> } | null }> {
  const given = process.env.TEST_DATABASE_URL;
  let url: string;
  let embedded: { url: string; stop: () => Promise<void> } | null = null;
  if (given) {
    const c = new pg.Client({ connectionString: given });
    await c.connect();
    await c.query("DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;");
    await c.end();
    url = given;
  } else {
    embedded = await startEmbeddedPostgres();
    url = embedded.url;
  }
  await setupDatabase(url, () => {});
  return { url, embedded };
}
