// The portfolio record of the spec (id, name, description, state, openUrl, draft, definition). The
// record's name and description are the definition's: the row holds them (names are unique within a
// folder), the stored definition the rest, checked against the definition schema where it leaves the
// database (Prisma types the JSON column as any JSON).
import { z } from "zod";
import { recordFields, recordFieldsSchema } from "@/server/domain/drafts/view";
import type { RecordRow } from "@/server/domain/drafts/store";
import { definitionOutputSchema, type PortfolioDefinition } from "@/server/domain/portfolios/schema";

export const portfolioRecordSchema = z
  .object({ ...recordFieldsSchema("portfolio"), definition: definitionOutputSchema })
  .describe("A portfolio (strategy): its complete definition, state and where to open it.");

type StoredPortfolio = Pick<RecordRow, "definition" | "name" | "description">;

export function definitionOf(row: StoredPortfolio): PortfolioDefinition {
  // Stored definitions leave out name and description: the row holds them.
  const named = Object.assign({}, row.definition, { name: row.name, description: row.description });
  return definitionOutputSchema.parse(named);
}

export const portfolioView = (row: RecordRow) => ({
  ...recordFields("portfolio", row),
  definition: definitionOf(row),
});
