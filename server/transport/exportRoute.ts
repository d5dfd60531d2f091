// GET /api/v1/simulations/<id>/export.csv: the daily value series of a finished simulation as CSV, for
// the owner. Who asks is a bearer API key when the request carries one, else the browser session; the
// CSV itself is domain/simulations/export.ts. Not a research call (it reads a stored result).
import { getDb } from "@/server/db";
import { systemClock } from "@/server/clock";
import { getSessionCaller } from "@/server/auth";
import { ApiError } from "@/server/errors";
import type { Caller } from "@/server/domain/accounts/caller";
import { authenticateBearer } from "@/server/domain/accounts/apiKeys";
import { exportCsv } from "@/server/domain/simulations/export";
import { errorResponse, requestIdOf } from "@/server/transport/http";

async function callerOf(req: Request): Promise<Caller> {
  const db = getDb();
  const authorization = req.headers.get("authorization");
  const caller = authorization
    ? await authenticateBearer(db, systemClock, authorization)
    : await getSessionCaller(req.headers, db);
  if (caller) return caller;
  const message = "Sign in, or send an API key as Authorization: Bearer <key>.";
  throw new ApiError("unauthenticated", "Missing credentials.", [{ path: "", message, fix: message }]);
}

export async function exportRoute(req: Request, id: string): Promise<Response> {
  const requestId = requestIdOf(req);
  try {
    const csv = await exportCsv(getDb(), await callerOf(req), id);
    return new Response(csv, {
      status: 200,
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${id}.csv"`,
        "x-request-id": requestId,
        "cache-control": "no-store",
      },
    });
  } catch (error) {
    return errorResponse(error, requestId);
  }
}
