// The one execution path every transport calls: validate input, rate-limit, count the research call,
// run the handler, wrap the envelope. Transports only turn their request into (operation, input, caller).
// A call the handler refuses with a code that does not count (errors.ts) is given back to the allowance.
// The web app's calls other than computations skip the counting (Metering below); the rest is the same.
import { z } from "zod";
import type { Db } from "@/server/db";
import type { Clock } from "@/server/clock";
import { ApiError, ERROR_TABLE, toApiError } from "@/server/errors";
import type { Caller } from "@/server/domain/accounts/caller";
import type { Envelope, Operation, Outcome } from "@/server/operations/types";
import { operationsById } from "@/server/operations/registry";
import { invalidArguments } from "@/server/zodErrors";
import { refuseBadInput } from "@/server/transport/inputChecks";
import { checkWebReadInput } from "@/server/transport/webReads";
import { countResearchCall, refundResearchCall } from "@/server/domain/accounts/usage";
import { checkRateLimit, checkWebReadRateLimit } from "@/server/domain/accounts/rateLimit";

/**
 * How a call is metered. `research` (REST, MCP, the web app's computations): the plan's per-key rate
 * limit, and one research call. `uncounted` (the rest of the web app: page loads, live checks, saving,
 * editing, comparing; server/transport/webReads.ts): not a research call (product.md), under a
 * per-person limit of its own.
 */
export type Metering = "research" | "uncounted";

export interface ExecuteDeps {
  db: Db;
  clock: Clock;
  caller: Caller;
  requestId: string;
  /** Told the caller's research calls used this month once this call is counted (again if refunded). */
  onUsage?: (used: number) => void;
  /** Left out: research. */
  metering?: Metering;
}

const looseName = (id: string) => id.toLowerCase().replace(/[^a-z0-9]/g, "");

export function findOperation(id: string): Operation {
  const op = operationsById.get(id);
  if (op) return op;
  // A near miss in spelling style (listRiskRulePresets, list-risk-rule-presets) gets the exact name.
  const near = [...operationsById.keys()].find((known) => looseName(known) === looseName(id));
  const message = `Unknown operation "${id}".`;
  const fix = near
    ? `Did you mean "${near}"? Operation names are snake_case.`
    : "Use an operation listed in /api/v1/openapi.json (names are snake_case).";
  throw new ApiError("not_found", message, [{ path: "", message, fix }]);
}

/** `rawInput` undefined means "no arguments" (an empty REST body, a tRPC/MCP call without input). */
export async function execute<I extends z.ZodType, O extends z.ZodType>(
  op: Operation<I, O>,
  rawInput: unknown,
  deps: ExecuteDeps,
): Promise<Envelope<z.output<O>>> {
  refuseBadInput(rawInput);
  const parsed = op.input.safeParse(rawInput === undefined ? {} : rawInput);
  if (!parsed.success) throw invalidArguments(parsed.error);
  const { onUsage, metering = "research", ...context } = deps;
  if (metering === "uncounted") {
    checkWebReadInput(op.id, parsed.data as Record<string, unknown>);
    await checkWebReadRateLimit(deps.caller.userId);
    return envelopeOf(op, await op.handler(parsed.data, context), deps.requestId);
  }
  await checkRateLimit(deps.caller.apiKeyId ?? deps.caller.userId, deps.caller.plan);
  const calls = op.calls?.(parsed.data, deps.caller) ?? 1;
  const counted = await countResearchCall(deps.db, deps.clock, deps.caller.userId, deps.caller.plan, calls);
  onUsage?.(counted.used);
  try {
    return envelopeOf(op, await op.handler(parsed.data, context), deps.requestId);
  } catch (error) {
    if (!ERROR_TABLE[toApiError(error).code].counted) {
      // The caller gets the handler's error either way; a failed refund is only logged.
      await refundResearchCall(deps.db, deps.caller.userId, counted, calls)
        .then(() => onUsage?.(counted.used - calls))
        .catch((e) => console.error(`[${deps.requestId}] refund failed`, e));
    }
    throw error;
  }
}

function envelopeOf<O extends z.ZodType>(
  op: Operation<z.ZodType, O>,
  outcome: Outcome<z.input<O>>,
  requestId: string,
): Envelope<z.output<O>> {
  // The output schema is part of the contract: a handler that breaks it is a server bug, not a 200.
  const checked = op.output.safeParse(outcome.result);
  if (!checked.success) {
    console.error(
      `[${requestId}] ${op.id} produced output outside its schema`,
      z.prettifyError(checked.error),
    );
    throw new ApiError(
      "internal",
      "The service produced an invalid result. It has been logged with the request id.",
    );
  }
  return {
    status: true,
    data: {
      result: checked.data,
      summary: outcome.summary,
      assumed: outcome.assumed ?? [],
      ...(outcome.chart ? { chart: outcome.chart } : {}),
      dataVersion: outcome.dataVersion ?? null,
      ...(outcome.recipeId ? { recipeId: outcome.recipeId } : {}),
      ...(outcome.permalink ? { permalink: outcome.permalink } : {}),
      ...(outcome.jobId ? { jobId: outcome.jobId } : {}),
    },
  };
}
