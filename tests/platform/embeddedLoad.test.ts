// The quick start's database under load. On a throw-away embedded PostgreSQL of its own (whatever
// TEST_DATABASE_URL says), twenty backtests of strategies built on the public screeners are started at
// once, ten from the web app's tRPC and ten over REST, and every one of them must finish done. PGlite,
// the embedded database before this one, failed about one in five with a raw protocol error.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupDatabase } from "../../scripts/db-setup";
import { startTestPostgres, type EmbeddedDatabase } from "../../scripts/embedded-postgres";

type Clients = typeof import("@/tests/transport/clients");
type Helpers = typeof import("@/tests/helpers/server");
type Call = (
  operation: string,
  input: unknown,
  write?: boolean,
) => Promise<{ status: number; data: Record<string, unknown> }>;

const SCREENERS = [
  "5c0000000000000000000001",
  "5c0000000000000000000002",
  "5c0000000000000000000003",
  "5c0000000000000000000004",
];

let database: EmbeddedDatabase;
let server: http.Server;
let base: string;
let clients: Clients;
let helpers: Helpers;
let stopQueue: () => Promise<void>;

beforeAll(async () => {
  database = await startTestPostgres();
  // Before any server module loads, so the app, its queue and its worker all use this database.
  process.env.DATABASE_URL = database.url;
  process.env.LODESTAR_RATE_LIMIT = "off"; // this measures the database, not the per-second limit
  await setupDatabase(database.url, () => {});
  clients = await import("@/tests/transport/clients");
  helpers = await import("@/tests/helpers/server");
  ({ stopQueue } = await import("@/server/jobs/simulationQueue"));
  const { routeListener } = await import("@/server/transport/nodeHttp");
  server = http.createServer(
    routeListener(Object.values(helpers.ROUTES), (_req, res) => res.writeHead(404).end()),
  );
  server.keepAliveTimeout = 65_000; // as tests/helpers/server.ts
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await stopQueue?.();
  await database?.stop();
});

function viaRest(key: string): Call {
  return async (operation, input) => {
    const reply = await helpers.research(base, operation, input, key);
    return { status: reply.status, data: reply.body.data };
  };
}

function viaTrpc(cookie: string): Call {
  const client = clients.trpcClient(base, cookie);
  return async (operation, input, write = false) => {
    const envelope = (await (write ? client.mutation(operation, input) : client.query(operation, input))) as {
      data: Record<string, unknown>;
    };
    return { status: 200, data: envelope.data };
  };
}

/** Creates a strategy on a public screener, backtests it from `startYear`, and waits for the end. */
async function backtest(call: Call, screenerId: string, startYear: number): Promise<string> {
  const created = await call(
    "create_portfolio",
    {
      definition: {
        name: `On ${screenerId} from ${startYear}`,
        models: [
          {
            selection: { instruments: [], entryScreeners: [screenerId] },
            rebalance: { every: 3 },
            positionExits: { maxPositions: 5 },
          },
        ],
      },
    },
    true,
  );
  const portfolioId = (created.data.result as { portfolio: { id: string } }).portfolio.id;
  const started = await call(
    "simulate_portfolio",
    { portfolioId, startYear, variant: { costs: false } },
    true,
  );
  const simulationId = (started.data.result as { simulation: { id: string } }).simulation.id;
  for (const until = Date.now() + 170_000; Date.now() < until; await new Promise((r) => setTimeout(r, 250))) {
    const state = (await call("get_simulation", { simulationId })).data.result as {
      state: string;
      reason: string | null;
    };
    if (state.state === "done" || state.state === "failed")
      return state.state === "done" ? "done" : `failed: ${state.reason}`;
  }
  return "timed out";
}

describe("embedded PostgreSQL under concurrent backtests", () => {
  it("finishes twenty concurrent screener-driven backtests from tRPC and REST", async () => {
    const web = await clients.signUpUser(base, "professional", "load-web");
    const app = await clients.signUpUser(base, "professional", "load-app");
    const runs = Array.from({ length: 20 }, (_, k) => {
      const call = k % 2 === 0 ? viaTrpc(web.cookie) : viaRest(app.key);
      return backtest(call, SCREENERS[k % 4], 2010 + Math.floor(k / 4));
    });
    expect(await Promise.all(runs)).toEqual(Array(20).fill("done"));
  }, 200_000);
});
