// The one check every screener write and run goes through: normalise the universe and each row
// (defaults into `assumed`), apply the plan's filter limit, flag duplicate rows. The definition is
// returned only when no warning has severity error.
import { ApiError } from "@/server/errors";
import { PLANS, lowestPlanWhere, type PlanId } from "@/server/plans";
import type { AssumedValue } from "@/server/domain/assumed";
import { detailsFromZod } from "@/server/zodErrors";
import { universeSchema, type Row, type ScreenerDefinition } from "@/server/domain/screeners/definition";
import { checkUniverse } from "@/server/domain/screeners/checkUniverse";
import { checkRow } from "@/server/domain/screeners/checkRow";
import { WarningList, type ScreenerWarning } from "@/server/domain/screeners/warnings";

export interface Checked {
  /** The normalised definition; null when a warning has severity error. */
  definition: ScreenerDefinition | null;
  warnings: ScreenerWarning[];
  assumed: AssumedValue[];
}

/**
 * `base` is the JSON pointer of the definition in the request ("" when universe and rows are top-level
 * fields). Rows arrive unparsed from a JSON Patch; an unreadable one is reported, not thrown.
 */
export function checkScreener(input: { universe: unknown; rows: unknown }, plan: PlanId, base = ""): Checked {
  const universeParsed = universeSchema.safeParse(input.universe);
  if (!universeParsed.success) {
    const details = detailsFromZod(universeParsed.error).map((d) => ({
      ...d,
      path: `${base}/universe${d.path}`,
    }));
    throw new ApiError(
      "invalid_arguments",
      `The universe is not valid: ${details[0]?.path}: ${details[0]?.message}.`,
      details,
    );
  }
  const given = input.rows;
  if (!Array.isArray(given)) {
    const message = "rows must be a list of rows.";
    throw new ApiError("invalid_arguments", message, [
      { path: `${base}/rows`, message, fix: "Send rows as a list (it may be empty)." },
    ]);
  }
  const warnings = new WarningList();
  const assumed: AssumedValue[] = [];
  const universe = checkUniverse(universeParsed.data, base, warnings, assumed);
  const limit = PLANS[plan].screenerRows;
  if (given.length > limit) {
    const needed = lowestPlanWhere((p) => p.screenerRows >= given.length);
    const upgrade = needed ? `, or move to the ${needed} plan (${PLANS[needed].screenerRows} rows)` : "";
    const message = `${given.length} rows is over the ${plan} plan's filter limit of ${limit}.`;
    warnings.plan(
      "too_many_rows",
      null,
      `${base}/rows`,
      message,
      `Send at most ${limit} rows${upgrade}.`,
      needed,
    );
  }
  const rows: (Row | null)[] = given.map((raw, i) =>
    checkRow(raw, {
      assetType: universe.assetType,
      row: i + 1,
      path: `${base}/rows/${i}`,
      warnings,
      assumed,
    }),
  );
  const seen = new Map<string, number>();
  rows.forEach((row, i) => {
    if (!row) return;
    const key = JSON.stringify(row);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, i + 1);
    else
      warnings.warn(
        "duplicate_row",
        i + 1,
        `${base}/rows/${i}`,
        `Row ${i + 1} repeats row ${first} exactly; it keeps the same instruments again.`,
        `Remove row ${i + 1}, or change its relation, target or inputs.`,
      );
  });
  const definition = warnings.hasErrors ? null : { universe, rows: rows as Row[] };
  return { definition, warnings: warnings.items, assumed };
}
