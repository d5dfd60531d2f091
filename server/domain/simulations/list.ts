// Listing a caller's simulations, newest first: their own rows only, optionally those of one portfolio
// or in one state. Reads the request (for the summary) and the small card (headline figures and dates),
// never the stored result.
import type { Db } from "@/server/db";
import type { Prisma } from "@/server/generated/prisma/client";
import type { SimulationState } from "@/server/domain/simulations/store";

export interface SimulationListQuery {
  portfolioId?: string;
  state?: SimulationState;
  limit: number;
  offset: number;
}

export async function listSimulations(db: Db, userId: string, q: SimulationListQuery) {
  const where: Prisma.SimulationWhereInput = {
    userId,
    ...(q.state ? { state: q.state } : {}),
    // The recipe names the portfolio it was run for; the column is cleared when that portfolio is
    // deleted, and its simulations still belong to it.
    ...(q.portfolioId ? { request: { path: ["recipe", "portfolioId"], equals: q.portfolioId } } : {}),
  };
  const [rows, total] = await Promise.all([
    db.simulation.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: q.offset,
      take: q.limit,
      select: { id: true, portfolioId: true, request: true, state: true, createdAt: true, summary: true },
    }),
    db.simulation.count({ where }),
  ]);
  return { rows, total };
}
