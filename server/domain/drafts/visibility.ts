// Which records a caller can see, written once: public records, and the caller's own unless an expired
// draft (a draft is gone for everybody once its expiry passes, before the deletion job runs). The rule
// is given both as a predicate on a row and as a Prisma `where` for queries that read many records.
import type { Prisma } from "@/server/generated/prisma/client";
import { isExpired } from "@/server/domain/drafts/lifecycle";

type Visible = { state: string; userId: string | null; expiresAt: Date | null };

export const isVisibleTo = (row: Visible, userId: string, now: Date): boolean =>
  row.state === "public" || (row.userId === userId && !isExpired(row, now));

/** Drafts whose expiry has not passed. */
export const liveDraftWhere = (now: Date) => ({ state: "draft", expiresAt: { gt: now } });

/** The caller's own records that have not expired: saved ones and live drafts. */
export const ownLiveWhere = (userId: string, now: Date): Prisma.ScreenerWhereInput => ({
  userId,
  OR: [liveDraftWhere(now), { state: "saved" }],
});

/** isVisibleTo as a where fragment (the portfolio table has the same columns). */
export const visibleWhere = (userId: string, now: Date): Prisma.ScreenerWhereInput => ({
  OR: [{ state: "public" }, ownLiveWhere(userId, now)],
});
