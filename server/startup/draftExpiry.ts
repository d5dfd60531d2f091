// The scheduled deletion of expired drafts (spec state table: a draft 30 days after its last use is
// deleted unless saved). The work itself is deleteExpiredDrafts, a plain function tests call with a
// clock; this file only names the queue and when it runs.
import type { Db } from "@/server/db";
import type { Clock } from "@/server/clock";
import { deleteExpiredDrafts } from "@/server/domain/drafts/deleteExpired";

export const DRAFT_EXPIRY_QUEUE = "delete-expired-drafts";
/** Hourly, on the hour (UTC): a draft outlives its expiry by at most an hour, and reads already hide it. */
export const DRAFT_EXPIRY_CRON = "0 * * * *";

export async function runDraftExpiry(db: Db, clock: Clock, log: (line: string) => void): Promise<void> {
  const { portfolios, screeners, kept } = await deleteExpiredDrafts(db, clock);
  if (portfolios + screeners > 0)
    log(`deleted expired drafts: ${portfolios} portfolio(s), ${screeners} screener(s)`);
  if (kept > 0) log(`saved ${kept} draft screener(s) that saved or public portfolios use`);
}
