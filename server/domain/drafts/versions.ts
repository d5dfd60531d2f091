// Optimistic concurrency of records (product.md "Records: versions and sharing"): every write of a
// portfolio or screener adds one to its `version`; an edit may name the version it was made against
// (expectedVersion, or If-Match over REST), and a stale one is a conflict. Every write runs under the
// record's row lock, so the read, the change and the check of an edit see no other writer in between:
// edits that name no version apply to the record as it is then, and concurrent patches compose.
import { z } from "zod";
import type { Db } from "@/server/db";
import type { Clock } from "@/server/clock";
import { ApiError } from "@/server/errors";
import { Prisma } from "@/server/generated/prisma/client";
import { findWritable } from "@/server/domain/drafts/access";
import { LOCKED_TRANSACTION } from "@/server/domain/drafts/names";
import { kindLabel, type RecordKind, type RecordRow } from "@/server/domain/drafts/store";

export const versionSchema = z
  .number()
  .int()
  .min(1)
  .describe(
    "The record's version: 1 when written, one more on each change of its name, description, definition, state or folder. Send it back as expectedVersion (REST: the ETag, as If-Match) to change the record only if nobody else has since.",
  );

export const expectedVersionInput = z
  .number()
  .int()
  .min(1)
  .optional()
  .describe(
    "The version your change was made against (the record's version when you read it). If the record has changed since, nothing is written and the call answers conflict (409) with the current version. Left out, the change applies to the record as it is now (a patch composes with other edits; a whole definition replaces theirs). Over REST, If-Match with the ETag does the same.",
  );

const READ_OPERATION: Record<RecordKind, string> = { portfolio: "get_portfolio", screener: "get_screener" };

/** A stale expectedVersion: the body gives the current version (details[0].currentVersion). */
export function checkVersion(kind: RecordKind, row: Pick<RecordRow, "id" | "version">, expected?: number) {
  if (expected === undefined || expected === row.version) return;
  const message = `${kindLabel(kind)} ${row.id} is at version ${row.version}, not ${expected}: it changed after you read it, so nothing was written.`;
  throw new ApiError("conflict", message, [
    {
      path: "/expectedVersion",
      message,
      fix: `Read it again with ${READ_OPERATION[kind]} (version ${row.version}), make your change on that, and send expectedVersion ${row.version}.`,
      currentVersion: row.version,
    },
  ]);
}

/**
 * Runs `fn` in one transaction holding the row lock of a record the caller may change, on the record
 * as it is under that lock, after checking `expectedVersion`. Another account's id is not_found, never
 * a conflict. The row lock is taken before any folder lock (names.ts), in every writer, so the two
 * never wait on each other in opposite orders.
 */
export async function withRecordLock<T>(
  db: Db,
  clock: Clock,
  kind: RecordKind,
  target: { userId: string; id: string; path: string; expectedVersion?: number },
  fn: (tx: Prisma.TransactionClient, row: RecordRow) => Promise<T>,
): Promise<T> {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM ${Prisma.raw(`"${kind}"`)} WHERE id = ${target.id} FOR UPDATE`;
    const row = await findWritable(
      { db: tx, clock, caller: { userId: target.userId } },
      kind,
      target.id,
      target.path,
    );
    checkVersion(kind, row, target.expectedVersion);
    return fn(tx, row);
  }, LOCKED_TRANSACTION);
}
