import { defineOperation } from "@/server/operations/types";
import { checkPortfolio } from "@/server/domain/portfolios/check";
import { editAsRequested } from "@/server/domain/drafts/edit";
import { applyDefinitionPatch } from "@/server/domain/portfolios/patch";
import { PortfolioRejected } from "@/server/domain/portfolios/problems";
import { definitionOf, portfolioView } from "@/server/domain/portfolios/record";
import { editPortfolioInput, portfolioWriteResult } from "@/server/domain/portfolios/requests";
import { portfolioSummary } from "@/server/domain/portfolios/summary";
import { saveScreenersOf } from "@/server/domain/portfolios/heldScreeners";

export const editPortfolio = defineOperation({
  id: "edit_portfolio",
  family: "authoring",
  title: "Change a portfolio",
  description:
    "Changes one of your portfolios (draft or saved): replace its whole definition (full or partial, as for create_portfolio), or send a JSON Patch (RFC 6902) against the complete definition get_portfolio returns (e.g. replace /models/0/positionExits/maxPositions, add /models/- to append a model), and/or rename it or change its description. " +
    "The result is checked exactly like create_portfolio (defaults in assumed; any problem stops the edit and nothing changes). A replacement definition that leaves out name or description keeps the current ones. Editing a draft is a use: its expiry moves to 30 days from now. Public portfolios cannot be edited (forbidden): create your own from their definition. " +
    "Concurrent edits: a patch applies to the record as it is when it runs, so patches from several clients all land; send expectedVersion (the version get_portfolio returned) to write only if nobody changed it since, else conflict (409) with the current version. " +
    "Not for new portfolios (create_portfolio) or saving a draft (save_to_lodestar).",
  readOnly: false,
  // Replaces the definition; a patch such as "add /models/-" adds again when repeated.
  writes: { destructive: true, idempotent: false },
  input: editPortfolioInput,
  output: portfolioWriteResult,
  recordVersion: (result) => result.portfolio.version,
  async handler(input, ctx) {
    const { db, clock, caller } = ctx;
    const at = { id: input.portfolioId, path: "/portfolioId" };
    const {
      row: updated,
      notes,
      carry: checked,
    } = await editAsRequested(
      ctx,
      "portfolio",
      at,
      input,
      { current: definitionOf, patched: applyDefinitionPatch },
      async (tx, row, candidate, current) => {
        const keep = { name: row.name, description: row.description };
        const checked = await checkPortfolio(tx, clock, caller, candidate, keep, current);
        if (checked.problems.length) throw new PortfolioRejected(checked.problems);
        const { definition } = checked;
        const changes = {
          name: input.name ?? definition.name,
          description: input.description !== undefined ? input.description : definition.description,
          definition,
        };
        return { changes, carry: checked };
      },
    );
    const held = await saveScreenersOf(db, updated);
    // Defaults only count as assumed where this request introduced them.
    const assumed = input.definition || input.patch ? checked.assumed : [];
    return {
      result: { portfolio: portfolioView(updated), notes: [...checked.notes, ...notes, ...held] },
      summary: portfolioSummary("Edited", updated, definitionOf(updated), assumed.length),
      assumed,
    };
  },
});
