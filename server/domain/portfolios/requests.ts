// Request and result pieces shared by the portfolio operations.
import { z } from "zod";
import { RECORD_ID } from "@/server/ids";
import { definitionInputSchema } from "@/server/domain/portfolios/schema";
import { portfolioRecordSchema } from "@/server/domain/portfolios/record";

export const portfolioIdInput = z
  .string()
  .regex(RECORD_ID)
  .describe("The portfolio's id (24 lowercase hex characters), from create_portfolio or list_portfolios.");

/** create_portfolio and validate_portfolio take the same request. */
export const portfolioWriteInput = z.strictObject({ definition: definitionInputSchema });

export const notesSchema = z
  .array(z.string().min(1))
  .describe("Anything the operation changed on its own, such as a renamed duplicate name; usually empty.");

export const portfolioWriteResult = z.object({ portfolio: portfolioRecordSchema, notes: notesSchema });
