// Who may see and change a record. Readable: the caller's own records (a draft only before its expiry)
// and public ones. Anything else answers not_found, so an id never reveals that a record exists.
// Public records are read-only for everybody (forbidden).
import type { Clock } from "@/server/clock";
import type { Caller } from "@/server/domain/accounts/caller";
import { ApiError, notFound } from "@/server/errors";
import { expiryAfterUse } from "@/server/domain/drafts/lifecycle";
import { isVisibleTo } from "@/server/domain/drafts/visibility";
import {
  kindLabel,
  tableOf,
  type DbClient,
  type RecordKind,
  type RecordRow,
} from "@/server/domain/drafts/store";

// The operations a fix sends the caller to, by their registry names.
const FIX_OPERATIONS: Record<RecordKind, { list: string; create: string }> = {
  portfolio: { list: "list_portfolios", create: "create_portfolio" },
  screener: { list: "list_screeners", create: "create_screener" },
};

/** Who reads, on which client (a transaction's too) and clock: the request's context, or its parts. */
export interface RecordAccess {
  db: DbClient;
  clock: Clock;
  caller: Pick<Caller, "userId">;
}

export async function findReadable(
  { db, clock, caller }: RecordAccess,
  kind: RecordKind,
  id: string,
  path: string,
): Promise<RecordRow> {
  const userId = caller.userId;
  const row = await tableOf(db, kind).findUnique({ where: { id } });
  if (!row || !isVisibleTo(row, userId, clock.now()))
    throw notFound(
      kindLabel(kind),
      path,
      `Check the id; ${FIX_OPERATIONS[kind].list} lists yours, and with state public the service's.`,
    );
  return row;
}

/** A record the caller may change: readable and not public. */
export async function findWritable(
  access: RecordAccess,
  kind: RecordKind,
  id: string,
  path: string,
): Promise<RecordRow> {
  const row = await findReadable(access, kind, id, path);
  if (row.state === "public") {
    const message = `${kindLabel(kind)} ${id} is one of the service's public records; nobody can change it.`;
    throw new ApiError("forbidden", message, [
      {
        path,
        message,
        fix: `Create your own copy with ${FIX_OPERATIONS[kind].create} from its definition, then change that.`,
      },
    ]);
  }
  return row;
}

/** A use of a draft moves its expiry to 30 days from now; other states are returned unchanged. */
export async function touch(
  db: DbClient,
  clock: Clock,
  kind: RecordKind,
  row: RecordRow,
): Promise<RecordRow> {
  if (row.state !== "draft") return row;
  return tableOf(db, kind).update({ where: { id: row.id }, data: { expiresAt: expiryAfterUse(clock) } });
}
