// Listing records: the caller's own (drafts before expiry and saved ones), or the public ones, newest
// change first, paged like the catalogues.
import { z } from "zod";
import type { Clock } from "@/server/clock";
import type { Prisma } from "@/server/generated/prisma/client";
import type { AssumedValue } from "@/server/domain/assumed";
import { tableOf, type DbClient, type RecordKind, type RecordRow } from "@/server/domain/drafts/store";
import { recordStateSchema } from "@/server/domain/drafts/view";
import { liveDraftWhere, ownLiveWhere } from "@/server/domain/drafts/visibility";

export const listFilterFields = (kind: RecordKind) => ({
  state: recordStateSchema.optional().describe(`Only ${kind}s in this state; left out, your drafts and saved ${kind}s (public ones only when asked for with state public).`),
  folder: z.string().min(1).max(100).optional().describe("Only records in this folder (exact name, such as the app that made the drafts)."),
  query: z.string().min(1).max(80).optional().describe("Case-insensitive text to find in the name or description."),
});

/** limit/offset left optional so the handler can report the defaults it used in `assumed` (resolvePage). */
export const pageFields = (maxLimit: number, defaultLimit: number, what: string) => ({
  limit: z.number().int().min(1).max(maxLimit).optional().describe(`${what} per page, 1 to ${maxLimit}; left out, ${defaultLimit} (reported in assumed).`),
  offset: z.number().int().min(0).optional().describe(`${what} to skip; left out, 0 (reported in assumed). Page with offset rather than a larger limit.`),
});

export function resolvePage(input: { limit?: number; offset?: number }, defaultLimit: number): { limit: number; offset: number; assumed: AssumedValue[] } {
  const assumed: AssumedValue[] = [];
  if (input.limit === undefined) assumed.push({ field: "/limit", value: defaultLimit, reason: "Default page size." });
  if (input.offset === undefined) assumed.push({ field: "/offset", value: 0, reason: "First page." });
  return { limit: input.limit ?? defaultLimit, offset: input.offset ?? 0, assumed };
}

export const listInputFields = (kind: RecordKind) => ({
  ...listFilterFields(kind),
  limit: z.number().int().min(1).max(200).default(25).describe("Page size, 1 to 200 (default 25)."),
  offset: z.number().int().min(0).default(0).describe("Records to skip (default 0); page with offset rather than a larger limit."),
});

export interface ListQuery {
  state?: "draft" | "saved" | "public";
  folder?: string;
  query?: string;
  limit: number;
  offset: number;
}

export async function listRecords(db: DbClient, clock: Clock, kind: RecordKind, userId: string, q: ListQuery): Promise<{ rows: RecordRow[]; total: number }> {
  const now = clock.now();
  const scope: Prisma.ScreenerWhereInput =
    q.state === "public" ? { state: "public" }
      : q.state === "draft" ? { userId, ...liveDraftWhere(now) }
        : q.state === "saved" ? { userId, state: "saved" }
          : ownLiveWhere(userId, now);
  const where: Prisma.ScreenerWhereInput = {
    AND: [
      scope,
      q.folder ? { folder: q.folder } : {},
      q.query ? { OR: [{ name: { contains: q.query, mode: "insensitive" } }, { description: { contains: q.query, mode: "insensitive" } }] } : {},
    ],
  };
  const table = tableOf(db, kind);
  const [rows, total] = await Promise.all([
    table.findMany({ where, orderBy: [{ updatedAt: "desc" }, { id: "asc" }], skip: q.offset, take: q.limit }),
    table.count({ where }),
  ]);
  return { rows, total };
}
