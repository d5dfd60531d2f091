// REST transport: POST /api/v1/research/<operation_id>, bearer key, JSON in, envelope out. Every answer
// to a known caller says how much of the month's allowance is left (RateLimit headers); a result that is
// one record carries its version as the ETag, and If-Match is the edit's expectedVersion.
import { getDb, type Db } from "@/server/db";
import { systemClock, type Clock } from "@/server/clock";
import { authenticateBearer } from "@/server/domain/accounts/apiKeys";
import { usageOf } from "@/server/domain/accounts/usage";
import type { Caller } from "@/server/domain/accounts/caller";
import { execute, findOperation } from "@/server/transport/execute";
import type { Operation } from "@/server/operations/types";
import {
  checkDeclaredSize,
  countingRefusals,
  errorResponse,
  json,
  readJsonBody,
  requestIdOf,
} from "@/server/transport/http";
import { clientAddress } from "@/server/transport/clientAddress";
import { checkRefusals } from "@/server/domain/accounts/refusals";
import { rateLimitHeaders } from "@/server/transport/rateLimitHeaders";
import { etagOf, withIfMatch } from "@/server/transport/versionHeaders";

/** `deps.operation` runs that operation instead of the registry's (tests' fixture operations). */
export async function handleRest(
  req: Request,
  operationId: string,
  deps: { db?: Db; clock?: Clock; operation?: Operation } = {},
): Promise<Response> {
  return countingRefusals(req, () => answerRest(req, operationId, deps));
}

async function answerRest(
  req: Request,
  operationId: string,
  deps: { db?: Db; clock?: Clock; operation?: Operation },
): Promise<Response> {
  const requestId = requestIdOf(req);
  const db = deps.db ?? getDb();
  const clock = deps.clock ?? systemClock;
  let caller: Caller | null = null;
  let used: number | null = null;
  try {
    await checkRefusals(clientAddress(req));
    const op = deps.operation ?? findOperation(operationId);
    checkDeclaredSize(req);
    caller = await authenticateBearer(db, clock, req.headers.get("authorization"));
    const input = withIfMatch(op, await readJsonBody(req), req.headers.get("if-match"));
    const envelope = await execute(op, input, { db, clock, caller, requestId, onUsage: (n) => (used = n) });
    const version = op.recordVersion?.(envelope.data.result);
    return json(envelope, 200, requestId, {
      ...rateLimitHeaders(caller.plan, used ?? 0, clock.now()),
      ...(version !== undefined ? { etag: etagOf(version) } : {}),
    });
  } catch (error) {
    const response = errorResponse(error, requestId);
    if (caller) {
      // Refused before counting (bad input, the per-second limit): the month's count as it stands.
      used ??= await usageOf(db, clock, caller.userId).catch(() => null);
      if (used !== null)
        for (const [k, v] of Object.entries(rateLimitHeaders(caller.plan, used, clock.now())))
          response.headers.set(k, v);
    }
    return response;
  }
}
