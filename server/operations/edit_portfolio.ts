import { z } from "zod";
import { defineOperation } from "@/server/operations/types";
import { invalid } from "@/server/errors";
import { editRecord } from "@/server/domain/drafts/write";
import { expectedVersionInput } from "@/server/domain/drafts/versions";
import { NAME_MAX } from "@/server/domain/drafts/names";
import { shownText } from "@/server/domain/drafts/shownText";
import { checkPortfolio } from "@/server/domain/portfolios/check";
import { applyDefinitionPatch, patchSchema } from "@/server/domain/portfolios/patch";
import { PortfolioRejected } from "@/server/domain/portfolios/problems";
import { definitionOf, portfolioView } from "@/server/domain/portfolios/record";
import { portfolioIdInput, portfolioWriteResult } from "@/server/domain/portfolios/requests";
import { definitionInputSchema } from "@/server/domain/portfolios/schema";
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
  input: z.strictObject({
    portfolioId: portfolioIdInput,
    definition: definitionInputSchema
      .optional()
      .describe(
        "A new definition replacing the current one (omitted fields take defaults, reported in assumed); not together with patch.",
      ),
    patch: patchSchema.optional(),
    name: shownText(z.string().trim().min(1).max(NAME_MAX), "name")
      .optional()
      .describe(
        `New name, 1 to ${NAME_MAX} characters; unique within its folder (a taken name gets " (2)", reported in notes).`,
      ),
    description: shownText(z.string().max(1000), "description")
      .nullable()
      .optional()
      .describe("New description, at most 1000 characters; null clears it."),
    expectedVersion: expectedVersionInput,
  }),
  output: portfolioWriteResult,
  recordVersion: (result) => result.portfolio.version,
  async handler(input, { db, clock, caller }) {
    if (input.definition && input.patch)
      throw invalid(
        "/patch",
        "Send either definition or patch, not both.",
        "Send the whole new definition, or a patch against the current one.",
      );
    if (!input.definition && !input.patch && input.name === undefined && input.description === undefined) {
      throw invalid("", "Nothing to change.", "Send at least one of definition, patch, name or description.");
    }
    const target = {
      userId: caller.userId,
      id: input.portfolioId,
      path: "/portfolioId",
      expectedVersion: input.expectedVersion,
    };
    // Read, patched and checked under the record's row lock, so concurrent patches compose.
    const {
      row: updated,
      notes,
      carry: checked,
    } = await editRecord(db, clock, "portfolio", target, async (tx, row) => {
      const current = definitionOf(row);
      const candidate =
        input.definition ?? (input.patch ? applyDefinitionPatch(current, input.patch) : current);
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
    });
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
