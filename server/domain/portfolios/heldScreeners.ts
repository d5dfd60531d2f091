// A saved portfolio holds its screeners: the owner's draft screeners it uses are saved with it, so they
// cannot expire under it (product.md "Records: versions and sharing"). Called wherever a portfolio is
// written saved (save_to_lodestar, and a create or edit of a saved portfolio: the web app's), and by
// the expiry job for every saved or public portfolio. The ids are read from the stored JSON in lax
// mode: a stored definition of another shape (a row from an older schema) names none, never an error.
import type { DbClient, RecordRow } from "@/server/domain/drafts/store";

const ENTRY = "lax $.models[*].selection.entryScreeners[*]";
const EXIT = "lax $.models[*].selection.exitScreeners[*]";

/** Saves the draft screeners a saved `portfolio` uses; a note for each, for the result's `notes`. */
export async function saveScreenersOf(db: DbClient, portfolio: RecordRow): Promise<string[]> {
  if (portfolio.state !== "saved" || portfolio.userId === null) return [];
  const saved = await db.$queryRaw<{ id: string; name: string }[]>`
    UPDATE "screener" SET "state" = 'saved', "expiresAt" = NULL
    WHERE "state" = 'draft' AND "userId" = ${portfolio.userId} AND "id" IN (
      SELECT jsonb_path_query(p."definition", ${ENTRY}::jsonpath) #>> '{}' FROM "portfolio" p
      WHERE p."id" = ${portfolio.id}
      UNION
      SELECT jsonb_path_query(p."definition", ${EXIT}::jsonpath) #>> '{}' FROM "portfolio" p
      WHERE p."id" = ${portfolio.id})
    RETURNING "id", "name"`;
  return saved
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(
      (s) =>
        `The draft screener "${s.name}" (${s.id}) this portfolio uses is saved too, so it no longer expires.`,
    );
}

/** Saves every draft screener a saved or public portfolio uses; how many. */
export async function saveScreenersOfSavedPortfolios(db: DbClient): Promise<number> {
  return db.$executeRaw`
    UPDATE "screener" s SET "state" = 'saved', "expiresAt" = NULL
    WHERE s."state" = 'draft' AND EXISTS (
      SELECT 1 FROM "portfolio" p
      WHERE p."state" <> 'draft' AND (
        jsonb_path_exists(p."definition", (${ENTRY} || ' ? (@ == $id)')::jsonpath, jsonb_build_object('id', s."id"))
        OR jsonb_path_exists(p."definition", (${EXIT} || ' ? (@ == $id)')::jsonpath, jsonb_build_object('id', s."id"))))`;
}
