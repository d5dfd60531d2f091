// API keys on the real database: stored hashed, named (the draft folder), revocable, last-used time.
import { describe, expect, it } from "vitest";
import { fixedClock, systemClock } from "@/server/clock";
import {
  authenticateBearer,
  createApiKey,
  hashKey,
  listApiKeys,
  revokeApiKey,
} from "@/server/domain/accounts/apiKeys";
import { createTestUser, testDb } from "@/tests/helpers/accounts";

describe("API keys", () => {
  it("stores only the SHA-256 of the secret, with a recognisable prefix and the trimmed name", async () => {
    const { userId } = await createTestUser("free");
    const key = await createApiKey(testDb(), systemClock, userId, "  Claude Desktop ");
    expect(key.secret).toMatch(/^lsk_[0-9a-f]{40}$/);
    expect(key.name).toBe("Claude Desktop");
    const row = await testDb().apiKey.findUniqueOrThrow({ where: { id: key.id } });
    expect(row).toMatchObject({
      name: "Claude Desktop",
      prefix: key.secret.slice(0, 12),
      hash: hashKey(key.secret),
      revokedAt: null,
      lastUsedAt: null,
    });
    // Known SHA-256 value, so the stored form is the standard digest and not something home-made.
    expect(hashKey("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    const listed = await listApiKeys(testDb(), userId);
    expect(listed.find((k) => k.id === key.id)).toEqual({
      id: key.id,
      name: "Claude Desktop",
      prefix: key.secret.slice(0, 12),
      createdAt: row.createdAt,
      lastUsedAt: null,
      revokedAt: null,
    });
  });

  it.each([
    ["empty", "   "],
    ["too long", "x".repeat(61)],
    ["with a control character", "bad\u0007name"],
  ])("refuses a name that is %s with invalid_arguments at /name", async (_label, name) => {
    const { userId } = await createTestUser("free");
    await expect(createApiKey(testDb(), systemClock, userId, name)).rejects.toMatchObject({
      code: "invalid_arguments",
      details: [{ path: "/name" }],
    });
  });

  it("names the caller's draft folder after the key, unless the client names itself (MCP)", async () => {
    const { userId, key, keyId } = await createTestUser("advanced", "nightly-script");
    expect(await authenticateBearer(testDb(), systemClock, `Bearer ${key}`)).toEqual({
      userId,
      plan: "advanced",
      apiKeyId: keyId,
      folder: "nightly-script",
    });
    expect((await authenticateBearer(testDb(), systemClock, `bearer ${key}`, " Claude ")).folder).toBe(
      "Claude",
    );
    expect((await authenticateBearer(testDb(), systemClock, `Bearer ${key}`, "   ")).folder).toBe(
      "nightly-script",
    );
  });

  it("records the last-used time to the minute", async () => {
    const { key, keyId } = await createTestUser("free");
    const clock = fixedClock(new Date("2030-06-01T10:00:00.000Z"));
    const lastUsed = async () =>
      (await testDb().apiKey.findUniqueOrThrow({ where: { id: keyId } })).lastUsedAt?.toISOString();
    await authenticateBearer(testDb(), clock, `Bearer ${key}`);
    expect(await lastUsed()).toBe("2030-06-01T10:00:00.000Z");
    clock.set(new Date("2030-06-01T10:00:59.000Z"));
    await authenticateBearer(testDb(), clock, `Bearer ${key}`);
    expect(await lastUsed()).toBe("2030-06-01T10:00:00.000Z");
    clock.set(new Date("2030-06-01T10:01:00.000Z"));
    await authenticateBearer(testDb(), clock, `Bearer ${key}`);
    expect(await lastUsed()).toBe("2030-06-01T10:01:00.000Z");
  });

  it("revokes only the owner's key, once", async () => {
    const owner = await createTestUser("free");
    const other = await createTestUser("free");
    expect(await revokeApiKey(testDb(), systemClock, other.userId, owner.keyId)).toBe(false);
    await expect(authenticateBearer(testDb(), systemClock, `Bearer ${owner.key}`)).resolves.toMatchObject({
      userId: owner.userId,
    });
    expect(await revokeApiKey(testDb(), systemClock, owner.userId, owner.keyId)).toBe(true);
    expect(await revokeApiKey(testDb(), systemClock, owner.userId, owner.keyId)).toBe(false);
    await expect(authenticateBearer(testDb(), systemClock, `Bearer ${owner.key}`)).rejects.toMatchObject({
      code: "unauthenticated",
    });
  });
});
