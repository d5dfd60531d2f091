// Every environment variable the app reads is read here, through one schema that states its default
// and meaning; nothing else in server/, app/ or components/ touches process.env. DEVELOPERS.md
// "Settings" lists the same table. Nothing is required, so `next build` runs without a database or a
// secret; code that needs one says so when it is used (getDb, createAuth).
import { isIP } from "node:net";
import { z } from "zod";

const onOff = (meaning: string) => z.enum(["on", "off"]).default("on").describe(meaning);

export const envSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"])
    .default("development")
    .describe(
      "Set by Next, npm start and vitest. production: npm start refuses to start without " +
        "DATABASE_URL, BETTER_AUTH_SECRET and APP_URL, and sign-in attempts are rate-limited.",
    ),
  DATABASE_URL: z
    .string()
    .optional()
    .describe(
      "PostgreSQL URL of the app's database. Unset: no database (enough for next build); " +
        "npm run quickstart starts an embedded one.",
    ),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000).describe("Port npm start listens on."),
  HOST: z.string().optional().describe("Interface npm start listens on. Unset: all interfaces."),
  APP_URL: z
    .url()
    .optional()
    .describe(
      "The web app's public address, used in links (openUrl, permalink), sign-in origins and the " +
        "OpenAPI servers. Unset: http://localhost:PORT.",
    ),
  BETTER_AUTH_SECRET: z
    .string()
    .optional()
    .describe(
      "Signs sessions. Required in production; outside production a fixed development secret " +
        "is used. The quick start and the browser-test server generate one.",
    ),
  NEXT_RUNTIME: z.string().optional().describe("Set by Next: nodejs or edge; start-up work runs in nodejs."),
  NEXT_PHASE: z.string().optional().describe("Set by Next; phase-production-build during next build."),
  LODESTAR_JOBS: onOff(
    "off: this app process does not register the draft-expiry schedule nor sweep " +
      "interrupted simulations.",
  ),
  LODESTAR_INPROCESS_WORKER: onOff(
    "off: the app process only queues simulations; `npm run worker` " + "processes compute them.",
  ),
  LODESTAR_SIMULATION_QUEUE: z
    .string()
    .default("simulations")
    .describe(
      "pg-boss queue of simulations: environments (or test files) sharing one database use " +
        "different names.",
    ),
  LODESTAR_SIMULATION_INLINE_LIMIT: z.coerce
    .number()
    .min(0)
    .default(300_000)
    .describe(
      "Instrument-days a run may cost and still be computed in the request (about half a second " +
        "on one core); costlier runs are queued. 0 queues every run.",
    ),
  LODESTAR_SIMULATION_LEASE_SECONDS: z.coerce
    .number()
    .int()
    .min(2)
    .default(60)
    .describe(
      "Seconds a running simulation may go without a progress step before the recovery sweep " +
        "counts its process as gone and queues it again (a run's longest step takes a few seconds).",
    ),
  LODESTAR_WORKER_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .default(1)
    .describe(
      "Polling loops per `npm run worker` process. Runs are CPU-bound: start more processes rather " +
        "than more loops.",
    ),
  LODESTAR_RATE_LIMIT: onOff("off: no per-key calls-per-second limit (load tests)."),
  LODESTAR_AUTH_RATE_LIMIT: onOff(
    "off: no sign-in attempt limits in production (browser tests sign up many people from one address). " +
      "On: per client address and per account (docs/decisions.md).",
  ),
  LODESTAR_TRUSTED_PROXIES: z
    .string()
    .optional()
    .refine(
      (list) => list === undefined || list.split(",").every((entry) => isAddressOrSubnet(entry.trim())),
      {
        message: "a comma-separated list of IP addresses or subnets (10.0.0.0/8, ::1)",
      },
    )
    .describe(
      "Comma-separated IP addresses or subnets (10.0.0.0/8) of the reverse proxies in front of the app. " +
        "Only a request from one of them has its X-Forwarded-For read for the client's address (sign-in and " +
        "refusal limits); from anyone else the header is ignored. Unset: no proxy is trusted.",
    ),
  LODESTAR_REFUSAL_LIMIT: z.coerce
    .number()
    .int()
    .min(0)
    .default(120)
    .describe(
      "Refused requests (401, 413, 422) one client address may cause per minute; past it the API " +
        "answers 429 before reading the request. 0: no limit (the test suite, fuzzing).",
    ),
});

/** An IPv4 or IPv6 address, or a subnet of one (`address/prefix`). */
function isAddressOrSubnet(entry: string): boolean {
  const [address, prefix, extra] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** What a production server cannot serve without, and why (scripts/serve.ts refuses to start). */
const PRODUCTION_REQUIRED = {
  DATABASE_URL: "every research call reads it",
  BETTER_AUTH_SECRET: "signs sessions; without it every sign-up and sign-in fails",
  APP_URL: "the public address in links and in the sign-in origin check",
} as const;

/**
 * Why a production server must not start with these settings, naming each missing variable; null when
 * it may (and always outside production).
 */
export function productionSettingsProblem(
  source: Record<string, string | undefined> = process.env,
): string | null {
  if (!readEnv(source).production) return null;
  const missing = Object.entries(PRODUCTION_REQUIRED).filter(([name]) => !source[name]);
  if (missing.length === 0) return null;
  const list = missing.map(([name, why]) => `${name} (${why})`).join(", ");
  return (
    `Lodestar does not start in production without ${list}. Set ${missing.length > 1 ? "them" : "it"} ` +
    `and start again (DEVELOPERS.md "Settings").`
  );
}

const DEV_AUTH_SECRET = "lodestar-dev-secret-not-for-production-0123456789";

/** The settings of `source` (process.env by default); an empty variable counts as unset. */
export function readEnv(source: Record<string, string | undefined> = process.env) {
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment (see DEVELOPERS.md "Settings"): ${problems}`);
  }
  const v = parsed.data;
  const production = v.NODE_ENV === "production";
  return {
    production,
    databaseUrl: v.DATABASE_URL ?? null,
    port: v.PORT,
    host: v.HOST ?? null,
    appUrl: (v.APP_URL ?? `http://localhost:${v.PORT}`).replace(/\/$/, ""),
    /** null in production without BETTER_AUTH_SECRET: createAuth refuses to start. */
    authSecret: v.BETTER_AUTH_SECRET ?? (production ? null : DEV_AUTH_SECRET),
    /** Start-up work (jobs, data warm-up) runs in the Node runtime of a server, never in next build. */
    startUpWork: v.NEXT_RUNTIME === "nodejs" && v.NEXT_PHASE !== "phase-production-build",
    jobs: v.LODESTAR_JOBS === "on",
    inProcessWorker: v.LODESTAR_INPROCESS_WORKER === "on",
    simulationQueue: v.LODESTAR_SIMULATION_QUEUE,
    simulationInlineLimit: v.LODESTAR_SIMULATION_INLINE_LIMIT,
    simulationLeaseSeconds: v.LODESTAR_SIMULATION_LEASE_SECONDS,
    workerConcurrency: v.LODESTAR_WORKER_CONCURRENCY,
    rateLimit: v.LODESTAR_RATE_LIMIT === "on",
    authRateLimit: production && v.LODESTAR_AUTH_RATE_LIMIT === "on",
    trustedProxies: (v.LODESTAR_TRUSTED_PROXIES ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ""),
    refusalsPerMinute: v.LODESTAR_REFUSAL_LIMIT,
  };
}

export type Env = ReturnType<typeof readEnv>;

let current: Env | null = null;

/** The process's settings, read on first use (after scripts/serve.ts has set NODE_ENV). */
export const env = (): Env => (current ??= readEnv());

/** Reads the environment again: for tests that change a variable while they run. */
export function rereadEnv(): void {
  current = null;
}
