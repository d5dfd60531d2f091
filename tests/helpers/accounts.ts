// Test accounts: a user on a given plan with a live API key.
import { randomBytes } from "node:crypto";
import { createDb, type Db } from "@/server/db";
import { systemClock } from "@/server/clock";
import { createApiKey } from "@/server/domain/accounts/apiKeys";
import type { PlanId } from "@/server/plans";

let shared: Db | null = null;
export const testDb = (): Db => (shared ??= createDb(process.env.DATABASE_URL!, 4));

export async function createTestUser(
  plan: PlanId = "starter",
  keyName = "test-client",
): Promise<{ userId: string; key: string; keyId: string }> {
  const db = testDb();
  const userId = randomBytes(12).toString("hex");
  await db.user.create({
    data: { id: userId, name: `Test ${plan}`, email: `${userId}@test.lodestar`, plan },
  });
  const { id, secret } = await createApiKey(db, systemClock, userId, keyName);
  return { userId, key: secret, keyId: id };
}
