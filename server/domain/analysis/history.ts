// The history an analysis reads from a simulation: its row (own and done, else a clear refusal), its
// monthly returns (each calendar month's last value over the previous one's, engine/metrics/periods.ts)
// and the CPI inflation of the same months.
import type { Db } from "@/server/db";
import { findReadable, type RecordAccess } from "@/server/domain/drafts/access";
import { invalid } from "@/server/errors";
import { findOwn, type SimulationRow } from "@/server/domain/simulations/store";
import { resultOf } from "@/server/domain/simulations/stored";
import { periodReturns } from "@/server/engine/metrics/periods";
import type { Series } from "@/server/engine/data/panel";

const NOT_DONE_FIX = "Wait until get_simulation says done, then ask again.";

export async function doneSimulation(
  db: Db,
  userId: string,
  id: string,
  path: string,
): Promise<SimulationRow> {
  const row = await findOwn(db, userId, { id }, path);
  if (row.state !== "done") throw invalid(path, `Simulation ${id} is ${row.state}, not done.`, NOT_DONE_FIX);
  return row;
}

/** Your newest done simulation of a portfolio you can read (else not_found); invalid_arguments when none. */
export async function newestDoneOfPortfolio(
  { db, clock, caller }: RecordAccess & { db: Db },
  portfolioId: string,
  path: string,
): Promise<SimulationRow> {
  const { userId } = caller;
  await findReadable({ db, clock, caller }, "portfolio", portfolioId, path);
  const row = await db.simulation.findFirst({
    where: { userId, portfolioId, state: "done" },
    orderBy: { createdAt: "desc" },
  });
  if (!row)
    throw invalid(
      path,
      `You have no finished simulation of portfolio ${portfolioId}.`,
      "Run simulate_portfolio on it first (or pass a simulationId).",
    );
  return row;
}

export interface MonthlyHistory {
  /** "YYYY-MM", ascending. */
  months: string[];
  returns: Float64Array;
}

export function monthlyHistory(row: SimulationRow): MonthlyHistory {
  const { dates, values } = resultOf(row);
  const periods = periodReturns(dates, Float64Array.from(values), 7);
  return { months: periods.map((p) => p.period), returns: Float64Array.from(periods, (p) => p.totalReturn) };
}

/**
 * Each month's inflation: the CPI of the month (as of its first) over the CPI of the month before, both
 * the latest published by then, so a month the source skipped carries over to the next; 0 past the data.
 */
export function monthlyInflation(cpi: Series, months: string[]): Float64Array {
  const level = (month: string) => {
    const key = `${month}-01`;
    let lo = 0;
    let hi = cpi.dates.length - 1;
    if (cpi.dates[0] > key) return NaN;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (cpi.dates[mid] <= key) lo = mid;
      else hi = mid - 1;
    }
    return cpi.values[lo];
  };
  return Float64Array.from(months, (month) => {
    const [y, m] = month.split("-").map(Number);
    const before = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
    const r = level(month) / level(before) - 1;
    return Number.isFinite(r) ? r : 0;
  });
}
