// A stored sweep as get_sweep answers it (sweepSchema.ts), and the one rule of who reads one: its owner.
// Another account's sweep id answers not_found, like any record that is not yours.
import type { Db } from "@/server/db";
import type { Caller } from "@/server/domain/accounts/caller";
import { notFound } from "@/server/errors";
import { combinationOf } from "@/server/domain/research/axes";
import type { SweepRequest } from "@/server/domain/research/sweepChunk";
import type { StoredSweepResult } from "@/server/domain/research/sweepResult";
import type { SweepResult, SweepState, SweepStatus } from "@/server/domain/research/sweepSchema";
import { walkForwardLine } from "@/server/domain/research/walkForwardStatus";
import {
  requestOfSweep,
  sweepResultOfRow,
  walkForwardResultOfRow,
  type SweepRow,
} from "@/server/domain/research/sweepRow";

export { requestOfSweep };

export async function readSweep(db: Db, caller: Caller, id: string, path = "/sweepId"): Promise<SweepRow> {
  const row = await db.sweep.findFirst({ where: { id, userId: caller.userId } });
  if (!row)
    throw notFound(
      "The sweep",
      path,
      "Use the sweepId run_sweep or run_walk_forward answered with, under the same account.",
    );
  return row;
}

export function sweepStatusOf(row: SweepRow): SweepStatus {
  const request = requestOfSweep(row);
  const { startYear, variant, baseCurrency, startingCapital } = request.settings;
  const done = row.state === "done" && row.result !== null;
  return {
    sweep: {
      id: row.id,
      kind: row.kind as "sweep" | "walkForward",
      portfolioId: row.portfolioId,
      portfolioName: request.portfolioName,
      axes: request.axes.map(({ path, label, unit, values }) => ({ path, label, unit, values })),
      rankBy: request.rankBy,
      settings: { startYear, variant, baseCurrency, startingCapital },
      variantCount: request.variantCount,
      calls: request.calls,
      state: row.state as SweepState,
      progress: row.progress,
      reason: row.state === "failed" ? row.error : null,
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
    },
    ...(done && row.kind === "sweep" ? { result: withValues(sweepResultOfRow(row), request.axes) } : {}),
    ...(done && row.kind === "walkForward" ? { result: walkForwardResultOfRow(row) } : {}),
  };
}

/** A stored sweep result with each variant's axis values, as get_sweep answers it. */
const withValues = (stored: StoredSweepResult, axes: SweepRequest["axes"]): SweepResult => ({
  ...stored,
  variants: stored.variants.map((v) => ({ ...v, values: combinationOf(axes, v.index) })),
});

/** The status in one line, for the envelope's summary. */
export function sweepLine(s: SweepStatus): string {
  if (s.sweep.kind === "walkForward") return walkForwardLine(s);
  const head = `Sweep ${s.sweep.id} of "${s.sweep.portfolioName}": ${s.sweep.variantCount} variants over ${s.sweep.axes.map((a) => a.label).join(" × ")}.`;
  switch (s.sweep.state) {
    case "done": {
      const result = s.result as SweepResult | undefined;
      const best = result?.best;
      const values = best === null || best === undefined ? null : result!.variants[best].values;
      return `${head} Done; best by ${s.sweep.rankBy}: ${values ? `variant ${best} (${values.join(", ")})` : "none"}. ${result?.overfitting.sentence ?? ""}`.trim();
    }
    case "failed":
      return `${head} Failed: ${s.sweep.reason}`;
    case "cancelled":
      return `${head} Cancelled.`;
    default:
      return `${head} ${s.sweep.state === "queued" ? "Queued" : "Running"} (${Math.round(s.sweep.progress * 100)} %); call get_sweep with the sweepId until it is done.`;
  }
}
