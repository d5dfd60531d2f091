// An edit as edit_portfolio and edit_screener take it: a whole new definition or a JSON Patch against
// the current one (not both), and/or a new name or description, optionally against an expected
// version. The request's shape is checked here; the new definition asked for is handed to the record
// kind's own check, all under the record's row lock (editRecord), so concurrent patches compose.
import type { Db } from "@/server/db";
import type { Clock } from "@/server/clock";
import type { Caller } from "@/server/domain/accounts/caller";
import type { Prisma } from "@/server/generated/prisma/client";
import { invalid } from "@/server/errors";
import type { RecordKind, RecordRow } from "@/server/domain/drafts/store";
import { editRecord, type RecordChanges, type Written } from "@/server/domain/drafts/write";

export interface EditRequest<Definition, Patch> {
  definition?: Definition;
  patch?: Patch;
  name?: string;
  description?: string | null;
  expectedVersion?: number;
}

/** How a record kind reads its current definition and applies a patch to it. */
export interface DefinitionOf<Current, Asked, Patch> {
  current(row: RecordRow): Current;
  patched(current: Current, patch: Patch): Asked;
}

/**
 * Edits the record `at` as `request` asks: `decide` gets the definition asked for (the given one, the
 * patched current one, or the current one when only the name or description changes) and says what
 * to write, or throws the kind's rejection.
 */
export async function editAsRequested<Current, Asked, Patch, T>(
  { db, clock, caller }: { db: Db; clock: Clock; caller: Caller },
  kind: RecordKind,
  at: { id: string; path: string },
  request: EditRequest<Asked, Patch>,
  definition: DefinitionOf<Current, Asked, Patch>,
  decide: (
    tx: Prisma.TransactionClient,
    row: RecordRow,
    candidate: Asked | Current,
    current: Current,
  ) => Promise<{ changes: RecordChanges; carry: T }>,
): Promise<Written & { carry: T }> {
  if (request.definition && request.patch)
    throw invalid(
      "/patch",
      "Send either definition or patch, not both.",
      "Send the whole new definition, or a patch against the current one.",
    );
  if (
    !request.definition &&
    !request.patch &&
    request.name === undefined &&
    request.description === undefined
  ) {
    throw invalid("", "Nothing to change.", "Send at least one of definition, patch, name or description.");
  }
  const target = { userId: caller.userId, ...at, expectedVersion: request.expectedVersion };
  return editRecord(db, clock, kind, target, async (tx, row) => {
    const current = definition.current(row);
    const candidate =
      request.definition ?? (request.patch ? definition.patched(current, request.patch) : current);
    return decide(tx, row, candidate, current);
  });
}
