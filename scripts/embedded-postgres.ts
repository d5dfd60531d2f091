// The embedded database: PGlite (Postgres compiled to WASM), persisted in a folder (or in memory) and
// served on a loopback port over the Postgres wire protocol, so the app, pg-boss and tests all use a
// plain DATABASE_URL.
import net from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

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

/** `dataDir` undefined = in memory. */
export async function startEmbeddedPostgres(dataDir?: string, port?: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const db = await PGlite.create(dataDir);
  const listenPort = port ?? (await freePort());
  const server = new PGLiteSocketServer({ db, port: listenPort, host: "127.0.0.1", maxConnections: 64 });
  await server.start();
  return {
    url: `postgresql://postgres@127.0.0.1:${listenPort}/postgres?sslmode=disable`,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}
