// A person's latest backtests for the home page: name, state and, once done, the headline figures.
// Reads stored rows only (no research call, no engine run), through the typed readers of stored.ts.
import type { Db } from "@/server/db";
import type { Headline } from "@/server/engine/metrics/headline";
import { requestOf, storedCardOf } from "@/server/domain/simulations/stored";

export interface RecentSimulation {
  id: string;
  portfolioName: string;
  state: string;
  startYear: number;
  createdAt: Date;
  /** Null until the run is done. */
  headline: Headline | null;
}

export async function recentSimulations(db: Db, userId: string, limit: number): Promise<RecentSimulation[]> {
  const rows = await db.simulation.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: limit,
    select: { id: true, state: true, request: true, summary: true, createdAt: true },
  });
  return rows.map((r) => {
    const request = requestOf(r);
    const card = r.summary === null ? null : storedCardOf(r);
    return {
      id: r.id,
      portfolioName: request.portfolioName,
      state: r.state,
      startYear: request.recipe.settings.startYear,
      createdAt: r.createdAt,
      headline: card?.headline ?? null,
    };
  });
}
