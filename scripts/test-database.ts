// The database the tests and the browser-test server run on: TEST_DATABASE_URL when set (its pgboss and
// public schemas reset), otherwise a throw-away embedded PostgreSQL on loopback; migrated and seeded.
import pg from "pg";
import { startTestPostgres, type EmbeddedDatabase } from "./embedded-postgres";
import { setupDatabase } from "./db-setup";

export async function prepareTestDatabase(): Promise<{
  url: string;
  embedded: { stop: () => Promise<void> } | null;
}> {
  const given = process.env.TEST_DATABASE_URL;
  let url: string;
  let embedded: EmbeddedDatabase | null = null;
  if (given) {
    const c = new pg.Client({ connectionString: given });
    await c.connect();
    await c.query(
      "DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;",
    );
    await c.end();
    url = given;
  } else {
    embedded = await startTestPostgres();
    url = embedded.url;
  }
  await setupDatabase(url, () => {});
  return { url, embedded };
}
