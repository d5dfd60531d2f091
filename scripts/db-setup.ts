// npm run db:setup: apply migrations to DATABASE_URL (offline), then load reference data and public
// records. Safe to run again. Without DATABASE_URL it sets up the embedded database under .data/.
import { applyMigrations } from "./migrate";
import { startEmbeddedPostgres } from "./embedded-postgres";
import { env } from "@/server/env";

export async function setupDatabase(databaseUrl: string, log: (line: string) => void): Promise<void> {
  await applyMigrations(databaseUrl, log);
  const { createDb } = await import("@/server/db");
  const { seedAll } = await import("@/server/seed");
  const db = createDb(databaseUrl, 2);
  try {
    await seedAll(db, log);
  } finally {
    await db.$disconnect();
  }
}

async function main() {
  const { databaseUrl } = env();
  const embedded = databaseUrl ? null : await startEmbeddedPostgres(".data/pglite");
  const url = databaseUrl ?? embedded!.url;
  await setupDatabase(url, (line) => console.log(line));
  await embedded?.stop();
  console.log("database ready");
}

if (process.argv[1] && /db-setup\.ts$/.test(process.argv[1])) {
  main().catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
