// Listing records: the caller's own (drafts before expiry and saved ones), or the public ones, newest
// change first, paged like the catalogues.
import { z } from "zod";
import type { Clock } from "@/server/clock";
import type { Prisma } from "@/server/generated/prisma/client";
import { tableOf, type DbClient, type RecordKind, type RecordRow } from "@/server/domain/drafts/store";
import { recordStateSchema } from "@/server/domain/drafts/view";
import { liveDraftWhere, ownLiveWhere } from "@/server/domain/drafts/visibility";

export const listFilterFields = (kind: RecordKind) => ({
  state: recordStateSchema
    .optional()
    .describe(
      `Only ${kind}s in this state; left out, your drafts and saved ${kind}s (public ones only when asked for with state public).`,
    ),
  folder: z
    .string()
    .min(1)
    .max(100)
    .optional()
    .describe("Only records in this folder (exact name, such as the app that made the drafts)."),
  query: z
    .string()
    .min(1)
    .max(80)
    .optional()
    .describe("Case-insensitive text to find in the name or description."),
});

export interface ListQuery {
  state?: "draft" | "saved" | "public";
  folder?: string;
  query?: string;
  limit: number;
  offset: number;
}

export async function listRecords(
  db: DbClient,
  clock: Clock,
  kind: RecordKind,
  userId: string,
  q: ListQuery,
): Promise<{ rows: RecordRow[]; total: number }> {
  const now = clock.now();
  const scope: Prisma.ScreenerWhereInput =
    q.state === "public"
      ? { state: "public" }
      : q.state === "draft"
        ? { userId, ...liveDraftWhere(now) }
        : q.state === "saved"
          ? { userId, state: "saved" }
          : ownLiveWhere(userId, now);
  const where: Prisma.ScreenerWhereInput = {
    AND: [
      scope,
      q.folder ? { folder: q.folder } : {},
      q.query
        ? {
            OR: [
              { name: { contains: q.query, mode: "insensitive" } },
              { description: { contains: q.query, mode: "insensitive" } },
            ],
          }
        : {},
    ],
  };
  const table = tableOf(db, kind);
  const [rows, total] = await Promise.all([
    table.findMany({ where, orderBy: [{ updatedAt: "desc" }, { id: "asc" }], skip: q.offset, take: q.limit }),
    table.count({ where }),
  ]);
  return { rows, total };
}
