// npm run quickstart: the one-command start on a fresh machine. Starts the embedded PostgreSQL (under
// .data/postgres, unless DATABASE_URL is set), applies migrations and seeds, makes a demo account and
// API key, builds the app once, and serves it (scripts/serve.ts, as `npm start`). Prints the URL, the
// database's URL, the demo sign-in and the demo key.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { randomBytes } from "node:crypto";
import { localDatabase } from "./local-database";
import { setupDatabase } from "./db-setup";
import { launchApp } from "./launch-app";
import { env } from "@/server/env";

const DEMO = { email: "demo@lodestar.local", password: "lodestar-demo", plan: "advanced" as const };

async function main() {
  fs.mkdirSync(".data", { recursive: true });
  const { port, appUrl } = env();
  const database = await localDatabase();
  const databaseUrl = database.url;
  await setupDatabase(databaseUrl, (line) => console.log(line));
  const apiKey = await demoAccount(databaseUrl);

  if (!fs.existsSync(".next/BUILD_ID")) {
    console.log("building the app (first start only; a few minutes on 2 cores)...");
    const status = await new Promise<number | null>((resolve) =>
      spawn("npx", ["next", "build"], {
        stdio: "inherit",
        env: { ...process.env, DATABASE_URL: databaseUrl },
      }).on("exit", resolve),
    );
    if (status !== 0) process.exit(status ?? 1);
  }
  console.log(
    `\nLodestar is starting at ${appUrl}\n  sign in:  ${DEMO.email} / ${DEMO.password}\n  API key:  ${apiKey}\n  database: ${databaseUrl}  (npm run admin and npm run worker find it by themselves)\n  try:      curl -s -X POST ${appUrl}/api/v1/research/list_risk_rule_presets -H "Authorization: Bearer ${apiKey}" -H "content-type: application/json" -d '{}'\n`,
  );
  // The secret as given, not env()'s development fallback: the app runs in production mode.
  const secret = process.env.BETTER_AUTH_SECRET || localSecret();
  const app = { PORT: String(port), DATABASE_URL: databaseUrl, APP_URL: appUrl, BETTER_AUTH_SECRET: secret };
  launchApp({ ...process.env, ...app }, database);
}

/** A session-signing secret made once for this machine and kept in .data/. */
function localSecret(): string {
  const file = ".data/auth-secret";
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  return fs.readFileSync(file, "utf8").trim();
}

/** The demo user (email + password sign-in) and an API key, kept in .data/ so restarts print the same key. */
async function demoAccount(databaseUrl: string): Promise<string> {
  const { createDb } = await import("@/server/db");
  const { ensureUserWithPassword } = await import("@/server/domain/accounts/users");
  const { credentialsFor } = await import("@/server/auth");
  const { createApiKey } = await import("@/server/domain/accounts/apiKeys");
  const { systemClock } = await import("@/server/clock");
  const db = createDb(databaseUrl, 2);
  try {
    const userId = await ensureUserWithPassword(db, credentialsFor(db), {
      email: DEMO.email,
      password: DEMO.password,
      name: "Demo",
      plan: DEMO.plan,
    });
    const keyFile = ".data/demo-api-key";
    if (fs.existsSync(keyFile)) {
      const saved = fs.readFileSync(keyFile, "utf8").trim();
      const { hashKey } = await import("@/server/domain/accounts/apiKeys");
      if (await db.apiKey.findFirst({ where: { hash: hashKey(saved), revokedAt: null } })) return saved;
    }
    const { secret } = await createApiKey(db, systemClock, userId, "Demo key");
    fs.writeFileSync(keyFile, secret + "\n", { mode: 0o600 });
    return secret;
  } finally {
    await db.$disconnect();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
