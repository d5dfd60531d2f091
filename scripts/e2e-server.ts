// Serves the production build for the browser tests: TEST_DATABASE_URL (schema reset) or an in-memory
// embedded database, migrated and seeded, then the production server (`npm start`'s scripts/serve.ts) on the given port.
import { randomBytes } from "node:crypto";
import { prepareTestDatabase } from "./test-database";
import { launchApp } from "./launch-app";

async function main() {
  const port = process.argv[2] ?? "3210";
  const { url, embedded } = await prepareTestDatabase();
  const appUrl = `http://127.0.0.1:${port}`;
  launchApp(
    {
      ...process.env,
      PORT: port,
      HOST: "127.0.0.1",
      DATABASE_URL: url,
      APP_URL: appUrl,
      BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
      LODESTAR_AUTH_RATE_LIMIT: "off",
    },
    embedded,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
