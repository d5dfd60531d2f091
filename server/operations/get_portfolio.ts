import { z } from "zod";
import { defineOperation } from "@/server/operations/types";
import { findReadable, touch } from "@/server/domain/drafts/access";
import { definitionOf, portfolioRecordSchema, portfolioView } from "@/server/domain/portfolios/record";
import { portfolioIdInput } from "@/server/domain/portfolios/requests";
import { portfolioSummary } from "@/server/domain/portfolios/summary";
import { missingScreenerNote, missingScreeners } from "@/server/domain/portfolios/references";
import { DEFINITION_POINTER } from "@/server/domain/portfolios/check";

export const getPortfolio = defineOperation({
  id: "get_portfolio",
  family: "authoring",
  title: "Read one portfolio",
  description:
    "Returns one portfolio (yours, or a public benchmark of the service) with its complete definition, state, openUrl and, for a draft, its folder and expiry. Reading a draft is a use: its expiry moves to 30 days from now. " +
    "Use list_portfolios to find ids, edit_portfolio to change it (a JSON Patch against this definition), simulate_portfolio to backtest it.",
  readOnly: true,
  input: z.strictObject({ portfolioId: portfolioIdInput }),
  output: z.object({
    portfolio: portfolioRecordSchema,
    missing: z
      .array(
        z.object({
          path: z
            .string()
            .describe(
              "Where the definition names it, such as /definition/models/0/selection/entryScreeners/0.",
            ),
          screenerId: z.string().describe("The screener's id."),
          message: z.string().describe("What this means and what to do."),
        }),
      )
      .optional()
      .describe(
        "Present when the definition names screeners that no longer exist: the portfolio can still be read and edited, but not simulated until they are replaced or removed.",
      ),
  }),
  recordVersion: (result) => result.portfolio.version,
  async handler(input, { db, clock, caller }) {
    const row = await touch(
      db,
      clock,
      "portfolio",
      await findReadable({ db, clock, caller }, "portfolio", input.portfolioId, "/portfolioId"),
    );
    const definition = definitionOf(row);
    const missing = await missingScreeners(db, clock, caller.userId, definition, DEFINITION_POINTER);
    const summary = portfolioSummary("Portfolio:", row, definition, null);
    return {
      result: {
        portfolio: portfolioView(row),
        ...(missing.length
          ? { missing: missing.map((m) => ({ ...m, message: missingScreenerNote(m) })) }
          : {}),
      },
      summary: missing.length ? `${summary} ${missing.length} screener(s) it uses no longer exist.` : summary,
    };
  },
});
