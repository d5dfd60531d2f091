// REST transport: POST /api/v1/research/<operation_id>, bearer key, JSON in, envelope out.
import { getDb, type Db } from "@/server/db";
import { systemClock, type Clock } from "@/server/clock";
import { authenticateBearer } from "@/server/domain/accounts/apiKeys";
import { execute, findOperation } from "@/server/transport/execute";
import type { Operation } from "@/server/operations/types";
import { checkDeclaredSize, errorResponse, json, readJsonBody, requestIdOf } from "@/server/transport/http";

/** `deps.operation` runs that operation instead of the registry's (tests' fixture operations). */
export async function handleRest(
  req: Request,
  operationId: string,
  deps: { db?: Db; clock?: Clock; operation?: Operation } = {},
): Promise<Response> {
  const requestId = requestIdOf(req);
  try {
    const op = deps.operation ?? findOperation(operationId);
    checkDeclaredSize(req);
    const db = deps.db ?? getDb();
    const clock = deps.clock ?? systemClock;
    const caller = await authenticateBearer(db, clock, req.headers.get("authorization"));
    const input = await readJsonBody(req);
    const envelope = await execute(op, input, { db, clock, caller, requestId });
    return json(envelope, 200, requestId);
  } catch (error) {
    return errorResponse(error, requestId);
  }
}
