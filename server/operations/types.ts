// What an operation is. Each operation is defined once (server/operations/<operation_id>.ts) with this
// shape; the REST route, tRPC router, MCP tools and OpenAPI document are all generated from the registry.
// The result envelope every transport wraps an outcome in is envelope.ts.
import type { z } from "zod";
import type { RequestContext } from "@/server/domain/context";
import type { AssumedValue } from "@/server/domain/assumed";
import type { Caller } from "@/server/domain/accounts/caller";

/** The request's context as the domain takes it (server/domain/context.ts). */
export type OperationContext = RequestContext;

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
