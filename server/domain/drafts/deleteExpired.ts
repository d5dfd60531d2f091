// Deletes drafts whose expiry has passed (30 days after their last use). Saved and public records have
// no expiry and are never touched. Called by the scheduled job (server/jobs) and by tests with a clock.
import type { Clock } from "@/server/clock";
import type { DbClient } from "@/server/domain/drafts/store";

export async function deleteExpiredDrafts(
  db: DbClient,
  clock: Clock,
): Promise<{ portfolios: number; screeners: number }> {
  const where = { state: "draft", expiresAt: { lte: clock.now() } };
  const [portfolios, screeners] = await Promise.all([
    db.portfolio.deleteMany({ where }),
    db.screener.deleteMany({ where }),
  ]);
  return { portfolios: portfolios.count, screeners: screeners.count };
}
