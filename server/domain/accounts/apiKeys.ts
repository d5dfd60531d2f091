// API keys: "lsk_" + 40 hex. Only the SHA-256 is stored; the name is the folder of the drafts it creates.
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "@/server/db";
import type { Clock } from "@/server/clock";
import { ApiError } from "@/server/errors";
import { isPlanId } from "@/server/plans";
import type { Caller } from "@/server/operations/types";

export const hashKey = (secret: string) => createHash("sha256").update(secret).digest("hex");

export async function createApiKey(db: Db, clock: Clock, userId: string, name: string): Promise<{ id: string; secret: string }> {
  const secret = `lsk_${randomBytes(20).toString("hex")}`;
  const id = randomBytes(12).toString("hex");
  await db.apiKey.create({ data: { id, userId, name, prefix: secret.slice(0, 8), hash: hashKey(secret), createdAt: clock.now() } });
  return { id, secret };
}

export async function revokeApiKey(db: Db, clock: Clock, userId: string, id: string): Promise<boolean> {
  const { count } = await db.apiKey.updateMany({ where: { id, userId, revokedAt: null }, data: { revokedAt: clock.now() } });
  return count === 1;
}

const unauthenticated = (message: string) =>
  new ApiError("unauthenticated", message, [{ path: "", message, fix: "Send the header Authorization: Bearer <API_KEY> with a live key from your account page." }]);

/** The caller behind an Authorization header value. `folder` overrides the key's name (MCP client name). */
export async function authenticateBearer(db: Db, clock: Clock, authorization: string | null, folder?: string): Promise<Caller> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  if (!match) throw unauthenticated("Missing bearer credential.");
  const key = await db.apiKey.findUnique({ where: { hash: hashKey(match[1]) }, include: { user: { select: { plan: true } } } });
  if (!key || key.revokedAt) throw unauthenticated("Invalid or revoked API key.");
  // last-used time is informative; do not hold the request on it.
  void db.apiKey.update({ where: { id: key.id }, data: { lastUsedAt: clock.now() } }).catch(() => undefined);
  const plan = isPlanId(key.user.plan) ? key.user.plan : "free";
  return { userId: key.userId, plan, apiKeyId: key.id, folder: folder?.trim() || key.name };
}
