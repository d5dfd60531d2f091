// Test database: TEST_DATABASE_URL when set (CI: a fresh database on PostgreSQL 15; its public schema
// is reset here), otherwise an in-memory embedded PGlite served on loopback. Migrations and seeds run
// once here; test workers inherit DATABASE_URL.
import pg from "pg";
import { startEmbeddedPostgres } from "../../scripts/embedded-postgres";
import { setupDatabase } from "../../scripts/db-setup";

export default async function globalSetup() {
  let url = process.env.TEST_DATABASE_URL;
  let teardown = async () => {};
  if (url) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query("DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;");
    await c.end();
  } else {
    const embedded = await startEmbeddedPostgres();
    url = embedded.url;
    teardown = embedded.stop;
  }
  await setupDatabase(url, () => {});
  process.env.DATABASE_URL = url;
  return teardown;
}
