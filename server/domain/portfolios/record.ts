// The portfolio record of the spec (id, name, description, state, openUrl, draft, definition). The
// record's name and description are the definition's: the row holds them (names are unique within a
// folder), the stored definition the rest.
import { z } from "zod";
import { recordFields, recordFieldsSchema } from "@/server/domain/drafts/view";
import type { RecordRow } from "@/server/domain/drafts/store";
import { definitionOutputSchema, type PortfolioDefinition } from "@/server/domain/portfolios/schema";

export const portfolioRecordSchema = z
  .object({ ...recordFieldsSchema("portfolio"), definition: definitionOutputSchema })
  .describe("A portfolio (strategy): its complete definition, state and where to open it.");

export const definitionOf = (row: RecordRow): PortfolioDefinition => ({
  ...(row.definition as unknown as PortfolioDefinition),
  name: row.name,
  description: row.description,
});

export const portfolioView = (row: RecordRow) => ({ ...recordFields("portfolio", row), definition: definitionOf(row) });
