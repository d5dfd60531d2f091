// simulate_portfolio's flow: resolve the portfolio (a use of a draft), its benchmark and screeners, the
// run settings and the recipe; return the stored simulation of the recipe, or create one and either
// compute it in the request (small runs) or queue it for the workers (docs/decisions.md "Simulations").
import type { Db } from "@/server/db";
import { env } from "@/server/env";
import type { Clock } from "@/server/clock";
import type { Caller } from "@/server/domain/accounts/caller";
import type { RequestContext } from "@/server/domain/context";
import type { AssumedValue } from "@/server/domain/assumed";
import { invalid, toApiError } from "@/server/errors";
import { findReadable, touch } from "@/server/domain/drafts/access";
import { visibleWhere } from "@/server/domain/drafts/visibility";
import { definitionOf } from "@/server/domain/portfolios/record";
import { screenerDefinitionOf } from "@/server/domain/screeners/record";
import { requestOf } from "@/server/domain/simulations/stored";
import type { PortfolioDefinition } from "@/server/domain/portfolios/schema";
import type { ScreenerDefinition } from "@/server/domain/screeners/definition";
import type { MarketData } from "@/server/engine/data/panel";
import type { Screen } from "@/server/engine/screening/types";
import {
  checkCurrency,
  resolveSettings,
  type SimulationSettings,
} from "@/server/domain/simulations/settings";
import { ENGINE_VERSION, recipeOf, type Recipe } from "@/server/domain/simulations/recipe";
import { screenerIdsOf } from "@/server/domain/simulations/engineSpec";
import {
  computeSimulation,
  proxiedFunds,
  runEndFor,
  type ComputeInput,
  type StoredResult,
} from "@/server/domain/simulations/compute";
import { throttled } from "@/server/domain/simulations/progress";
import { cardOf, type StoredRequest } from "@/server/domain/simulations/summary";
import {
  claimRun,
  findByRecipe,
  findOrCreate,
  insertDone,
  keepPlanLimit,
  markDone,
  markFailed,
  setJob,
  setProgress,
  type SimulationRow,
} from "@/server/domain/simulations/store";

type SettingsInput = Parameters<typeof resolveSettings>[0];

/** Instrument-days a run may cost and still be computed inside the request (bench/simulations.ts). */
export const inlineLimit = () => env().simulationInlineLimit;

/**
 * Cost estimate in instrument-days: trading days simulated x (instruments + 1) for the portfolio and its
 * benchmark. Screeners (a screen per rebalance) and long-run monthly history (the panel is extended
 * first, about a second on its own) always queue.
 */
export function inlineCost(
  market: MarketData,
  definition: PortfolioDefinition,
  benchmark: PortfolioDefinition,
  startYear: number,
): number {
  const start = `${startYear}-01-01`;
  const dates = market.prices.dates;
  if (screenerIdsOf(definition).length + screenerIdsOf(benchmark).length > 0 || start < dates[0])
    return Infinity;
  const first = dates.findIndex((d) => d >= start);
  const days = first < 0 ? 0 : dates.length - first;
  const width = (d: PortfolioDefinition) =>
    d.models
      .filter((m) => m.active)
      .reduce(
        (n, m) =>
          n +
          m.selection.instruments.length +
          Object.keys((m.allocation.riskOn.settings as { weight?: object }).weight ?? {}).length +
          1,
        0,
      );
  return days * (width(definition) + width(benchmark));
}

export interface Prepared {
  request: StoredRequest;
  recipeId: string;
  portfolioId: string;
  settings: SimulationSettings;
  assumed: AssumedValue[];
  cost: number;
}

/** The screeners a run reads, each visible to the caller: a stored definition can name any id. */
async function screensOf(
  db: Db,
  clock: Clock,
  userId: string,
  ids: string[],
  path: string,
): Promise<Record<string, ScreenerDefinition>> {
  if (ids.length === 0) return {};
  const where = { AND: [{ id: { in: ids } }, visibleWhere(userId, clock.now())] };
  const rows = await db.screener.findMany({ where, select: { id: true, definition: true } });
  const found = new Map(rows.map((r) => [r.id, screenerDefinitionOf(r)]));
  const missing = ids.find((id) => !found.has(id));
  if (missing) {
    const message = `The portfolio's screener ${missing} does not exist or is not visible to you.`;
    const fix = "Edit the portfolio to use your own screener or a public one (list_screeners).";
    throw invalid(path, message, fix);
  }
  return Object.fromEntries(ids.map((id) => [id, found.get(id)!]));
}

export async function prepareSimulation(
  { db, clock, caller }: SimulationContext,
  portfolioId: string,
  input: SettingsInput,
  market: MarketData,
): Promise<Prepared> {
  const portfolio = await touch(
    db,
    clock,
    "portfolio",
    await findReadable({ db, clock, caller }, "portfolio", portfolioId, "/portfolioId"),
  );
  const definition = definitionOf(portfolio);
  if (!definition.models.some((m) => m.active))
    throw invalid(
      "/portfolioId",
      "Every model of this portfolio is switched off (active: false), so there is nothing to simulate.",
      "Set active: true on at least one model with edit_portfolio.",
    );
  const { settings, assumed } = resolveSettings(input, definition, caller.plan);
  const benchmarkRow = await db.portfolio.findFirst({ where: { id: settings.benchmarkId, state: "public" } });
  if (!benchmarkRow)
    throw invalid(
      "/benchmarkId",
      `${settings.benchmarkId} is not a benchmark portfolio.`,
      "Use the id of a public portfolio (list_portfolios with state public), or leave benchmarkId out for the portfolio's benchmark.",
    );
  const benchmark = definitionOf(benchmarkRow);
  const screenerIds = [...new Set([...screenerIdsOf(definition), ...screenerIdsOf(benchmark)])];
  const screeners = await screensOf(db, clock, caller.userId, screenerIds, "/portfolioId");
  const end = runEndFor(
    market.prices,
    [definition, benchmark],
    new Map<string, Screen>(Object.entries(screeners)),
  );
  const lastDate = market.prices.dates[end.row];
  if (end.limit)
    assumed.push({
      field: "/portfolioId",
      value: lastDate,
      reason: `The run ends on ${lastDate}, the last date on which all of its instruments have prices (${end.limit} ends there; the data build runs to ${market.prices.dates.at(-1)}).`,
    });
  for (const fund of proxiedFunds(market.prices, [definition, benchmark], settings.startYear))
    assumed.push({
      field: "/startYear",
      value: fund.firstDate,
      reason: `${fund.ticker} has daily prices from ${fund.firstDate}; before that the run prices it by the S&P 500 total return of Shiller's monthly file (price plus a twelfth of the annual dividend), which moves once a month.`,
    });
  checkCurrency(market, settings, end.row, assumed);
  const { recipe, recipeId } = recipeOf(
    portfolioId,
    definition,
    benchmark,
    screeners,
    settings,
    market.dataVersion,
  );
  return {
    request: {
      recipe,
      portfolioName: definition.name,
      benchmark: { portfolioId: benchmarkRow.id, name: benchmarkRow.name },
    },
    recipeId,
    portfolioId,
    settings,
    assumed,
    cost: inlineCost(market, definition, benchmark, settings.startYear),
  };
}

/** `existing`: the recipe's row as just read (null: none), saving findOrCreate a read. */
export async function createSimulation(
  db: Db,
  caller: Caller,
  p: Prepared,
  dataVersion: string,
  existing?: SimulationRow | null,
): Promise<{ row: SimulationRow; created: boolean }> {
  const versions = { dataVersion, engineVersion: ENGINE_VERSION };
  const recipe = { portfolioId: p.portfolioId, recipeId: p.recipeId, request: p.request, versions };
  const out = await findOrCreate({ db, userId: caller.userId }, recipe, existing);
  if (out.created) await keepPlanLimit(db, caller.userId, caller.plan);
  return out;
}

/** The engine's input for a request's recipe, read as a stored row gives it back (as a worker reads it). */
export function storedInputOf(market: MarketData, id: string, request: StoredRequest): ComputeInput {
  const stored = JSON.parse(JSON.stringify(request)) as SimulationRow["request"];
  return computeInputOf(market, requestOf({ id, request: stored }).recipe);
}

export const computeRequest = (market: MarketData, id: string, request: StoredRequest) =>
  computeSimulation(storedInputOf(market, id, request));

/**
 * A new recipe cheap enough for the request: computed first, then stored done in one INSERT, so the
 * run never sits queued or running (docs/decisions.md "Request path"). Null when the run failed or an identical request
 * stored it first: the caller then takes the path of a stored row (which records a failure).
 */
async function computeInRequest(
  db: Db,
  caller: Caller,
  p: Prepared,
  market: MarketData,
  reference: string,
): Promise<SimulationRow | null> {
  let result: StoredResult;
  try {
    result = await computeRequest(market, p.recipeId, p.request);
  } catch (e) {
    console.error(`[${reference}] simulation of ${p.recipeId} failed in the request`, e);
    return null;
  }
  const versions = { dataVersion: market.dataVersion, engineVersion: ENGINE_VERSION };
  const s = {
    userId: caller.userId,
    portfolioId: p.portfolioId,
    recipeId: p.recipeId,
    request: p.request,
    versions,
  };
  const row = await insertDone(db, s, cardOf(result), result);
  if (row) await keepPlanLimit(db, caller.userId, caller.plan);
  return row;
}

/** The engine's input for a stored recipe (names are not part of a recipe). */
export function computeInputOf(market: MarketData, recipe: Recipe): ComputeInput {
  const named = (d: Recipe["definition"]): PortfolioDefinition => ({ ...d, name: "", description: null });
  return {
    market,
    definition: named(recipe.definition),
    benchmark: named(recipe.benchmark),
    screens: new Map<string, Screen>(Object.entries(recipe.screeners)),
    settings: recipe.settings,
  };
}

/** The reason a person reads when a run fails on our side; the cause is in the log under `reference`. */
export const internalFailureReason = (reference: string) =>
  `The backtest could not be computed; it has been logged with reference ${reference}.`;

/** Why a recipe cannot run on this process's data build or engine, in words; null when it can. */
function versionChange(recipe: Recipe, market: MarketData): string | null {
  const again = "before this simulation ran; simulate the portfolio again.";
  if (recipe.dataVersion !== market.dataVersion)
    return `The data build changed from ${recipe.dataVersion} to ${market.dataVersion} ${again}`;
  if (recipe.engineVersion !== ENGINE_VERSION)
    return `The engine changed from ${recipe.engineVersion} to ${ENGINE_VERSION} ${again}`;
  return null;
}

/**
 * Computes a queued simulation from its recipe and records the outcome (used inline and by workers);
 * `known`: the row as the caller just read or wrote it, saving a read.
 * A row another process already took is returned as it stands; null: the row is gone (deleted beyond
 * the plan's kept simulations before a worker reached it). `reference` (the request or job id) names
 * the log entry of a failure on our side; the row gets a fixed sentence, never the exception. A lost
 * database is thrown, not stored: the run stays running and the recovery sweep queues it again.
 */
export async function runSimulation(
  db: Db,
  id: string,
  market: MarketData,
  reference: string,
  known?: SimulationRow,
): Promise<SimulationRow | null> {
  const row = known ?? (await db.simulation.findUnique({ where: { id } }));
  if (!row || row.state !== "queued") return row;
  if (!(await claimRun(db, id))) return db.simulation.findUnique({ where: { id } });
  try {
    const { recipe } = requestOf(row);
    const refusal = versionChange(recipe, market);
    if (refusal) return await markFailed(db, id, refusal);
    const progress = throttled((fraction) => setProgress(db, id, fraction));
    const result = await computeSimulation(computeInputOf(market, recipe), progress);
    return await markDone(db, row, cardOf(result), result);
  } catch (e) {
    if (toApiError(e).code === "unavailable") throw e;
    console.error(`[${reference}] simulation ${id} failed`, e);
    return markFailed(db, id, internalFailureReason(reference));
  }
}

/** The request's parts a simulation reads: the database, the clock and who asks. */
export type SimulationContext = Pick<RequestContext, "db" | "clock" | "caller">;

/** Hands a stored simulation to the workers and returns the job id (server/jobs/simulationQueue.ts). */
export type Enqueue = (db: Db, simulationId: string) => Promise<string>;

/**
 * simulate_portfolio: the stored simulation of the recipe, or a new one that is computed in the request
 * when its cost is within the inline limit and queued otherwise. `reference`: the request id, for the log.
 */
export async function requestSimulation(
  ctx: SimulationContext & { requestId: string },
  asked: { portfolioId: string; settings: SettingsInput },
  { market, enqueue }: { market: MarketData; enqueue: Enqueue },
): Promise<{ row: SimulationRow; assumed: AssumedValue[] }> {
  const { db, caller, requestId: reference } = ctx;
  const prepared = await prepareSimulation(ctx, asked.portfolioId, asked.settings, market);
  const inline = prepared.cost <= inlineLimit();
  const existing = await findByRecipe(db, caller.userId, prepared.recipeId);
  if (!existing && inline) {
    const done = await computeInRequest(db, caller, prepared, market, reference);
    if (done) return { row: done, assumed: prepared.assumed };
  }
  let { row } = await createSimulation(db, caller, prepared, market.dataVersion, existing);
  // Also a row queued earlier whose job was never sent.
  const unsent = row.state === "queued" && row.jobId === null;
  if (unsent && inline) row = (await runSimulation(db, row.id, market, reference, row)) ?? row;
  else if (unsent) row = await setJob(db, row.id, await enqueue(db, row.id));
  return { row, assumed: prepared.assumed };
}
