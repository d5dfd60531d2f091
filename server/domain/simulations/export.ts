// The CSV download of a simulation's daily series: the owner only (others get not_found), done only.
import type { Db } from "@/server/db";
import type { Caller } from "@/server/domain/accounts/caller";
import { ApiError } from "@/server/errors";
import { SIMULATION_ID } from "@/server/ids";
import { findOwn } from "@/server/domain/simulations/store";
import { dailyCsv } from "@/server/domain/simulations/csv";
import { resultOf } from "@/server/domain/simulations/stored";

export async function exportCsv(
  db: Db,
  caller: Caller | null,
  id: string,
  requestId: string,
): Promise<Response> {
  if (!caller) {
    const message = "Sign in, or send an API key as Authorization: Bearer <key>.";
    throw new ApiError("unauthenticated", "Missing credentials.", [{ path: "", message, fix: message }]);
  }
  if (!SIMULATION_ID.test(id))
    throw new ApiError("not_found", "Simulation was not found.", [
      {
        path: "/id",
        message: "Not a simulation id.",
        fix: "Use sim_ followed by 32 lowercase hex characters.",
      },
    ]);
  const row = await findOwn(db, caller.userId, { id }, "/id");
  if (row.state !== "done") {
    const message = `Simulation ${id} is ${row.state}; its series can be exported once it is done.`;
    throw new ApiError("not_found", message, [
      { path: "/id", message, fix: "Poll get_simulation until state is done, then download again." },
    ]);
  }
  return new Response(dailyCsv(resultOf(row)), {
    status: 200,
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${id}.csv"`,
      "x-request-id": requestId,
      "cache-control": "no-store",
    },
  });
}
