// Writing records: a new one in the caller's folder (a draft or saved, by who asks: newRecordState.ts),
// and changes to an existing record. Both keep names unique within the folder and move a draft's
// expiry (an edit is a use).
import type { Db } from "@/server/db";
import type { Clock } from "@/server/clock";
import type { Caller } from "@/server/domain/accounts/caller";
import type { Prisma } from "@/server/generated/prisma/client";
import { newRecordId } from "@/server/ids";
import { expiryAfterUse } from "@/server/domain/drafts/lifecycle";
import { callerKindOf, newRecordState } from "@/server/domain/drafts/newRecordState";
import { uniqueName, withFolderLock } from "@/server/domain/drafts/names";
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

/** Changes a writable record (see access.ts); a draft's expiry moves with the edit. */
export async function updateRecord(
  db: Db,
  clock: Clock,
  kind: RecordKind,
  row: RecordRow,
  changes: { name?: string; description?: string | null; definition?: Prisma.InputJsonValue },
): Promise<Written> {
  const userId = row.userId!;
  const folder = row.folder ?? "";
  return withFolderLock(db, userId, folder, async (tx) => {
    const renamed =
      changes.name !== undefined && changes.name !== row.name
        ? await uniqueName(tx, kind, userId, folder, changes.name, row.id)
        : null;
    const updated = await tableOf(tx, kind).update({
      where: { id: row.id },
      data: {
        ...(renamed ? { name: renamed.name } : {}),
        ...(changes.description !== undefined ? { description: changes.description } : {}),
        ...(changes.definition !== undefined ? { definition: changes.definition } : {}),
        ...(row.state === "draft" ? { expiresAt: expiryAfterUse(clock) } : {}),
        updatedAt: clock.now(),
      },
    });
    return { row: updated, notes: renamed?.note ? [renamed.note] : [] };
  });
}
