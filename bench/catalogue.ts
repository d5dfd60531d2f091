// Catalogue-call latency (p50, p99) and throughput over loopback HTTP against a production build.
//
//   npm run build && npm run bench:catalogue
//     starts the build itself: `npm start`'s server (scripts/serve.ts) on a free loopback port, on BENCH_DATABASE_URL (a database
//     of its own: it is migrated, seeded and given a bench user) or else a throw-away embedded PostgreSQL.
//   BENCH_URL=http://127.0.0.1:3000 BENCH_KEY=lsk_... npm run bench:catalogue
//     measures a server that is already running, with a key on a plan whose rate limit allows the load.
//
// Settings: BENCH_CONCURRENCY, a comma-separated list of client counts measured one after another
// (default 1,4,8); BENCH_SECONDS of measurement per count (default 10) after BENCH_WARMUP_SECONDS
// (default 3). Each client sends one call at a time over its own keep-alive connection, cycling
// through the catalogue operations; every answer must be HTTP 200.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import http from "node:http";
import { freePort, startTestPostgres } from "../scripts/embedded-postgres";
import { benchKey, percentile, post, waitUntilUp } from "./support/client";
import { setupDatabase } from "../scripts/db-setup";

const CALLS: [operation: string, input: unknown][] = [
  ["list_risk_rule_presets", {}],
  ["list_allocation_methods", {}],
  ["describe_strategy_model", {}],
  ["describe_portfolio_model", {}],
];
const TARGET = { p50Ms: 5, callsPerSecond: 1000 };

const concurrencies = (process.env.BENCH_CONCURRENCY || "1,4,8").split(",").map(Number);
const seconds = Number(process.env.BENCH_SECONDS || 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS || 3);

interface Target {
  url: string;
  key: string;
  stop: () => Promise<void>;
}

/** Starts the production build against a prepared database, with a bench user on the top plan. */
async function startApp(): Promise<Target> {
  const embedded = process.env.BENCH_DATABASE_URL ? null : await startTestPostgres();
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? embedded!.url;
  await setupDatabase(databaseUrl, () => {});
  const key = await benchKey(databaseUrl);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The per-key calls-per-second limit would cap the measurement at the plan's rate, not the service's.
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    APP_URL: url,
    PORT: String(port),
    HOST: "127.0.0.1",
    LODESTAR_RATE_LIMIT: "off",
    BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
  };
  const app: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    app.kill("SIGTERM");
    await new Promise((r) => app.once("exit", r));
    await embedded?.stop();
  };
  try {
    await waitUntilUp(url, app, ": is there a production build (npm run build)?");
  } catch (e) {
    await stop();
    throw e;
  }
  return { url, key, stop };
}

interface Sample {
  operation: string;
  ms: number;
}

/** `concurrency` clients calling in a loop until `until`; returns every call's latency. */
async function load(target: Target, concurrency: number, until: number): Promise<Sample[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const samples: Sample[] = [];
  const client = async (offset: number) => {
    for (let i = offset; Date.now() < until; i++) {
      const [operation, input] = CALLS[i % CALLS.length];
      const started = process.hrtime.bigint();
      const { status } = await post(
        agent,
        new URL(`/api/v1/research/${operation}`, target.url),
        target.key,
        JSON.stringify(input),
      );
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (status !== 200) throw new Error(`${operation} answered HTTP ${status}`);
      samples.push({ operation, ms });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, c) => client(c)));
  agent.destroy();
  return samples;
}

function report(label: string, samples: Sample[], elapsedS: number) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const row = [
    label.padEnd(26),
    String(ms.length).padStart(7),
    percentile(ms, 50).toFixed(2).padStart(8),
    percentile(ms, 99).toFixed(2).padStart(8),
    (ms.length / elapsedS).toFixed(0).padStart(9),
  ];
  console.log(row.join("  "));
  return { p50: percentile(ms, 50), perSecond: ms.length / elapsedS };
}

async function main() {
  const given = process.env.BENCH_URL;
  if (given && !process.env.BENCH_KEY)
    throw new Error("BENCH_URL needs BENCH_KEY (an API key on the server)");
  const target: Target = given
    ? { url: given.replace(/\/$/, ""), key: process.env.BENCH_KEY!, stop: async () => {} }
    : await startApp();
  try {
    for (const concurrency of concurrencies) {
      await load(target, concurrency, Date.now() + warmupSeconds * 1000);
      const started = Date.now();
      const samples = await load(target, concurrency, started + seconds * 1000);
      const elapsedS = (Date.now() - started) / 1000;
      console.log(
        `\n${target.url}: ${concurrency} concurrent client(s), ${seconds} s after ${warmupSeconds} s warm-up\n`,
      );
      console.log(
        [
          "operation".padEnd(26),
          "calls".padStart(7),
          "p50 ms".padStart(8),
          "p99 ms".padStart(8),
          "calls/s".padStart(9),
        ].join("  "),
      );
      for (const [operation] of CALLS)
        report(
          operation,
          samples.filter((s) => s.operation === operation),
          elapsedS,
        );
      const all = report("all", samples, elapsedS);
      const met = all.p50 < TARGET.p50Ms && all.perSecond >= TARGET.callsPerSecond;
      console.log(
        `target p50 < ${TARGET.p50Ms} ms and >= ${TARGET.callsPerSecond} calls/s: ${met ? "met" : "NOT met"}`,
      );
    }
  } finally {
    await target.stop();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
