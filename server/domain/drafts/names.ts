// Names are unique within a folder of one owner. A taken name gets " (2)", " (3)"... and the change is
// reported as a note. Writers hold a per-folder advisory lock so two concurrent writes cannot pick the
// same name.
import type { Db } from "@/server/db";
import { tableOf, type DbClient, type RecordKind } from "@/server/domain/drafts/store";
import type { Prisma } from "@/server/generated/prisma/client";
import { nfc } from "@/server/domain/drafts/shownText";

export const NAME_MAX = 100;

// One person's burst of writes to a folder queues on its lock, each holding a pooled connection: wait
// for a slot and for the lock for seconds rather than Prisma's 2 s and 5 s, so a burst slows, not fails.
export const LOCKED_TRANSACTION = { maxWait: 15_000, timeout: 30_000 };

/** Takes the lock of (owner, folder) until the transaction `tx` ends. */
export async function lockFolder(tx: Prisma.TransactionClient, userId: string, folder: string) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`${userId}/${folder}`}))`;
}

/** Runs `fn` in a transaction holding the lock of (owner, folder). */
export async function withFolderLock<T>(
  db: Db,
  userId: string,
  folder: string,
  fn: (tx: Prisma.TransactionClient) => Promise<T>,
): Promise<T> {
  return db.$transaction(async (tx) => {
    await lockFolder(tx, userId, folder);
    return fn(tx);
  }, LOCKED_TRANSACTION);
}

const withSuffix = (base: string, n: number) => {
  if (n === 1) return base;
  const suffix = ` (${n})`;
  return base.slice(0, NAME_MAX - suffix.length) + suffix;
};

/** The first free name among wanted, "wanted (2)", "wanted (3)"... in the folder (ignoring `selfId`). */
export async function uniqueName(
  tx: DbClient,
  kind: RecordKind,
  userId: string,
  folder: string,
  wanted: string,
  selfId?: string,
): Promise<{ name: string; note: string | null }> {
  const base = nfc(wanted.trim()).slice(0, NAME_MAX);
  const taken = new Set(
    (
      await tableOf(tx, kind).findMany({
        where: {
          userId,
          folder,
          name: { startsWith: base.slice(0, NAME_MAX - 6) },
          ...(selfId ? { id: { not: selfId } } : {}),
        },
        select: { name: true },
      })
    ).map((r) => r.name),
  );
  let n = 1;
  while (taken.has(withSuffix(base, n))) n++;
  const name = withSuffix(base, n);
  return {
    name,
    note:
      name === base
        ? null
        : `The name "${base}" is already used in the folder "${folder}"; this ${kind} is named "${name}".`,
  };
}
