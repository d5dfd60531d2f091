// API keys: "lsk_" + 40 hex. Only the SHA-256 is stored, with a short prefix to recognise the key by.
// The name is the folder of the drafts the key creates (product.md "Drafts and records").
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import type { Db } from "@/server/db";
import type { Clock } from "@/server/clock";
import { ApiError, invalid } from "@/server/errors";
import { newRecordId } from "@/server/ids";
import { isPlanId } from "@/server/plans";
import { shownText } from "@/server/domain/drafts/shownText";
import type { Caller } from "@/server/domain/accounts/caller";

export const hashKey = (secret: string) => createHash("sha256").update(secret).digest("hex");

export const apiKeyNameSchema = shownText(z.string().trim().min(1).max(60), "name").describe(
  "The key's name, also the folder of the drafts it creates (1 to 60 characters).",
);

/** last-used time is kept to the minute: one write per key per minute, not one per call. */
const LAST_USED_RESOLUTION_MS = 60_000;

export async function createApiKey(
  db: Db,
  clock: Clock,
  userId: string,
  name: string,
): Promise<{ id: string; secret: string; name: string }> {
  const parsed = apiKeyNameSchema.safeParse(name);
  if (!parsed.success)
    throw invalid(
      "/name",
      `Invalid key name: ${parsed.error.issues[0].message}`,
      "Use 1 to 60 printable characters (no control characters or bidirectional overrides); the name becomes the folder of the drafts the key creates.",
    );
  const secret = `lsk_${randomBytes(20).toString("hex")}`;
  const id = newRecordId();
  await db.apiKey.create({
    data: {
      id,
      userId,
      name: parsed.data,
      prefix: secret.slice(0, 12),
      hash: hashKey(secret),
      createdAt: clock.now(),
    },
  });
  return { id, secret, name: parsed.data };
}

export function listApiKeys(db: Db, userId: string) {
  return db.apiKey.findMany({
    where: { userId },
    select: { id: true, name: true, prefix: true, createdAt: true, lastUsedAt: true, revokedAt: true },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
  });
}

export async function revokeApiKey(db: Db, clock: Clock, userId: string, id: string): Promise<boolean> {
  const { count } = await db.apiKey.updateMany({
    where: { id, userId, revokedAt: null },
    data: { revokedAt: clock.now() },
  });
  return count === 1;
}

/** Revokes every live key of the user with this name; returns how many. */
export async function revokeApiKeysNamed(
  db: Db,
  clock: Clock,
  userId: string,
  name: string,
): Promise<number> {
  const { count } = await db.apiKey.updateMany({
    where: { userId, name, revokedAt: null },
    data: { revokedAt: clock.now() },
  });
  return count;
}

const unauthenticated = (message: string) =>
  new ApiError("unauthenticated", message, [
    {
      path: "",
      message,
      fix: "Send the header Authorization: Bearer <API_KEY> with a live key from your account page.",
    },
  ]);

/** The caller behind an Authorization header value. `folder` overrides the key's name (MCP client name). */
export async function authenticateBearer(
  db: Db,
  clock: Clock,
  authorization: string | null,
  folder?: string,
): Promise<Caller> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  if (!match) throw unauthenticated("Missing bearer credential.");
  const key = await db.apiKey.findUnique({
    where: { hash: hashKey(match[1]) },
    include: { user: { select: { plan: true } } },
  });
  if (!key || key.revokedAt) throw unauthenticated("Invalid or revoked API key.");
  const now = clock.now();
  const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  if (!key.lastUsedAt || key.lastUsedAt <= stale) {
    // Conditional, so concurrent calls of one key write it once.
    await db.apiKey.updateMany({
      where: { id: key.id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lte: stale } }] },
      data: { lastUsedAt: now },
    });
  }
  const plan = isPlanId(key.user.plan) ? key.user.plan : "free";
  return { userId: key.userId, plan, apiKeyId: key.id, folder: folder?.trim() || key.name };
}
