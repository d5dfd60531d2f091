// Writing records: a new one in the caller's folder (a draft or saved, by who asks: newRecordState.ts),
// and changes to an existing record under its row lock. Both keep names unique within the folder and
// move a draft's expiry (an edit is a use).
import type { Db } from "@/server/db";
import type { Clock } from "@/server/clock";
import type { Caller } from "@/server/domain/accounts/caller";
import type { Prisma } from "@/server/generated/prisma/client";
import { newRecordId } from "@/server/ids";
import { expiryAfterUse } from "@/server/domain/drafts/lifecycle";
import { callerKindOf, newRecordState } from "@/server/domain/drafts/newRecordState";
import { lockFolder, uniqueName, withFolderLock } from "@/server/domain/drafts/names";
import { withRecordLock } from "@/server/domain/drafts/versions";
import { tableOf, type RecordKind, type RecordRow } from "@/server/domain/drafts/store";

export interface Written {
  row: RecordRow;
  /** Anything changed on the service's own account (a renamed duplicate). */
  notes: string[];
}

export async function createRecord(
  db: Db,
  clock: Clock,
  caller: Caller,
  kind: RecordKind,
  fields: { name: string; description: string | null; definition: Prisma.InputJsonValue },
): Promise<Written> {
  return withFolderLock(db, caller.userId, caller.folder, async (tx) => {
    const { name, note } = await uniqueName(tx, kind, caller.userId, caller.folder, fields.name);
    const now = clock.now();
    const state = newRecordState(callerKindOf(caller));
    const row = await tableOf(tx, kind).create({
      data: {
        id: newRecordId(),
        userId: caller.userId,
        name,
        description: fields.description,
        state,
        folder: caller.folder,
        expiresAt: state === "draft" ? expiryAfterUse(clock) : null,
        definition: fields.definition,
        createdAt: now,
        updatedAt: now,
      },
    });
    return { row, notes: note ? [note] : [] };
  });
}

export interface RecordChanges {
  name?: string;
  description?: string | null;
  definition?: Prisma.InputJsonValue;
}

/**
 * Changes a writable record under its row lock (versions.ts): `change` computes the changes from the
 * record as it is under the lock (a patch applies to the current definition; its check runs on `tx`),
 * and may refuse by throwing, which writes nothing. The version goes up by one; a draft's expiry moves
 * with the edit. `carry` is handed back as `change` returned it.
 */
export async function editRecord<T>(
  db: Db,
  clock: Clock,
  kind: RecordKind,
  target: { userId: string; id: string; path: string; expectedVersion?: number },
  change: (tx: Prisma.TransactionClient, row: RecordRow) => Promise<{ changes: RecordChanges; carry: T }>,
): Promise<Written & { carry: T }> {
  return withRecordLock(db, clock, kind, target, async (tx, row) => {
    const { changes, carry } = await change(tx, row);
    const folder = row.folder ?? "";
    await lockFolder(tx, target.userId, folder);
    const renamed =
      changes.name !== undefined && changes.name !== row.name
        ? await uniqueName(tx, kind, target.userId, folder, changes.name, row.id)
        : null;
    const updated = await tableOf(tx, kind).update({
      where: { id: row.id },
      data: {
        ...(renamed ? { name: renamed.name } : {}),
        ...(changes.description !== undefined ? { description: changes.description } : {}),
        ...(changes.definition !== undefined ? { definition: changes.definition } : {}),
        ...(row.state === "draft" ? { expiresAt: expiryAfterUse(clock) } : {}),
        version: { increment: 1 },
        updatedAt: clock.now(),
      },
    });
    return { row: updated, notes: renamed?.note ? [renamed.note] : [], carry };
  });
}
