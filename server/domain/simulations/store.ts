// Simulation rows: find by recipe or id (own rows only: anything else is not_found), create, keep the
// plan's number of stored simulations, and the state changes queued -> running -> done | failed.
import { json, type Db } from "@/server/db";
import type { Prisma, Simulation } from "@/server/generated/prisma/client";
import { newSimulationId } from "@/server/ids";
import { notFound } from "@/server/errors";
import { PLANS, type PlanId } from "@/server/plans";
import type { Card, StoredRequest } from "@/server/domain/simulations/summary";
import { PROGRESS_STAGES, type StoredResult } from "@/server/domain/simulations/compute";
import { encodeResult } from "@/server/domain/simulations/resultColumn";

export type SimulationRow = Simulation;
export const SIMULATION_STATES = ["queued", "running", "done", "failed"] as const;
export type SimulationState = (typeof SIMULATION_STATES)[number];

// Where simulation ids come from, for a caller holding a wrong one.
const SIMULATION_FIX =
  "Check the id: list_simulations lists your simulations, newest first; get_simulation also reads a " +
  "queued run by its jobId.";

export async function findOwn(
  db: Db,
  userId: string,
  where: { id: string } | { jobId: string },
  path: string,
  select?: Prisma.SimulationSelect,
): Promise<SimulationRow> {
  const row = await db.simulation.findFirst({ where: { ...where, userId }, ...(select ? { select } : {}) });
  if (!row) throw notFound("Simulation", path, SIMULATION_FIX);
  return row as SimulationRow;
}

/** Own rows of these ids, in the order given: an id that is not one is not_found at `${path}/<index>`. */
export async function findOwnInOrder(db: Db, userId: string, ids: string[], path: string) {
  const rows = await db.simulation.findMany({
    where: { id: { in: ids }, userId },
    select: { id: true, portfolioId: true, request: true, state: true, summary: true, dataVersion: true },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id, i) => {
    const row = byId.get(id);
    if (!row) throw notFound("Simulation", `${path}/${i}`, SIMULATION_FIX);
    return row;
  });
}

export const findByRecipe = (db: Db, userId: string, recipeId: string) =>
  db.simulation.findUnique({ where: { userId_recipeId: { userId, recipeId } } });

/**
 * The stored simulation of this recipe (`known`: as just read), or a new queued one. A failed one is queued again with the
 * request as sent now (its cause may have been the worker or the data build, not the recipe). Concurrent identical requests meet at the unique key.
 */
export async function findOrCreate(
  { db, userId }: { db: Db; userId: string },
  recipe: {
    portfolioId: string;
    recipeId: string;
    request: StoredRequest;
    versions: { dataVersion: string; engineVersion: string };
  },
  known?: SimulationRow | null,
): Promise<{ row: SimulationRow; created: boolean }> {
  const { portfolioId, recipeId, request, versions } = recipe;
  const existing = known === undefined ? await findByRecipe(db, userId, recipeId) : known;
  if (existing && existing.state !== "failed") return { row: existing, created: false };
  if (existing) {
    const retry = {
      state: "queued",
      progress: 0,
      error: null,
      jobId: null,
      recoveries: 0,
      request: json(request),
      ...versions,
    };
    return { row: await db.simulation.update({ where: { id: existing.id }, data: retry }), created: true };
  }
  try {
    const row = await db.simulation.create({
      data: {
        id: newSimulationId(),
        recipeId,
        userId,
        portfolioId,
        request: json(request),
        state: "queued",
        ...versions,
      },
    });
    return { row, created: true };
  } catch (e) {
    if ((e as { code?: string }).code !== "P2002") throw e;
    return {
      row: await db.simulation.findUniqueOrThrow({ where: { userId_recipeId: { userId, recipeId } } }),
      created: false,
    };
  }
}

/** A new simulation as stored: who asked, for what, on which data and engine. */
export interface NewSimulation {
  userId: string;
  portfolioId: string;
  recipeId: string;
  request: StoredRequest;
  versions: { dataVersion: string; engineVersion: string };
}

/**
 * Stores a simulation computed before it had a row (a run inside the request): one INSERT, done. Null
 * when a row of the recipe appeared meanwhile (an identical request that got there first).
 */
export async function insertDone(
  db: Db,
  s: NewSimulation,
  card: Card,
  result: StoredResult,
): Promise<SimulationRow | null> {
  const id = newSimulationId();
  const resultData = encodeResult(result);
  const [requestText, summaryText] = [JSON.stringify(s.request), JSON.stringify(card)];
  const at = new Date();
  const { dataVersion, engineVersion } = s.versions;
  const inserted = await db.$executeRaw`
    INSERT INTO "simulation" ("id", "recipeId", "userId", "portfolioId", "request", "state", "progress",
      "summary", "resultData", "dataVersion", "engineVersion", "createdAt", "updatedAt")
    VALUES (${id}, ${s.recipeId}, ${s.userId}, ${s.portfolioId}, ${requestText}::jsonb, 'done', 1,
      ${summaryText}::jsonb, ${resultData}, ${dataVersion}, ${engineVersion}, ${at}, ${at})
    ON CONFLICT ("userId", "recipeId") DO NOTHING`;
  if (inserted !== 1) return null;
  return doneRowOf(s, { id, at, requestText, summaryText, resultData });
}

/** The row insertDone stores, as the database gives it back (JSON columns parsed from their text). */
export function doneRowOf(
  s: NewSimulation,
  w: { id: string; at: Date; requestText: string; summaryText: string; resultData: Uint8Array<ArrayBuffer> },
): SimulationRow {
  const parsed = (text: string) => JSON.parse(text) as Prisma.JsonValue;
  return {
    id: w.id,
    recipeId: s.recipeId,
    userId: s.userId,
    portfolioId: s.portfolioId,
    request: parsed(w.requestText),
    state: "done",
    progress: 1,
    error: null,
    jobId: null,
    summary: parsed(w.summaryText),
    result: null,
    resultData: w.resultData,
    ...s.versions,
    recoveries: 0,
    createdAt: w.at,
    updatedAt: w.at,
  };
}

/** Keeps the plan's simulationsKept newest simulations of the user; older ones are deleted. */
export async function keepPlanLimit(db: Db, userId: string, plan: PlanId): Promise<number> {
  const kept = PLANS[plan].simulationsKept;
  if (kept === null) return 0;
  const old = await db.simulation.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: kept,
    select: { id: true },
  });
  if (old.length === 0) return 0;
  return (await db.simulation.deleteMany({ where: { id: { in: old.map((o) => o.id) } } })).count;
}

// The three claims below are compare-and-set: one conditional UPDATE each, so of two processes racing
// for a row exactly one changes it. (Prisma's updateMany may read the matching ids first and update
// them after, which two sweeps at once can both pass.) updatedAt is written as Prisma writes it: the
// process's time, in UTC.
const STALE_STATES = ["queued", "running"];

/**
 * Takes a queued run for computing: false when another process took it first or it is no longer queued
 * (a job handed out twice, by pg-boss's retry and by the recovery sweep, computes it once).
 */
export async function claimRun(db: Db, id: string): Promise<boolean> {
  const claimed = await db.$executeRaw`
    UPDATE "simulation" SET "state" = 'running', "progress" = ${PROGRESS_STAGES.started}, "updatedAt" = ${new Date()}
    WHERE "id" = ${id} AND "state" = 'queued'`;
  return claimed === 1;
}

/**
 * Puts a run whose owner stopped back in the queue, unless someone changed the row since it was seen
 * (`seenAt`, its updatedAt then): another sweep or a late owner got there first.
 */
export async function requeueStale(db: Db, id: string, seenAt: Date): Promise<boolean> {
  const requeued = await db.$executeRaw`
    UPDATE "simulation"
    SET "state" = 'queued', "progress" = 0, "jobId" = NULL, "recoveries" = "recoveries" + 1, "updatedAt" = ${new Date()}
    WHERE "id" = ${id} AND "updatedAt" = ${seenAt} AND "state" = ANY(${STALE_STATES})`;
  return requeued === 1;
}

/** As requeueStale, failing the run with `reason` instead. */
export async function failStale(db: Db, id: string, seenAt: Date, reason: string): Promise<boolean> {
  const failed = await db.$executeRaw`
    UPDATE "simulation" SET "state" = 'failed', "error" = ${reason}, "updatedAt" = ${new Date()}
    WHERE "id" = ${id} AND "updatedAt" = ${seenAt} AND "state" = ANY(${STALE_STATES})`;
  return failed === 1;
}
export const setProgress = (db: Db, id: string, progress: number) =>
  db.simulation.update({ where: { id }, data: { progress } });
export const setJob = (db: Db, id: string, jobId: string) =>
  db.simulation.update({ where: { id }, data: { jobId } });
/**
 * Records a finished run and returns `row` as it now stands: one UPDATE, the result in its binary
 * column (resultColumn.ts) and the card as JSON text, not handed to Prisma as objects it would walk.
 */
export async function markDone(
  db: Db,
  row: SimulationRow,
  card: Card,
  result: StoredResult,
): Promise<SimulationRow> {
  const resultData = encodeResult(result);
  const summaryText = JSON.stringify(card);
  const updatedAt = new Date();
  const changed = await db.$executeRaw`
    UPDATE "simulation"
    SET "state" = 'done', "progress" = 1, "summary" = ${summaryText}::jsonb, "result" = NULL,
        "resultData" = ${resultData}, "error" = NULL, "updatedAt" = ${updatedAt}
    WHERE "id" = ${row.id}`;
  if (changed !== 1) throw new Error(`simulation ${row.id} is gone`);
  const summary = JSON.parse(summaryText) as Prisma.JsonValue;
  return { ...row, state: "done", progress: 1, summary, result: null, resultData, error: null, updatedAt };
}
export const markFailed = (db: Db, id: string, reason: string) =>
  db.simulation.update({ where: { id }, data: { state: "failed", error: reason } });
