// Share links: a read-only address (/s/<token>) of one simulation or one saved portfolio, made and
// revoked by the record's owner only. Anything another account holds, and any token revoked or never
// made, answers not_found, so neither a record nor a link ever reveals that it exists.
import type { Db } from "@/server/db";
import type { Clock } from "@/server/clock";
import type { ShareLink } from "@/server/generated/prisma/client";
import { env } from "@/server/env";
import { invalid, notFound } from "@/server/errors";
import { newShareToken, SHARE_TOKEN } from "@/server/ids";
import { findOwn } from "@/server/domain/simulations/store";
import { findReadable } from "@/server/domain/drafts/access";

export type ShareTarget = { simulationId: string } | { portfolioId: string };
export type ShareKind = "simulation" | "portfolio";

export const shareUrlOf = (token: string) => `${env().appUrl}/s/${token}`;

const kindOf = (target: ShareTarget): ShareKind => ("simulationId" in target ? "simulation" : "portfolio");
const whereOf = (target: ShareTarget) =>
  "simulationId" in target ? { simulationId: target.simulationId } : { portfolioId: target.portfolioId };

const LINK_FIX = "Check the token; list_shares lists the live links of each of your records.";

/** The caller's own record to share: a finished simulation, or a saved portfolio. */
async function checkShareable(db: Db, clock: Clock, userId: string, target: ShareTarget): Promise<void> {
  if ("simulationId" in target) {
    const row = await findOwn(db, userId, { id: target.simulationId }, "/simulationId", { state: true });
    if (row.state !== "done")
      throw invalid(
        "/simulationId",
        `Simulation ${target.simulationId} is ${row.state}; only a finished backtest can be shared.`,
        "Share it once get_simulation says done.",
      );
    return;
  }
  const row = await findReadable(
    { db, clock, caller: { userId } },
    "portfolio",
    target.portfolioId,
    "/portfolioId",
  );
  if (row.userId !== userId) throw notFound("Portfolio", "/portfolioId", "Share one of your own portfolios.");
  if (row.state !== "saved")
    throw invalid(
      "/portfolioId",
      `Portfolio ${target.portfolioId} is a draft; only a saved strategy can be shared.`,
      "Save it first (save_to_lodestar), then share it.",
    );
}

/** The live link of the record, made now if there is none (the same link is given again). */
export async function shareRecord(
  db: Db,
  clock: Clock,
  userId: string,
  target: ShareTarget,
): Promise<{ link: ShareLink; created: boolean }> {
  await checkShareable(db, clock, userId, target);
  const live = await db.shareLink.findFirst({
    where: { userId, revokedAt: null, ...whereOf(target) },
    orderBy: { createdAt: "asc" },
  });
  if (live) return { link: live, created: false };
  const link = await db.shareLink.create({
    data: {
      token: newShareToken(),
      userId,
      kind: kindOf(target),
      ...whereOf(target),
      createdAt: clock.now(),
    },
  });
  return { link, created: true };
}

/** Revokes one link of the caller's; revoking it again changes nothing. */
export async function revokeShare(db: Db, clock: Clock, userId: string, token: string): Promise<ShareLink> {
  const link = SHARE_TOKEN.test(token) ? await db.shareLink.findUnique({ where: { token } }) : null;
  if (!link || link.userId !== userId) throw notFound("Share link", "/token", LINK_FIX);
  if (link.revokedAt) return link;
  return db.shareLink.update({ where: { token }, data: { revokedAt: clock.now() } });
}

/** The live links of one of the caller's records (not_found when it is not theirs), oldest first. */
export async function listShares(db: Db, clock: Clock, userId: string, target: ShareTarget) {
  if ("simulationId" in target)
    await findOwn(db, userId, { id: target.simulationId }, "/simulationId", { id: true });
  else {
    const row = await findReadable(
      { db, clock, caller: { userId } },
      "portfolio",
      target.portfolioId,
      "/portfolioId",
    );
    if (row.userId !== userId)
      throw notFound("Portfolio", "/portfolioId", "List one of your own portfolios.");
  }
  return db.shareLink.findMany({
    where: { userId, revokedAt: null, ...whereOf(target) },
    orderBy: { createdAt: "asc" },
  });
}

/** The live link of a token, or null (unknown, malformed or revoked: the page is not found). */
export async function openShare(db: Db, token: string): Promise<ShareLink | null> {
  if (!SHARE_TOKEN.test(token)) return null;
  const link = await db.shareLink.findUnique({ where: { token } });
  return link && !link.revokedAt ? link : null;
}
