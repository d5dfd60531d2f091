// A reproducible fault run on its own PostgreSQL cluster (fsync on, in a temporary folder):
//   1. writers (create_portfolio, distinct names) through a database restart, then an outage;
//   2. kill -9 of a worker in mid-simulation (a supervisor starts another);
//   3. kill -9 of the app in mid-inline-run (a supervisor starts it again): nothing is left behind, and
//      the client's retry computes the run.
// Prints acknowledged writes and writes found afterwards, the status codes seen in each phase (and
// whether every 503 carried Retry-After), and how the simulations ended.
//
//   npx tsx bench/faults.ts [--outage 8] [--writers 4] [--lease 60] [--bound 120]
// --lease sets LODESTAR_SIMULATION_LEASE_SECONDS of the app; --bound is how long after the kills the
// simulations may take to end (the target is none left running or queued after 120 s).
// The app is bench/support/api-server.ts (no production build needed) with the in-process worker off;
// the worker is `npm run worker` (scripts/worker.ts).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from "../scripts/embedded-postgres";
import { setupDatabase } from "../scripts/db-setup";
import { benchKey, post, startApi, type ApiProcess } from "./support/client";

const { values: args } = parseArgs({
  options: {
    outage: { type: "string", default: "8" },
    writers: { type: "string", default: "4" },
    lease: { type: "string", default: "60" },
    bound: { type: "string", default: "120" },
  },
});
const OUTAGE_S = Number(args.outage);
const LEASE_S = Number(args.lease);
const BOUND_S = Number(args.bound);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

const SIXTY_FORTY = {
  models: [
    {
      selection: { instruments: ["SPY", "IEF"] },
      rebalance: { every: 3 },
      allocation: { riskOn: { method: "fixed_weights", settings: { weight: { SPY: 0.6, IEF: 0.4 } } } },
    },
  ],
};

/** 40 stocks with daily bars from 1999 on: a run long enough to be killed in the middle. */
function longRunInstruments(): string[] {
  const manifest = JSON.parse(fs.readFileSync("data/build/manifest.json", "utf8")) as {
    instruments: { ticker: string; assetType: string; firstDate: string; lastDate: string }[];
  };
  return manifest.instruments
    .filter((i) => i.assetType === "stocks" && i.firstDate < "2000-01-01" && i.lastDate > "2020-01-01")
    .slice(0, 40)
    .map((i) => i.ticker);
}

class Cluster {
  private db!: EmbeddedDatabase;
  constructor(
    readonly dir: string,
    readonly port: number,
  ) {}
  async start() {
    this.db = await startEmbeddedPostgres(this.dir, { port: this.port });
  }
  stop() {
    return this.db.stop();
  }
  get url() {
    return `postgresql://postgres:lodestar-embedded@127.0.0.1:${this.port}/postgres`;
  }
}

interface Phase {
  name: string;
  statuses: Map<number, number>;
  retryAfterMissing: number;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lodestar-faults-"));
  fs.rmdirSync(dir); // initdb makes it, owned by the user the server runs as
  const cluster = new Cluster(dir, await freePort());
  await cluster.start();
  const children: ChildProcess[] = [];
  let api: ApiProcess | null = null;
  try {
    await setupDatabase(cluster.url, () => {});
    const key = await benchKey(cluster.url);
    const appEnv = {
      LODESTAR_INPROCESS_WORKER: "off",
      LODESTAR_SIMULATION_LEASE_SECONDS: String(LEASE_S),
      LODESTAR_SIMULATION_INLINE_LIMIT: "1000000000",
    };
    api = await startApi(cluster.url, appEnv);
    api.child.on("exit", (code, signal) => log(`app exited (${signal ?? code})`));
    const appPort = Number(new URL(api.url).port);
    /** A worker process, once it serves the queue (it loads the market data first). */
    const startWorker = async () => {
      const env = {
        ...process.env,
        DATABASE_URL: cluster.url,
        LODESTAR_SIMULATION_LEASE_SECONDS: String(LEASE_S),
      };
      const child = spawn(process.execPath, ["--import", "tsx", "scripts/worker.ts"], {
        env,
        stdio: ["ignore", "pipe", "inherit"],
      });
      children.push(child);
      child.on("exit", (code, signal) => log(`worker ${child.pid} exited (${signal ?? code})`));
      await new Promise<void>((resolve, reject) => {
        child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("[worker] queue") && resolve());
        child.once("exit", () => reject(new Error("the worker exited while starting")));
      });
      return child;
    };
    let worker = await startWorker();
    const agent = new http.Agent({ keepAlive: true });
    const call = async (operation: string, input: unknown) => {
      const a = await post(
        agent,
        new URL(`/api/v1/research/${operation}`, api!.url),
        key,
        JSON.stringify(input),
      );
      return { ...a, json: () => JSON.parse(a.body) };
    };

    // 1. Writers through a restart and an outage.
    log(`writers: ${args.writers}; database restart, then a ${OUTAGE_S} s outage`);
    const acked: string[] = [];
    let phase: Phase = { name: "steady", statuses: new Map(), retryAfterMissing: 0 };
    const phases = [phase];
    const enter = (name: string) => {
      phase = { name, statuses: new Map(), retryAfterMissing: 0 };
      phases.push(phase);
    };
    let writing = true;
    let firstOkAfterOutage: number | null = null;
    let outageEnded = 0;
    const writer = async (w: number) => {
      for (let i = 0; writing; i++) {
        const a = await call("create_portfolio", { definition: { ...SIXTY_FORTY, name: `fault-${w}-${i}` } });
        const p = phase;
        p.statuses.set(a.status, (p.statuses.get(a.status) ?? 0) + 1);
        if (a.status === 503 && !a.retryAfter) p.retryAfterMissing++;
        if (a.status === 200) {
          acked.push(a.json().data.result.portfolio.id);
          if (outageEnded && firstOkAfterOutage === null) firstOkAfterOutage = Date.now() - outageEnded;
        } else await sleep(100);
      }
    };
    const writers = Array.from({ length: Number(args.writers) }, (_, w) => writer(w));
    await sleep(3000);
    enter("restart");
    await cluster.stop();
    await cluster.start();
    enter("after restart");
    await sleep(3000);
    enter("outage");
    await cluster.stop();
    await sleep(OUTAGE_S * 1000);
    await cluster.start();
    outageEnded = Date.now();
    enter("recovery");
    await sleep(5000);
    writing = false;
    await Promise.all(writers);
    const client = new pg.Client({ connectionString: cluster.url });
    client.on("error", () => {}); // the cluster stops at the end while it may still be open
    await client.connect();
    const found = (
      await client.query<{ n: string }>("SELECT count(*) AS n FROM portfolio WHERE id = ANY($1)", [acked])
    ).rows[0].n;

    // 2. kill -9 of a worker in mid-simulation: a screener-driven run is always queued.
    const screened = await call("create_portfolio", {
      definition: {
        models: [
          {
            selection: { instruments: [], entryScreeners: ["5c0000000000000000000004"] },
            rebalance: { every: 1 },
            positionExits: { maxPositions: 5 },
          },
        ],
      },
    });
    const queuedAnswer = await call("simulate_portfolio", {
      portfolioId: screened.json().data.result.portfolio.id,
      startYear: 2005,
    });
    if (queuedAnswer.status !== 200)
      throw new Error(`simulate_portfolio answered ${queuedAnswer.status}: ${queuedAnswer.body}`);
    const queuedSim = queuedAnswer.json().data.result.simulation.id as string;
    const stateOf = async (id: string) =>
      (await client.query<{ state: string }>("SELECT state FROM simulation WHERE id = $1", [id])).rows[0]
        ?.state;
    const untilRunning = async (id: () => Promise<string | undefined>) => {
      for (let i = 0; i < 1200; i++) {
        const sim = await id();
        if (sim && (await stateOf(sim)) === "running") return sim;
        await sleep(25);
      }
      throw new Error("the simulation never started running");
    };
    await untilRunning(async () => queuedSim);
    worker.kill("SIGKILL");
    log(`kill -9 worker ${worker.pid} while ${queuedSim} runs; a new worker starts`);
    worker = await startWorker();

    // 3. kill -9 of the app in mid-inline-run: 40 stocks since 2000, computed in the request. An inline
    // run is stored in one INSERT when it is done, so the killed request must leave nothing behind,
    // and the client's retry must compute it. The run holds the app's event loop while it computes, so
    // the kill comes when a cheap read stops being answered.
    const big = await call("create_portfolio", {
      definition: { models: [{ selection: { instruments: longRunInstruments() }, rebalance: { every: 1 } }] },
    });
    if (big.status !== 200)
      throw new Error(`create_portfolio (40 stocks) answered ${big.status}: ${big.body}`);
    const bigId = big.json().data.result.portfolio.id as string;
    const rowsOfBig = async () =>
      Number(
        (
          await client.query<{ n: string }>('SELECT count(*) AS n FROM simulation WHERE "portfolioId" = $1', [
            bigId,
          ])
        ).rows[0].n,
      );
    /** Whether the app answers the OpenAPI document within `ms`. */
    const answersWithin = (ms: number) =>
      new Promise<boolean>((resolve) => {
        const req = http.get(new URL("/api/v1/openapi.json", api!.url), (res) => {
          res.resume();
          resolve(true);
        });
        req.setTimeout(ms, () => {
          req.destroy();
          resolve(false);
        });
        req.on("error", () => resolve(false));
      });
    const rowsBefore = await rowsOfBig();
    let answered = false;
    const inlineAnswer = call("simulate_portfolio", { portfolioId: bigId, startYear: 2000 }).finally(
      () => (answered = true),
    );
    while (!answered && (await answersWithin(500)));
    const killedAt = Date.now();
    await api.stop("SIGKILL");
    const killedAnswer = await inlineAnswer;
    const leftBehind = (await rowsOfBig()) - rowsBefore;
    log(
      `kill -9 app while it computes an inline run (the request answered ${killedAnswer.status || "nothing"}); the app starts again`,
    );
    api = await startApi(cluster.url, appEnv, appPort);
    const retried = await call("simulate_portfolio", { portfolioId: bigId, startYear: 2000 });
    const retriedRun = retried.status === 200 ? retried.json().data.result : null;

    // Every simulation ends within the bound.
    let left = Infinity;
    while (Date.now() - killedAt < BOUND_S * 1000) {
      left = Number(
        (
          await client.query<{ n: string }>(
            "SELECT count(*) AS n FROM simulation WHERE state IN ('queued', 'running')",
          )
        ).rows[0].n,
      );
      if (left === 0) break;
      await sleep(1000);
    }
    const ended = (Date.now() - killedAt) / 1000;
    const states = (
      await client.query<{ state: string; n: string }>(
        "SELECT state, count(*) AS n FROM simulation GROUP BY state ORDER BY state",
      )
    ).rows;
    const killed = (
      await client.query<{ id: string; state: string; recoveries: number; error: string | null }>(
        "SELECT id, state, recoveries, error FROM simulation WHERE id = ANY($1)",
        [[queuedSim]],
      )
    ).rows;
    await client.end();

    console.log("\n== writes");
    console.log(
      `acknowledged (200): ${acked.length}; found afterwards: ${found}; lost: ${acked.length - Number(found)}`,
    );
    console.log("\n== status codes by phase");
    for (const p of phases) {
      const codes = [...p.statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}: ${n}`)
        .join(", ");
      console.log(
        `${p.name.padEnd(14)} ${codes || "(none)"}${p.retryAfterMissing ? `; 503 without Retry-After: ${p.retryAfterMissing}` : ""}`,
      );
    }
    console.log(
      `first 200 after the database came back: ${firstOkAfterOutage === null ? "never" : `${firstOkAfterOutage} ms`} (same app process)`,
    );
    console.log(
      `\n== simulations, ${ended.toFixed(0)} s after the app was killed (bound ${BOUND_S} s, lease ${LEASE_S} s)`,
    );
    console.log(states.map((s) => `${s.state}: ${s.n}`).join(", "));
    for (const k of killed)
      console.log(
        `worker killed ${k.id}: ${k.state}, recoveries ${k.recoveries}${k.error ? `, "${k.error}"` : ""}`,
      );
    console.log(
      `app killed mid-inline-run: the request answered ${killedAnswer.status || "nothing"}; rows it left: ${leftBehind}; ` +
        `the retry answered ${retried.status}${retriedRun ? ` (${retriedRun.simulation.id}, ${retriedRun.state})` : `: ${retried.body.slice(0, 200)}`}`,
    );
    console.log(`left running or queued: ${left}`);
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
    await api?.stop();
    await cluster.stop().catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e instanceof Error ? e.stack : e);
    process.exit(1);
  },
);
