import { defineOperation } from "@/server/operations/types";
import { createRecord } from "@/server/domain/drafts/write";
import { checkPortfolio } from "@/server/domain/portfolios/check";
import { PortfolioRejected } from "@/server/domain/portfolios/problems";
import { portfolioView } from "@/server/domain/portfolios/record";
import { portfolioWriteInput, portfolioWriteResult } from "@/server/domain/portfolios/requests";
import { portfolioSummary } from "@/server/domain/portfolios/summary";
import { saveScreenersOf } from "@/server/domain/portfolios/heldScreeners";

export const createPortfolio = defineOperation({
  id: "create_portfolio",
  family: "authoring",
  title: "Create a portfolio (strategy), written as a draft",
  description:
    "Builds a portfolio from a full or partial definition and writes it at once as a draft in your app's folder, returning the complete definition and an openUrl where the person can open and save it. One model makes a Single; two or more make a Combined with its own allocation and risk conditions over the models. " +
    "Omitted fields take the product defaults for your plan and are listed in assumed (JSON pointer, value, reason); the returned definition can be sent back unchanged. The definition is checked against the product's rules and your plan: every problem comes back with its path, message and fix (plan_required names the lowest plan that accepts it). " +
    "Read the fields with describe_portfolio_model, methods with list_allocation_methods, presets with list_risk_rule_presets. Not for changing a portfolio (edit_portfolio) or only checking a definition (validate_portfolio).",
  readOnly: false,
  // A new draft each call; nothing existing changes.
  writes: { destructive: false, idempotent: false },
  input: portfolioWriteInput,
  output: portfolioWriteResult,
  recordVersion: (result) => result.portfolio.version,
  async handler(input, { db, clock, caller }) {
    const checked = await checkPortfolio(db, clock, caller, input.definition);
    if (checked.problems.length) throw new PortfolioRejected(checked.problems);
    const { definition } = checked;
    const { row, notes } = await createRecord(db, clock, caller, "portfolio", {
      name: definition.name,
      description: definition.description,
      definition,
    });
    const held = await saveScreenersOf(db, row);
    return {
      result: { portfolio: portfolioView(row), notes: [...checked.notes, ...notes, ...held] },
      summary: portfolioSummary("Created", row, definition, checked.assumed.length),
      assumed: checked.assumed,
    };
  },
});
