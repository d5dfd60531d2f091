// save_to_lodestar: draft -> saved. The record leaves the draft lifecycle (no expiry) and may move to
// another folder or take another name on the way; saving a saved record only applies those.
import type { Db } from "@/server/db";
import type { Clock } from "@/server/clock";
import type { Caller } from "@/server/domain/accounts/caller";
import { findWritable } from "@/server/domain/drafts/access";
import { uniqueName, withFolderLock } from "@/server/domain/drafts/names";
import { tableOf, type RecordKind } from "@/server/domain/drafts/store";
import type { Written } from "@/server/domain/drafts/write";

export async function saveRecord(
  db: Db,
  clock: Clock,
  caller: Caller,
  kind: RecordKind,
  id: string,
  path: string,
  wish: { name?: string; folder?: string },
): Promise<Written & { wasDraft: boolean }> {
  const row = await findWritable(db, clock, kind, caller.userId, id, path);
  const folder = wish.folder?.trim() || row.folder || caller.folder;
  const wanted = wish.name ?? row.name;
  return withFolderLock(db, caller.userId, folder, async (tx) => {
    const notes: string[] = [];
    const moves = folder !== row.folder || wanted !== row.name;
    let name = row.name;
    if (moves) {
      const unique = await uniqueName(tx, kind, caller.userId, folder, wanted, row.id);
      name = unique.name;
      if (unique.note) notes.push(unique.note);
    }
    if (row.state === "saved" && !moves) notes.push(`This ${kind} was already saved; nothing changed.`);
    const saved = await tableOf(tx, kind).update({
      where: { id: row.id },
      data: { state: "saved", expiresAt: null, folder, name, updatedAt: clock.now() },
    });
    return { row: saved, notes, wasDraft: row.state === "draft" };
  });
}
