// The one execution path every transport calls: validate input, rate-limit, count the research call,
// run the handler, wrap the envelope. Transports only turn their request into (operation, input, caller).
import { z } from "zod";
import type { Db } from "@/server/db";
import type { Clock } from "@/server/clock";
import { ApiError, notFound } from "@/server/errors";
import type { Caller, Envelope, Operation } from "@/server/operations/types";
import { operationsById } from "@/server/operations/registry";
import { invalidArguments } from "@/server/transport/zodErrors";
import { countResearchCall } from "@/server/domain/accounts/usage";
import { checkRateLimit } from "@/server/domain/accounts/rateLimit";

export interface ExecuteDeps {
  db: Db;
  clock: Clock;
  caller: Caller;
  requestId: string;
}

export function findOperation(id: string): Operation {
  const op = operationsById.get(id);
  if (!op) throw notFound(`Operation "${id}"`, "");
  return op;
}

export async function execute(op: Operation, rawInput: unknown, deps: ExecuteDeps): Promise<Envelope> {
  const parsed = op.input.safeParse(rawInput ?? {});
  if (!parsed.success) throw invalidArguments(parsed.error);
  await checkRateLimit(deps.caller.apiKeyId ?? deps.caller.userId, deps.caller.plan);
  await countResearchCall(deps.db, deps.clock, deps.caller.userId, deps.caller.plan);
  const outcome = await op.handler(parsed.data, deps);
  // The output schema is part of the contract: a handler that breaks it is a server bug, not a 200.
  const checked = op.output.safeParse(outcome.result);
  if (!checked.success) {
    console.error(`[${deps.requestId}] ${op.id} produced output outside its schema`, z.prettifyError(checked.error));
    throw new ApiError("internal", "The service produced an invalid result. It has been logged with the request id.");
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
