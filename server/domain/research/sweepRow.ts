// A sweep row (kind sweep or walkForward), how its chunks go to the queue, and readers of its JSON
// columns (request, result, a chunk's cells). Prisma types them as any JSON, so each is checked here,
// where it leaves the database: a value that no longer fits fails with the row's id (an `internal`
// error, logged) instead of travelling on mistyped. The value is answered as stored, not zod's copy.
import { z } from "zod";
import { storedJson, type Db } from "@/server/db";
import type { Sweep } from "@/server/generated/prisma/client";
import { PLAN_IDS } from "@/server/plans";
import { sweepMetricsSchema } from "@/server/domain/research/runVariant";
import type { ChunkCell, SweepRequest } from "@/server/domain/research/sweepChunk";
import type { StoredSweepResult } from "@/server/domain/research/sweepResult";
import {
  axisViewSchema,
  rankBySchema,
  sweepResultSchema,
  sweepSettingsSchema,
  sweepVariantSchema,
} from "@/server/domain/research/sweepSchema";
import {
  walkForwardResultSchema,
  walkForwardWindowsShape,
  type WalkForwardResult,
} from "@/server/domain/research/walkForwardSchema";
import type { WalkForwardWindowsInput } from "@/server/domain/research/walkForward";

export type SweepRow = Sweep;
/** Sends a sweep's chunks to the workers; answers the first chunk's job id. */
export type EnqueueChunks = (db: Db, sweepId: string, chunkCount: number) => Promise<string>;

/** A walk-forward row's request: a sweep's request plus the windows. */
export interface WalkForwardRequest extends SweepRequest {
  walkForward: Omit<WalkForwardWindowsInput, "rankBy">;
}

// The request holds the base and benchmark definitions and each axis's target, checked when the sweep
// started; only its frame is checked here (every field get_sweep shows, and the run's counts).
const frame = z.looseObject({});
const requestFrameSchema = z.looseObject({
  portfolioName: z.string(),
  axes: z.array(
    axisViewSchema.extend({ target: z.looseObject({ kind: z.enum(["definition", "screener"]) }) }),
  ),
  rankBy: rankBySchema,
  settings: sweepSettingsSchema.loose(),
  base: z.looseObject({ definition: frame, screeners: z.record(z.string(), frame) }),
  benchmark: frame,
  plan: z.enum(PLAN_IDS),
  dataVersion: z.string(),
  engineVersion: z.string(),
  variantCount: z.number().int(),
  calls: z.number().int(),
  chunkSize: z.number().int(),
});
const walkForwardFrameSchema = requestFrameSchema.extend({
  walkForward: z.object(walkForwardWindowsShape),
});

const storedSweepResultSchema = sweepResultSchema.extend({
  variants: z.array(sweepVariantSchema.omit({ values: true })),
}) satisfies z.ZodType<StoredSweepResult>;

const chunkCellsSchema = z.array(
  z.object({
    index: z.number().int(),
    state: z.enum(["done", "failed"]),
    reason: z.string().optional(),
    metrics: sweepMetricsSchema.optional(),
    shape: z.tuple([z.number(), z.number(), z.number(), z.number()]).optional(),
    months: z.number().int().optional(),
  }) satisfies z.ZodType<ChunkCell>,
);

/** `value` checked against `schema`; T is the schema's type, or (for a frame) the type whose frame it is. */
function check<T>(schema: z.ZodType, id: string, column: string, value: unknown): asserts value is T {
  storedJson(schema, `Sweep ${id}`, column, value);
}

export function requestOfSweep(row: Pick<SweepRow, "id" | "request">): SweepRequest {
  const { request } = row;
  check<SweepRequest>(requestFrameSchema, row.id, "request", request);
  return request;
}

export function requestOfWalkForward(row: Pick<SweepRow, "id" | "request">): WalkForwardRequest {
  const { request } = row;
  check<WalkForwardRequest>(walkForwardFrameSchema, row.id, "request", request);
  return request;
}

/** The result of a done row of kind sweep (variants without their axis values: get_sweep adds them). */
export function sweepResultOfRow(row: Pick<SweepRow, "id" | "result">): StoredSweepResult {
  const { result } = row;
  check<StoredSweepResult>(storedSweepResultSchema, row.id, "result", result);
  return result;
}

/** The result of a done row of kind walkForward. */
export function walkForwardResultOfRow(row: Pick<SweepRow, "id" | "result">): WalkForwardResult {
  const { result } = row;
  check<WalkForwardResult>(walkForwardResultSchema, row.id, "result", result);
  return result;
}

/** A stored chunk's cells (sweep_chunk.cells). */
export function chunkCellsOf(sweepId: string, cells: unknown): ChunkCell[] {
  check<ChunkCell[]>(chunkCellsSchema, sweepId, "chunk cells", cells);
  return cells;
}
