// Deletes drafts whose expiry has passed (30 days after their last use). Saved and public records have
// no expiry and are never touched, and neither is a draft screener that a saved or public portfolio
// uses: it is saved instead, as saving the portfolio does (rows from before that rule, or a race with it).
// Called by the scheduled job (server/jobs) and by tests with a clock.
import type { Clock } from "@/server/clock";
import type { DbClient } from "@/server/domain/drafts/store";
import { saveScreenersOfSavedPortfolios } from "@/server/domain/portfolios/heldScreeners";

export async function deleteExpiredDrafts(
  db: DbClient,
  clock: Clock,
): Promise<{ portfolios: number; screeners: number; kept: number }> {
  const kept = await saveScreenersOfSavedPortfolios(db);
  const where = { state: "draft", expiresAt: { lte: clock.now() } };
  const [portfolios, screeners] = await Promise.all([
    db.portfolio.deleteMany({ where }),
    db.screener.deleteMany({ where }),
  ]);
  return { portfolios: portfolios.count, screeners: screeners.count, kept };
}
