// A simulation's daily series as CSV text: the owner only (others get not_found), done only. The
// download route (server/transport/exportRoute.ts) says who asks and sends it.
import type { Db } from "@/server/db";
import type { Caller } from "@/server/domain/accounts/caller";
import { ApiError } from "@/server/errors";
import { SIMULATION_ID } from "@/server/ids";
import { findOwn } from "@/server/domain/simulations/store";
import { dailyCsv } from "@/server/domain/simulations/csv";
import { resultOf } from "@/server/domain/simulations/stored";

/** The daily series of the caller's own finished simulation `id`, as CSV text. */
export async function exportCsv(db: Db, caller: Caller, id: string): Promise<string> {
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
  return dailyCsv(resultOf(row));
}
