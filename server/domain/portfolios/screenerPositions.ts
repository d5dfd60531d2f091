// A model fed by a top-N screener holds N positions by default: when its maxPositions is left out
// and an entry screener ends in a highest/lowest row keeping N, the default is N (at most the plan's
// cap) instead of the product's 10, and the assumed entry says which screener set it. A screener with
// no such row may match any number, so the product default stands; with several entry screeners the
// largest N (each screener's list held whole).
import type { Clock } from "@/server/clock";
import type { DbClient } from "@/server/domain/drafts/store";
import type { AssumedValue } from "@/server/domain/assumed";
import type { PortfolioDefinition } from "@/server/domain/portfolios/schema";
import { visibleWhere } from "@/server/domain/drafts/visibility";
import { screenerDefinitionOf } from "@/server/domain/screeners/record";
import type { ScreenerDefinition } from "@/server/domain/screeners/definition";
import { PLANS, type PlanId } from "@/server/plans";

/** How many a screener can match at most: the smallest count of its highest/lowest rows (null: any). */
export function topCount(d: ScreenerDefinition): number | null {
  const counts = d.rows
    .filter((r) => (r.relation === "highest" || r.relation === "lowest") && r.target.kind === "count")
    .map((r) => (r.target as { value: number }).value);
  return counts.length ? Math.min(...counts) : null;
}

export async function positionsFromScreeners(
  db: DbClient,
  clock: Clock,
  userId: string,
  plan: PlanId,
  d: PortfolioDefinition,
  assumed: AssumedValue[],
  base: string,
): Promise<void> {
  const ids = [...new Set(d.models.flatMap((m) => m.selection.entryScreeners))];
  if (ids.length === 0) return;
  const rows = await db.screener.findMany({
    where: { AND: [{ id: { in: ids } }, visibleWhere(userId, clock.now())] },
    select: { id: true, name: true, definition: true },
  });
  const cap = PLANS[plan].maxPositions;
  d.models.forEach((m, i) => {
    const entry = assumed.find((a) => a.field === `${base}/models/${i}/positionExits/maxPositions`);
    if (!entry) return;
    const tops = rows
      .filter((r) => m.selection.entryScreeners.includes(r.id))
      .map((r) => ({ name: r.name, n: topCount(screenerDefinitionOf(r)) }))
      .filter((t): t is { name: string; n: number } => t.n !== null)
      .sort((a, b) => b.n - a.n);
    if (tops.length === 0) return;
    const { name, n } = tops[0];
    const value = Math.min(n, cap);
    m.positionExits.maxPositions = value;
    entry.value = value;
    entry.reason =
      `Left out: the entry screener “${name}” keeps its top ${n}, so the model holds up to ${value}` +
      (value < n ? ` (your plan's cap on positions).` : ".");
  });
}
