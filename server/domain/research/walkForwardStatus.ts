// A walk-forward test as get_sweep and run_walk_forward answer it: the stored result (walkForwardSchema.ts)
// as it is, and the status in one line for the envelope's summary.
import type { WalkForwardResult } from "@/server/domain/research/walkForwardSchema";

const pct = (x: number | null) => (x === null ? "n/a" : `${(x * 100).toFixed(1)} %`);

/** The stored result of a done walk-forward row (the row's result column holds it whole). */
export const walkForwardResultOf = (stored: unknown) => stored as WalkForwardResult;

export function walkForwardLine(s: {
  sweep: {
    id: string;
    portfolioName: string;
    variantCount: number;
    state: string;
    rankBy: string;
    progress: number;
    reason: string | null;
  };
  result?: unknown;
}): string {
  const head = `Walk-forward ${s.sweep.id} of "${s.sweep.portfolioName}" over ${s.sweep.variantCount} variants, picked by ${s.sweep.rankBy}.`;
  if (s.sweep.state === "failed") return `${head} Failed: ${s.sweep.reason}`;
  if (s.sweep.state === "cancelled") return `${head} Cancelled.`;
  if (s.sweep.state !== "done" || !s.result) {
    const where = s.sweep.state === "queued" ? "Queued" : `Running (${Math.round(s.sweep.progress * 100)} %)`;
    return `${head} ${where}; call get_sweep with the sweepId until it is done.`;
  }
  const r = walkForwardResultOf(s.result);
  const picks = new Set(r.windows.map((w) => w.chosen)).size;
  const efficiency = r.efficiency === null ? "n/a" : r.efficiency.toFixed(2);
  return `${head} ${r.windows.length} windows (${picks} different variants picked): out of sample CAGR ${pct(r.outOfSample.cagr)}, in sample (whole-span best) ${pct(r.inSample.cagr)}, walk-forward efficiency ${efficiency}.`;
}
