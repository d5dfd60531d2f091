// What the first simulation of a process would pay, paid at start in the background
// (instrumentation-node.ts): the market data and every instrument's bars; each public portfolio
// simulated against the default benchmark on the default settings through the code a request runs
// (the engine and metrics compiled by the JIT), its result encoded and read back and its answers checked
// against their schemas; each public portfolio's run as a benchmark for every start year on the default
// settings (benchmarkRuns.ts); the OpenAPI document and the MCP tool list (built once, about 30 ms
// each); a first simulate_portfolio's database work, in transactions rolled back (warmDatabase).
// Nothing is kept.
import type { Db } from "@/server/db";
import { getMarketData } from "@/server/data/load";
import { barsOf } from "@/server/engine/indicators/bars";
import { PUBLIC_PORTFOLIOS, publicDefinition } from "@/server/seed/publicPortfolios";
import { DEFAULT_BENCHMARK_ID } from "@/server/domain/portfolios/benchmarkIds";
import { resolveSettings } from "@/server/domain/simulations/settings";
import { recipeOf } from "@/server/domain/simulations/recipe";
import { computeRequest, storedInputOf } from "@/server/domain/simulations/service";
import { benchmarkRun, engineRunOf } from "@/server/domain/simulations/compute";
import type { PortfolioDefinition } from "@/server/domain/portfolios/schema";
import type { MarketData } from "@/server/engine/data/panel";
import { cardOf } from "@/server/domain/simulations/summary";
import { encodeResult } from "@/server/domain/simulations/resultColumn";
import { doneRowOf } from "@/server/domain/simulations/store";
import { resultOf } from "@/server/domain/simulations/stored";
import { statusOf, statusSchema } from "@/server/domain/simulations/status";
import { metricsResultSchema, metricsView } from "@/server/domain/simulations/metrics";
import { usageCounterPool } from "@/server/domain/accounts/usageCounterPool";
import { authenticateBearer, createApiKey } from "@/server/domain/accounts/apiKeys";
import { execute } from "@/server/transport/execute";
import { handleRest } from "@/server/transport/rest";
import { simulatePortfolio } from "@/server/operations/simulate_portfolio";
import { expiryAfterUse } from "@/server/domain/drafts/lifecycle";
import { newRecordId } from "@/server/ids";
import { systemClock } from "@/server/clock";
import { openApiJson } from "@/server/transport/openapi";
import { mcpTools } from "@/server/transport/mcp";

const WARM_UP_USER = "warm-up";
const WARM_UP_ROUNDS = 5;
const DATABASE_ROUNDS = 4;

/** Runs the warm-up; returns what took how long (milliseconds), for the log. */
export async function warmUp(db: Db | null): Promise<Record<string, number>> {
  const took: Record<string, number> = {};
  const timed = async <T>(label: string, work: () => T | Promise<T>): Promise<T> => {
    const started = performance.now();
    const out = await work();
    took[label] = Math.round(performance.now() - started);
    return out;
  };
  const market = await timed("market data", () => getMarketData());
  await timed("bars", () => barsOf(market.prices, 0));
  const benchmark = publicDefinition(PUBLIC_PORTFOLIOS.find((p) => p.id === DEFAULT_BENCHMARK_ID)!);
  // Several rounds: V8 optimises a function only after it has run a few times.
  await timed("simulations", async () => {
    for (let round = 0; round < WARM_UP_ROUNDS; round++)
      for (const p of PUBLIC_PORTFOLIOS) await simulateOnce(p.id, publicDefinition(p), benchmark, market);
  });
  await timed("benchmark runs", async () => {
    for (const p of PUBLIC_PORTFOLIOS) await keepBenchmarkRuns(p.id, publicDefinition(p), market);
  });
  await timed("documents", () => [openApiJson(), mcpTools()]);
  if (db) await timed("database", () => warmDatabase(db));
  return took;
}

async function simulateOnce(
  portfolioId: string,
  definition: PortfolioDefinition,
  benchmark: PortfolioDefinition,
  market: MarketData,
) {
  const { settings } = resolveSettings({}, definition, "professional");
  const { recipe, recipeId } = recipeOf(portfolioId, definition, benchmark, {}, settings, market.dataVersion);
  const request = {
    recipe,
    portfolioName: definition.name,
    benchmark: { portfolioId, name: benchmark.name },
  };
  const result = await computeRequest(market, recipeId, request);
  const versions = { dataVersion: recipe.dataVersion, engineVersion: recipe.engineVersion };
  const s = { userId: WARM_UP_USER, portfolioId, recipeId, request, versions };
  const row = doneRowOf(s, {
    id: `sim_${"0".repeat(32)}`,
    at: new Date(),
    requestText: JSON.stringify(request),
    summaryText: JSON.stringify(cardOf(result)),
    resultData: encodeResult(result),
  });
  simulatePortfolio.input.parse({ portfolioId, startYear: settings.startYear });
  statusSchema.parse(statusOf(row));
  metricsResultSchema.parse(metricsView(resultOf(row), true));
}

/**
 * The public portfolio's runs as a benchmark on the default settings, one per start year of the daily
 * data, each to the build's last date (where a portfolio of instruments still trading ends), so a first
 * simulation against a public benchmark finds its run kept (benchmarkRuns.ts).
 */
async function keepBenchmarkRuns(id: string, definition: PortfolioDefinition, market: MarketData) {
  const first = Number(market.prices.dates[0].slice(0, 4)) + 1;
  const last = Number(market.prices.dates[market.prices.dates.length - 1].slice(0, 4));
  for (let startYear = first; startYear <= last; startYear++) {
    const { settings } = resolveSettings({ startYear, benchmarkId: id }, definition, "professional");
    const { recipe, recipeId } = recipeOf(id, definition, definition, {}, settings, market.dataVersion);
    const request = {
      recipe,
      portfolioName: definition.name,
      benchmark: { portfolioId: id, name: definition.name },
    };
    const input = storedInputOf(market, recipeId, request);
    await benchmarkRun(input, engineRunOf(input));
  }
}

/**
 * A first simulate_portfolio's database work, three at once on three connections, in rounds (V8
 * optimises the query path only after it has run a few times): in a transaction that is always rolled
 * back, a throw-away person with an API key is authenticated and simulates a draft portfolio (as an API
 * caller's is, so the draft's expiry is moved too) through the operation itself (its reads, the recipe
 * lookup, the INSERT of the done run, the plan's limit, the input and output checks), so Prisma has
 * compiled those statements and the database backends know the tables. The research-call count has
 * its own connections (usageCounterPool.ts): its statement is only read. Then REST requests whose key
 * matches none (answered 401), as many as the simulations. Nothing is kept: the one commit, at the end,
 * flushes the write-ahead log and writes no row.
 */
async function warmDatabase(db: Db) {
  const usage = usageCounterPool(db).query(`SELECT "used" FROM "usage" WHERE "userId" = $1`, [WARM_UP_USER]);
  for (let round = 0; round < DATABASE_ROUNDS; round++)
    await Promise.all(Array.from({ length: 3 }, () => rolledBack(db, firstSimulation)));
  await usage;
  // A key that matches none: the REST path up to the key check, on the pool as a request runs it.
  const stranger = { authorization: `Bearer ${"0".repeat(43)}` };
  for (let round = 0; round < 3 * DATABASE_ROUNDS; round++) {
    const post = new Request("http://warm-up.invalid/", { method: "POST", headers: stranger, body: "{}" });
    await (await handleRest(post, simulatePortfolio.id, { db })).text();
  }
  // The rolled-back runs wrote their rows' WAL without flushing it; a transaction with an id flushes it
  // at its commit (it writes no row), so the first request's commit does not wait for it.
  await db.$queryRaw`SELECT pg_current_xact_id()::text`;
}

class RolledBack extends Error {}

/** Nothing waits on a warm-up: on a loaded machine (or beside the other copy's warm-up under `npm
 * start`) its transactions may take longer than Prisma's 2 s wait and 5 s limit, and must not fail. */
const WARM_UP_TRANSACTION = { maxWait: 30_000, timeout: 30_000 };

async function rolledBack(db: Db, work: (tx: Db) => Promise<void>): Promise<void> {
  await db
    .$transaction(async (tx) => {
      // The operations take the client; inside a transaction they use no transaction of their own.
      await work(tx as Db);
      throw new RolledBack();
    }, WARM_UP_TRANSACTION)
    .catch((e) => {
      if (!(e instanceof RolledBack)) throw e;
    });
}

async function firstSimulation(tx: Db): Promise<void> {
  const userId = newRecordId();
  const email = `${WARM_UP_USER}-${userId}@lodestar.invalid`;
  await tx.user.create({ data: { id: userId, name: "Warm-up", email, plan: "professional" } });
  const { secret } = await createApiKey(tx, systemClock, userId, WARM_UP_USER);
  const caller = await authenticateBearer(tx, systemClock, `Bearer ${secret}`);
  const definition = publicDefinition(PUBLIC_PORTFOLIOS[0]);
  const { id: portfolioId } = await tx.portfolio.create({
    data: {
      id: newRecordId(),
      userId,
      name: definition.name,
      state: "draft",
      expiresAt: expiryAfterUse(systemClock),
      folder: caller.folder,
      definition,
    },
  });
  // Not a research call: no person asked for it, and nothing of it is kept.
  const deps = {
    db: tx,
    clock: systemClock,
    caller,
    requestId: WARM_UP_USER,
    metering: "uncounted" as const,
  };
  const done = await execute(simulatePortfolio, { portfolioId, startYear: 2006 }, deps);
  if (done.data.result.state !== "done")
    throw new Error(`the warm-up's simulation was ${done.data.result.state}`);
}
