// The summary line of screener writes: name, universe, row count, where it lives and what was assumed.
import { whereabouts } from "@/server/domain/drafts/view";
import type { RecordRow } from "@/server/domain/drafts/store";
import type { ScreenerDefinition } from "@/server/domain/screeners/definition";
import type { ScreenerWarning } from "@/server/domain/screeners/warnings";

export function screenerSummary(
  verb: string,
  row: RecordRow,
  definition: ScreenerDefinition,
  assumedCount: number,
  warnings: ScreenerWarning[],
): string {
  const rows = definition.rows.length;
  const warned = warnings.length
    ? ` ${warnings.length} warning(s): ${warnings.map((w) => w.code).join(", ")}.`
    : "";
  return `${verb} screener "${row.name}" (${row.id}) over ${definition.universe.assetType} with ${rows} row(s); ${whereabouts(row)}. ${assumedCount} value(s) assumed.${warned}`;
}
