import { z } from "zod";
import { defineOperation } from "@/server/operations/types";
import { findReadable, touch } from "@/server/domain/drafts/access";
import { definitionOf, portfolioRecordSchema, portfolioView } from "@/server/domain/portfolios/record";
import { portfolioIdInput } from "@/server/domain/portfolios/requests";
import { portfolioSummary } from "@/server/domain/portfolios/summary";

export const getPortfolio = defineOperation({
  id: "get_portfolio",
  family: "authoring",
  title: "Read one portfolio",
  description:
    "Returns one portfolio (yours, or a public benchmark of the service) with its complete definition, state, openUrl and, for a draft, its folder and expiry. Reading a draft is a use: its expiry moves to 30 days from now. " +
    "Use list_portfolios to find ids, edit_portfolio to change it (a JSON Patch against this definition), simulate_portfolio to backtest it.",
  readOnly: true,
  input: z.strictObject({ portfolioId: portfolioIdInput }),
  output: z.object({ portfolio: portfolioRecordSchema }),
  recordVersion: (result) => result.portfolio.version,
  async handler(input, { db, clock, caller }) {
    const row = await touch(
      db,
      clock,
      "portfolio",
      await findReadable(db, clock, "portfolio", caller.userId, input.portfolioId, "/portfolioId"),
    );
    return {
      result: { portfolio: portfolioView(row) },
      summary: portfolioSummary("Portfolio:", row, definitionOf(row), null),
    };
  },
});
