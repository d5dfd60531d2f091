import { defineOperation } from "@/server/operations/types";
import { createRecord } from "@/server/domain/drafts/write";
import { checkScreener } from "@/server/domain/screeners/check";
import { nameFromFilters } from "@/server/domain/screeners/naming";
import { screenerView } from "@/server/domain/screeners/record";
import { ScreenerRejected } from "@/server/domain/screeners/rejection";
import { screenerWriteInput, screenerWriteResult } from "@/server/domain/screeners/requests";
import { screenerSummary } from "@/server/domain/screeners/summary";

export const createScreener = defineOperation({
  id: "create_screener",
  family: "screening",
  title: "Create a screener (written as a draft)",
  description:
    "Builds a stock, ETP or crypto screener from a universe and an ordered list of rows (each row filters what the earlier rows kept; a highest/lowest row ranks only those) and writes it at once as a draft in your app's folder, returning an openUrl where the person can open and save it. " +
    "Omitted relations, comparisons and inputs take the filter's defaults and are listed in assumed. Problems come back as warnings (severity error stops the write: the call fails with every problem's row, path, message and fix). " +
    "Find filter ids with list_screen_filters and their relations and inputs with describe_screen_filter. To check without writing use validate_screener; to change one use edit_screener; to see its matches use run_screener.",
  readOnly: false,
  // A new draft each call; nothing existing changes.
  writes: { destructive: false, idempotent: false },
  input: screenerWriteInput,
  output: screenerWriteResult,
  recordVersion: (result) => result.screener.version,
  async handler(input, { db, clock, caller }) {
    const checked = checkScreener(input, caller.plan);
    if (!checked.definition) throw new ScreenerRejected(checked.warnings);
    const { row, notes } = await createRecord(db, clock, caller, "screener", {
      name: input.name ?? nameFromFilters(checked.definition),
      description: input.description ?? null,
      definition: checked.definition as object,
    });
    const assumed = [
      ...checked.assumed,
      ...(input.name
        ? []
        : [
            {
              field: "/name",
              value: row.name,
              reason: "Left out: named after the asset type and first filters.",
            },
          ]),
    ];
    return {
      result: { screener: screenerView(row), warnings: checked.warnings, notes },
      summary: screenerSummary("Created", row, checked.definition, assumed.length, checked.warnings),
      assumed,
    };
  },
});
