// Serves the production build for the browser tests: TEST_DATABASE_URL (schema reset) or an in-memory
// embedded database, migrated and seeded, then the production server (`npm start`'s scripts/serve.ts) on the given port.
import { spawn } from "node:child_process";
import pg from "pg";
import { randomBytes } from "node:crypto";
import { startEmbeddedPostgres } from "./embedded-postgres";
import { setupDatabase } from "./db-setup";

async function main() {
  const port = process.argv[2] ?? "3210";
  let url = process.env.TEST_DATABASE_URL;
  const embedded = url ? null : await startEmbeddedPostgres();
  if (url) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query("DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;");
    await c.end();
  } else url = embedded!.url;
  await setupDatabase(url, () => {});
  const appUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], { stdio: "inherit", env: { ...process.env, PORT: port, HOST: "127.0.0.1", DATABASE_URL: url, APP_URL: appUrl, BETTER_AUTH_SECRET: randomBytes(32).toString("hex"), LODESTAR_AUTH_RATE_LIMIT: "off" } });
  const stop = async () => {
    server.kill("SIGTERM");
    await embedded?.stop();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
