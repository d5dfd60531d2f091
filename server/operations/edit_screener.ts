import { defineOperation } from "@/server/operations/types";
import { checkScreener } from "@/server/domain/screeners/check";
import { editAsRequested } from "@/server/domain/drafts/edit";
import { applyDefinitionPatch } from "@/server/domain/screeners/patch";
import { screenerDefinitionOf, screenerView } from "@/server/domain/screeners/record";
import { ScreenerRejected } from "@/server/domain/screeners/rejection";
import { editScreenerInput, screenerWriteResult } from "@/server/domain/screeners/requests";
import { screenerSummary } from "@/server/domain/screeners/summary";

export const editScreener = defineOperation({
  id: "edit_screener",
  family: "screening",
  title: "Change a screener",
  description:
    "Changes one of your screeners (draft or saved): replace its whole definition ({universe, rows}), or send a JSON Patch (RFC 6902) against the definition get_screener returns (e.g. replace /rows/0/target/value, add /rows/- to append a row), and/or rename it or change its description. " +
    "The result is checked exactly like create_screener (defaults in assumed; a warning of severity error stops the edit and nothing changes). Editing a draft is a use: its expiry moves to 30 days from now. Public screeners cannot be edited (forbidden): create your own from their definition. " +
    "Concurrent edits: a patch applies to the record as it is when it runs, so patches from several clients all land; send expectedVersion (the version get_screener returned) to write only if nobody changed it since, else conflict (409) with the current version. " +
    "Not for new screeners (create_screener) or saving a draft (save_to_lodestar).",
  readOnly: false,
  // Replaces the definition; a patch such as "add /rows/-" adds again when repeated.
  writes: { destructive: true, idempotent: false },
  input: editScreenerInput,
  output: screenerWriteResult,
  recordVersion: (result) => result.screener.version,
  async handler(input, ctx) {
    const changesDefinition = Boolean(input.definition || input.patch);
    const at = { id: input.screenerId, path: "/screenerId" };
    const {
      row: updated,
      notes,
      carry: checked,
    } = await editAsRequested(
      ctx,
      "screener",
      at,
      input,
      { current: screenerDefinitionOf, patched: applyDefinitionPatch },
      async (_tx, _row, candidate) => {
        const checked = checkScreener(candidate, ctx.caller.plan, input.definition ? "/definition" : "");
        if (!checked.definition) throw new ScreenerRejected(checked.warnings);
        const changes = {
          name: input.name,
          description: input.description,
          ...(changesDefinition ? { definition: checked.definition as object } : {}),
        };
        return { changes, carry: { ...checked, definition: checked.definition } };
      },
    );
    // Defaults only count as assumed where this request introduced them.
    const assumed = changesDefinition ? checked.assumed : [];
    return {
      result: { screener: screenerView(updated), warnings: checked.warnings, notes },
      summary: screenerSummary("Edited", updated, checked.definition, assumed.length, checked.warnings),
      assumed,
    };
  },
});
