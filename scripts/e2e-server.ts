// Serves the production build for the browser tests: TEST_DATABASE_URL (schema reset) or an in-memory
// embedded database, migrated and seeded (its address left for the tests: e2e/database.ts), then the
// production server (`npm start`'s scripts/serve.ts) on the given port.
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { e2eDatabaseFile } from "@/e2e/database";
import { prepareTestDatabase } from "./test-database";
import { launchApp } from "./launch-app";

async function main() {
  const port = process.argv[2] ?? "3210";
  const { url, embedded } = await prepareTestDatabase();
  const appUrl = `http://127.0.0.1:${port}`;
  // Where the browser tests find the database, to do what only an operator can (set a person's plan).
  writeFileSync(e2eDatabaseFile(port), url);
  launchApp(
    {
      ...process.env,
      PORT: port,
      HOST: "127.0.0.1",
      DATABASE_URL: url,
      APP_URL: appUrl,
      BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
      LODESTAR_AUTH_RATE_LIMIT: "off",
      // Every browser test comes from 127.0.0.1, and some are refused on purpose.
      LODESTAR_REFUSAL_LIMIT: "0",
    },
    embedded,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
