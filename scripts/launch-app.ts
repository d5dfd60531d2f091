// Runs the production server (`npm start`'s scripts/serve.ts) as a child of a launcher that owns an
// embedded database: the launcher stops the server and the database together on a signal, and
// stops the database and exits when the server ends.
import { spawn } from "node:child_process";

export function launchApp(env: NodeJS.ProcessEnv, embedded: { stop: () => Promise<void> } | null): void {
  const server = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], { stdio: "inherit", env });
  const stop = async () => {
    server.kill("SIGTERM");
    await embedded?.stop();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  server.on("exit", async (code) => {
    await embedded?.stop();
    process.exit(code ?? 0);
  });
}
