// What a share link opens, read once per request (React cache: the page, its metadata and nothing
// else ask the database twice). Null when the token is unknown, malformed or revoked, or its record is
// gone: the page is then not found, as for any address that does not exist.
import { cache } from "react";
import { getDb } from "@/server/db";
import { env } from "@/server/env";
import { openShare } from "@/server/domain/sharing/links";
import { sharedCard, sharedPortfolio, sharedSimulation } from "@/server/domain/sharing/views";

export const loadShare = cache(async (token: string) => {
  const db = getDb();
  const link = await openShare(db, token);
  if (!link) return null;
  const card = await sharedCard(db, link);
  if (!card) return null;
  if (link.kind === "simulation") {
    const simulation = await sharedSimulation(db, link);
    return simulation && { kind: "simulation" as const, card, simulation };
  }
  const portfolio = await sharedPortfolio(db, link);
  return portfolio && { kind: "portfolio" as const, card, portfolio };
});

export const cardImageUrl = (token: string) => `${env().appUrl}/s/${token}/card.png`;

/** Only the preview card of a live link (the image route reads no full result). */
export async function loadCard(token: string) {
  const db = getDb();
  const link = await openShare(db, token);
  return link && sharedCard(db, link);
}
