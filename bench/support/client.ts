// What the benches share: a bench user with an API key on the top plan, the API process of
// bench/support/api-server.ts, waiting for a server to answer, one keep-alive POST and a client of
// research calls on it, percentiles, the words beside a figure.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import { freePort } from "../../scripts/embedded-postgres";

export async function benchKey(databaseUrl: string): Promise<string> {
  const { createDb } = await import("@/server/db");
  const { createApiKey } = await import("@/server/domain/accounts/apiKeys");
  const { systemClock } = await import("@/server/clock");
  const { newRecordId } = await import("@/server/ids");
  const db = createDb(databaseUrl, 1);
  try {
    const id = newRecordId();
    await db.user.create({
      data: { id, name: "Bench", email: `bench-${id}@bench.lodestar`, plan: "professional" },
    });
    return (await createApiKey(db, systemClock, id, "bench")).secret;
  } finally {
    await db.$disconnect();
  }
}

// Three minutes: on a shared, loaded machine the app's start (data load, warm-up) took over a minute.
const UP_WITHIN_S = 180;

export async function waitUntilUp(url: string, app: ChildProcess, hint = ""): Promise<void> {
  const deadline = Date.now() + UP_WITHIN_S * 1000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`the server exited with ${app.exitCode}${hint}`);
    const up = await fetch(`${url}/api/v1/openapi.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the app did not answer within ${UP_WITHIN_S} s`);
}

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** Ends the process (SIGTERM, or `signal`) and waits for it. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** With awaitWarmUp: what the start-up warm-up reported (its time), once it is over. */
  warmUp?: string;
}

/** Starts bench/support/api-server.ts on a free loopback port with the per-key rate limit off. */
export async function startApi(
  databaseUrl: string,
  extraEnv: Record<string, string> = {},
  port?: number,
  awaitWarmUp = false,
): Promise<ApiProcess> {
  const listen = port ?? (await freePort());
  const url = `http://127.0.0.1:${listen}`;
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    APP_URL: url,
    PORT: String(listen),
    HOST: "127.0.0.1",
    LODESTAR_RATE_LIMIT: "off",
    ...extraEnv,
  };
  // BENCH_API_NODE_ARGS: extra node flags for the API process, e.g. "--cpu-prof --cpu-prof-dir=/tmp/p".
  const nodeArgs = ["--expose-gc", ...(process.env.BENCH_API_NODE_ARGS ?? "").split(" ").filter(Boolean)];
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "bench/support/api-server.ts"], {
    env,
    stdio: ["ignore", awaitWarmUp ? "pipe" : "ignore", "inherit"],
  });
  const warmUp = awaitWarmUp ? warmUpLine(child) : Promise.resolve(undefined);
  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill(signal);
    await exited;
  };
  await waitUntilUp(url, child).catch(async (e) => {
    await stop();
    throw e;
  });
  return { url, child, stop, warmUp: await warmUp };
}

/** The start-up warm-up's report (instrumentation-node.ts); undefined if the process exits or 30 s pass first. */
function warmUpLine(child: ChildProcess): Promise<string | undefined> {
  return new Promise((resolve) => {
    child.once("exit", () => resolve(undefined));
    setTimeout(() => resolve(undefined), 30_000).unref();
    child.stdout!.on("data", (chunk: Buffer) => {
      if (process.env.BENCH_ECHO) process.stderr.write(chunk);
      const line = /\[warm-up\] ([^\n]*)/.exec(chunk.toString());
      if (line) resolve(line[1]);
    });
  });
}

/** `concurrency` clients, each calling one at a time over keep-alive, cycling `calls` until `until`. */
export async function loadCalls(
  url: string,
  key: string,
  calls: [operation: string, input: unknown][],
  concurrency: number,
  until: number,
): Promise<number[]> {
  const { call, close } = restClient(url, key, concurrency);
  const ms: number[] = [];
  const client = async (offset: number) => {
    for (let i = offset; Date.now() < until; i++) ms.push((await call(...calls[i % calls.length])).ms);
  };
  await Promise.all(Array.from({ length: concurrency }, (_, c) => client(c)));
  close();
  return ms;
}

export interface Answer {
  status: number;
  retryAfter: string | null;
  body: string;
}

/** One POST over a keep-alive agent; resolves once the whole body has arrived (status 0: no answer). */
export function post(agent: http.Agent, url: URL, key: string, body: string): Promise<Answer> {
  return new Promise((resolve) => {
    const headers = {
      authorization: `Bearer ${key}`,
      "content-type": "application/json",
      "content-length": Buffer.byteLength(body),
    };
    const req = http.request(url, { method: "POST", agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          retryAfter: res.headers["retry-after"] ?? null,
          body: Buffer.concat(chunks).toString(),
        }),
      );
      res.on("error", () => resolve({ status: 0, retryAfter: null, body: "" }));
    });
    req.on("error", () => resolve({ status: 0, retryAfter: null, body: "" }));
    req.end(body);
  });
}

/** One research call to `url` over `agent`: its answer and its time (ms) to the last byte, whatever the status. */
export async function timedCall(
  agent: http.Agent,
  url: string,
  key: string,
  operation: string,
  input: unknown,
): Promise<Answer & { ms: number }> {
  const started = process.hrtime.bigint();
  const answer = await post(agent, new URL(`/api/v1/research/${operation}`, url), key, JSON.stringify(input));
  return { ...answer, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}

/**
 * Research calls to `url` over `sockets` keep-alive sockets: each answers its `data` and its time (ms) to
 * the last byte, and throws on a status other than 200.
 */
export function restClient(url: string, key: string, sockets = 1) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const call = async (operation: string, input: unknown) => {
    const { ms, ...answer } = await timedCall(agent, url, key, operation, input);
    if (answer.status !== 200) throw new Error(`${operation} answered HTTP ${answer.status}: ${answer.body}`);
    return { ms, data: JSON.parse(answer.body).data };
  };
  return { call, close: () => agent.destroy() };
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Resident set size of a process in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The API process's RSS after a full collection (api-server.ts collects on SIGUSR2). */
export async function collectedRssMb(pid: number): Promise<number> {
  process.kill(pid, "SIGUSR2");
  await new Promise((r) => setTimeout(r, 500));
  return rssMb(pid);
}

/** The 1-minute load average beside every figure: the machine is shared. */
export const load = () => `[load ${os.loadavg()[0].toFixed(2)}]`;

export const ok = (met: boolean) => (met ? "met" : "NOT met");
