// The summary line of portfolio results: name, kind, model count, start year, where it lives (folder and
// expiry for a draft) and how many values were assumed.
import { whereabouts } from "@/server/domain/drafts/view";
import type { RecordRow } from "@/server/domain/drafts/store";
import type { PortfolioDefinition } from "@/server/domain/portfolios/schema";

export const kindLabel = (d: PortfolioDefinition) => (d.kind === "single" ? "Single" : "Combined");

export function portfolioSummary(
  verb: string,
  row: RecordRow,
  d: PortfolioDefinition,
  assumedCount: number | null,
): string {
  const assumed = assumedCount === null ? "" : ` ${assumedCount} value(s) assumed.`;
  return `${verb} ${kindLabel(d)} portfolio "${row.name}" (${row.id}) with ${d.models.length} model(s), start year ${d.startingYear}; ${whereabouts(row)}.${assumed}`;
}
