// npm run bench:simulations — prints
//   0. REST simulate_portfolio, request to done, on a fresh API process (bench/support/restSimulate.ts):
//      warm p50, the first call of BENCH_FRESH_PROCESSES (default 3) fresh processes against it, RSS after
//      10 and BENCH_SIMULATIONS (default 500) simulations, catalogue calls at 4 clients;
//   1. compare_simulations of five stored simulations: server time (validation, allowance count, handler,
//      envelope; no HTTP) p50 / p99 over BENCH_CALLS calls (default 300) after 30 warm-up calls;
//   2. worker throughput: BENCH_JOBS queued simulations (default 12; a 60/40 ETF portfolio from different
//      start years) served by 1, then 2 worker processes (`npm run worker`), in simulations per minute
//      from the moment every worker is ready (market data loaded) until the last one is done.
//   3. REST end to end of the two screener-driven strategies (bench/support/restScreened.ts), BENCH_SCREENED
//      calls each (default 20) after a first one with cold screens;
// Database: BENCH_DATABASE_URL (migrated and seeded here; use a database of its own), else an in-memory
// throw-away embedded PostgreSQL. Targets: compare p50 < 20 ms and those printed by parts 0 and 3.
// BENCH_PARTS: a comma-separated subset of rest,screened,compare,workers (default all).
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { Db } from "@/server/db";
import { startTestPostgres } from "../scripts/embedded-postgres";
import { setupDatabase } from "../scripts/db-setup";
import { benchRestSimulate } from "./support/restSimulate";
import { benchRestScreened } from "./support/restScreened";

process.env.LODESTAR_RATE_LIMIT = "off";
process.env.LODESTAR_INPROCESS_WORKER = "off";
const CALLS = Number(process.env.BENCH_CALLS || 300);
const JOBS = Number(process.env.BENCH_JOBS || 12);
const TARGET_P50_MS = 20;
const PARTS = new Set((process.env.BENCH_PARTS || "rest,screened,compare,workers").split(","));

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function main() {
  const embedded = process.env.BENCH_DATABASE_URL ? null : await startTestPostgres();
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? embedded!.url;
  process.env.DATABASE_URL = databaseUrl;
  await setupDatabase(databaseUrl, () => {});
  if (PARTS.has("rest"))
    await benchRestSimulate(
      databaseUrl,
      Number(process.env.BENCH_SIMULATIONS || 500),
      Number(process.env.BENCH_FRESH_PROCESSES || 3),
    );
  if (PARTS.has("screened")) await benchRestScreened(databaseUrl, Number(process.env.BENCH_SCREENED || 20));
  // Imported after DATABASE_URL is set: the app's modules read it once.
  const { createDb } = await import("@/server/db");
  const { systemClock } = await import("@/server/clock");
  const { execute, findOperation } = await import("@/server/transport/execute");
  const { stopQueue } = await import("@/server/jobs/simulationQueue");
  const db = createDb(databaseUrl, 4);
  const userId = randomBytes(12).toString("hex");
  await db.user.create({
    data: { id: userId, name: "Bench", email: `${userId}@bench.lodestar`, plan: "professional" },
  });
  const caller = { userId, plan: "professional" as const, apiKeyId: null, folder: "bench" };
  const call = async (op: string, input: unknown) =>
    execute(findOperation(op), input, { db, clock: systemClock, caller, requestId: "bench" });

  const created = await call("create_portfolio", {
    definition: {
      name: "Bench 60/40",
      models: [
        {
          selection: { instruments: ["SPY", "IEF"] },
          rebalance: { every: 3 },
          allocation: { riskOn: { method: "fixed_weights", settings: { weight: { SPY: 0.6, IEF: 0.4 } } } },
        },
      ],
    },
  });
  const portfolioId = (created.data.result as { portfolio: { id: string } }).portfolio.id;
  const simulate = async (input: object) =>
    (await call("simulate_portfolio", { portfolioId, ...input })).data as {
      result: { simulation: { id: string } };
      jobId?: string;
    };

  // 1. compare_simulations latency.
  if (PARTS.has("compare")) await benchCompare(call, simulate);
  // 2. Worker throughput with 1 and 2 worker processes.
  if (PARTS.has("workers")) await benchWorkers(db, databaseUrl, simulate);
  await stopQueue();
  await db.$disconnect();
  await embedded?.stop();
}

type Call = (op: string, input: unknown) => Promise<{ data: { result: unknown } }>;
type Simulate = (input: object) => Promise<{ result: { simulation: { id: string } }; jobId?: string }>;

async function benchCompare(call: Call, simulate: Simulate) {
  const ids: string[] = [];
  for (const startYear of [2005, 2008, 2011, 2014, 2017])
    ids.push((await simulate({ startYear })).result.simulation.id);
  for (let k = 0; k < 30; k++) await call("compare_simulations", { simulationIds: ids });
  const times: number[] = [];
  for (let k = 0; k < CALLS; k++) {
    const started = performance.now();
    await call("compare_simulations", { simulationIds: ids });
    times.push(performance.now() - started);
  }
  const p50 = percentile(times, 50);
  console.log(
    `compare_simulations, 5 stored simulations (2005-2017 starts), server time over ${CALLS} calls: p50 ${p50.toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms (target p50 < ${TARGET_P50_MS} ms) ${p50 < TARGET_P50_MS ? "OK" : "OVER"}`,
  );
}

async function benchWorkers(db: Db, databaseUrl: string, simulate: Simulate) {
  process.env.LODESTAR_SIMULATION_INLINE_LIMIT = "0";
  for (const workers of [1, 2]) {
    const procs = await Promise.all(Array.from({ length: workers }, () => startWorker(databaseUrl)));
    const started = performance.now();
    const jobIds: string[] = [];
    for (let k = 0; k < JOBS; k++) {
      const data = await simulate({ startYear: 2005 + k, startingCapital: 10_000 + workers });
      if (!data.jobId) throw new Error("expected a queued simulation");
      jobIds.push(data.jobId);
    }
    for (;;) {
      const left = await db.simulation.count({
        where: { jobId: { in: jobIds }, state: { in: ["queued", "running"] } },
      });
      if (left === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    const failed = await db.simulation.count({ where: { jobId: { in: jobIds }, state: "failed" } });
    console.log(
      `worker throughput, ${workers} worker process(es): ${JOBS} simulations in ${seconds.toFixed(1)} s = ${((JOBS / seconds) * 60).toFixed(0)} simulations/minute${failed ? ` (${failed} failed)` : ""}`,
    );
    await Promise.all(procs.map(stopWorker));
  }
}

/** A `npm run worker` process; resolves once it serves the queue (its market data is loaded). */
function startWorker(databaseUrl: string): Promise<ChildProcess> {
  const tsx = path.resolve("node_modules/.bin/tsx");
  const child = spawn(tsx, ["scripts/worker.ts"], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`worker exited with ${code}`)));
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("serving queue")) resolve(child);
    });
  });
}

function stopWorker(child: ChildProcess): Promise<void> {
  child.removeAllListeners("exit");
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
