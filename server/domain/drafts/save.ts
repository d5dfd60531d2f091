// save_to_lodestar: draft -> saved. The record leaves the draft lifecycle (no expiry) and may move to
// another folder or take another name on the way; saving a saved record only applies those (a save
// that changes nothing writes nothing, and keeps the version).
import type { Db } from "@/server/db";
import type { Clock } from "@/server/clock";
import type { Caller } from "@/server/domain/accounts/caller";
import { lockFolder, uniqueName } from "@/server/domain/drafts/names";
import { withRecordLock } from "@/server/domain/drafts/versions";
import { tableOf, type RecordKind } from "@/server/domain/drafts/store";
import type { Written } from "@/server/domain/drafts/write";

export async function saveRecord(
  db: Db,
  clock: Clock,
  caller: Caller,
  kind: RecordKind,
  target: { id: string; path: string; expectedVersion?: number },
  wish: { name?: string; folder?: string },
): Promise<Written & { wasDraft: boolean }> {
  return withRecordLock(db, clock, kind, { ...target, userId: caller.userId }, async (tx, row) => {
    const folder = wish.folder?.trim() || row.folder || caller.folder;
    const wanted = wish.name ?? row.name;
    await lockFolder(tx, caller.userId, folder);
    const notes: string[] = [];
    const moves = folder !== row.folder || wanted !== row.name;
    let name = row.name;
    if (moves) {
      const unique = await uniqueName(tx, kind, caller.userId, folder, wanted, row.id);
      name = unique.name;
      if (unique.note) notes.push(unique.note);
    }
    const unchanged = row.state === "saved" && !moves;
    if (unchanged) {
      notes.push(`This ${kind} was already saved; nothing changed.`);
      return { row, notes, wasDraft: false };
    }
    const saved = await tableOf(tx, kind).update({
      where: { id: row.id },
      data: {
        state: "saved",
        expiresAt: null,
        folder,
        name,
        version: { increment: 1 },
        updatedAt: clock.now(),
      },
    });
    return { row: saved, notes, wasDraft: row.state === "draft" };
  });
}
