// The database a command on this machine uses: DATABASE_URL when set, else the embedded PostgreSQL under
// .data/postgres, the one `npm run quickstart` runs. A running one is used as it is; otherwise it is
// started for as long as the command needs it (stop() then stops it; for a running one it does nothing).
import { env } from "@/server/env";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "./embedded-postgres";

export const EMBEDDED_DIR = ".data/postgres";

export async function localDatabase(log?: (line: string) => void): Promise<EmbeddedDatabase> {
  const given = env().databaseUrl;
  if (given) return { url: given, stop: async () => {} };
  return startEmbeddedPostgres(EMBEDDED_DIR, { port: Number(process.env.EMBEDDED_DB_PORT) || 54329, log });
}
