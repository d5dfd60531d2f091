// GET /api/v1/simulations/<id>/export.csv: the daily value series of a finished simulation as CSV, for
// the owner (bearer API key, or the browser session). Not a research call (it reads a stored result).
import { getDb } from "@/server/db";
import { systemClock } from "@/server/clock";
import { getSessionCaller } from "@/server/auth";
import { authenticateBearer } from "@/server/domain/accounts/apiKeys";
import { exportCsv } from "@/server/domain/simulations/export";
import { errorResponse, requestIdOf } from "@/server/transport/http";

export async function GET(req: Request, ctx: { params: Promise<{ id: string }> }): Promise<Response> {
  const requestId = requestIdOf(req);
  try {
    const db = getDb();
    const authorization = req.headers.get("authorization");
    const caller = authorization
      ? await authenticateBearer(db, systemClock, authorization)
      : await getSessionCaller(req.headers, db);
    return await exportCsv(db, caller, (await ctx.params).id, requestId);
  } catch (error) {
    return errorResponse(error, requestId);
  }
}
