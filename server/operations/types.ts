// What an operation is. Each operation is defined once (server/operations/<operation_id>.ts) with this
// shape; the REST route, tRPC router, MCP tools and OpenAPI document are all generated from the registry.
import { z } from "zod";
import type { Db } from "@/server/db";
import type { Clock } from "@/server/clock";
import type { Caller } from "@/server/domain/accounts/caller";
import { assumedValueSchema, type AssumedValue } from "@/server/domain/assumed";
import { JOB_ID } from "@/server/ids";

export interface OperationContext {
  db: Db;
  clock: Clock;
  caller: Caller;
  requestId: string;
}

/** What a handler returns; the transport wraps it in the result envelope. */
export interface Outcome<O> {
  result: O;
  summary: string;
  assumed?: AssumedValue[];
  dataVersion?: string | null;
  recipeId?: string;
  permalink?: string;
  jobId?: string;
  chart?: Record<string, unknown>;
}

export type Family = "authoring" | "screening" | "backtesting";

export interface Operation<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  R extends boolean = boolean,
> {
  /** snake_case, as in the spec; also the MCP tool name and tRPC procedure name. */
  id: string;
  family: Family;
  /** One line for lists and the OpenAPI summary. */
  title: string;
  /** Written for an AI client: when to use it, what it is not for, which sibling to call. */
  description: string;
  /** True for operations that only read (tRPC query, MCP readOnlyHint). */
  readOnly: R;
  /**
   * Required when readOnly is false (the MCP tool list refuses to build without it): whether the call
   * may delete or overwrite what exists (destructiveHint), and whether repeating it with the same
   * arguments changes nothing more (idempotentHint).
   */
  writes?: { destructive: boolean; idempotent: boolean };
  input: I;
  output: O;
  /**
   * Research calls one call counts, from its validated input and the caller (left out: 1), counted
   * before the handler runs and given back with the rest when it is refused; may throw the input's
   * refusal (a sweep's axes).
   */
  calls?(input: z.output<I>, caller: Caller): number;
  /** For a result that is one portfolio or screener: its version (sent over REST as the ETag). */
  recordVersion?(result: z.output<O>): number;
  handler(input: z.output<I>, ctx: OperationContext): Promise<Outcome<z.input<O>>>;
}

// R keeps `readOnly` a literal, so the typed tRPC router knows each procedure's kind (query or mutation).
export function defineOperation<I extends z.ZodType, O extends z.ZodType, R extends boolean>(
  op: Operation<I, O, R>,
): Operation<I, O, R> {
  return op;
}

/** The result envelope of the spec, around an operation's output schema. */
export function envelopeSchema(output: z.ZodType) {
  return z.object({
    status: z.literal(true).describe("Always true on success."),
    data: z.object({
      result: output,
      summary: z.string().describe("A few lines of text describing the result."),
      assumed: z
        .array(assumedValueSchema)
        .describe("Values the caller left out and the service filled in; empty when none."),
      chart: z
        .record(z.string(), z.unknown())
        .optional()
        .describe("Chart specification, where the result has one."),
      dataVersion: z
        .string()
        .nullable()
        .describe("Data build the result was computed on; null when nothing was computed from market data."),
      recipeId: z
        .string()
        .regex(/^rcp_[0-9a-f]{32}$/)
        .optional()
        .describe("Reproduces the result: rcp_ followed by 32 hex characters."),
      permalink: z.string().url().optional().describe("Permanent address of the result."),
      jobId: z
        .string()
        .regex(JOB_ID)
        .optional()
        .describe("The background job computing the result, when it runs asynchronously: job_ + 32 hex."),
    }),
  });
}
/** The result envelope as a type, around an operation's result (`z.output` of its output schema). */
export type Envelope<Result = unknown> = {
  status: true;
  data: {
    result: Result;
    summary: string;
    assumed: AssumedValue[];
    chart?: Record<string, unknown>;
    dataVersion: string | null;
    recipeId?: string;
    permalink?: string;
    jobId?: string;
  };
};
