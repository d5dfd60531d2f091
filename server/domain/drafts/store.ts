// The two record tables (portfolio, screener) have the same columns; the lifecycle code reaches either
// through one delegate type so each rule is written once.
import type { Db } from "@/server/db";
import type { Prisma } from "@/server/generated/prisma/client";

export type RecordKind = "portfolio" | "screener";

/** A transaction client or the database itself. */
export type DbClient = Db | Prisma.TransactionClient;

export interface RecordRow {
  id: string;
  userId: string | null;
  name: string;
  description: string | null;
  state: string;
  folder: string | null;
  expiresAt: Date | null;
  definition: Prisma.JsonValue;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

// The portfolio delegate is typed as the screener one (Prisma types each model's delegate apart, so the
// cast goes through unknown): only the scalar columns both tables share are used here.
type RecordDelegate = DbClient["screener"];
export const tableOf = (db: DbClient, kind: RecordKind): RecordDelegate =>
  kind === "screener" ? db.screener : (db.portfolio as unknown as RecordDelegate);

/** Human word for messages: "Screener", "Portfolio". */
export const kindLabel = (kind: RecordKind) => (kind === "screener" ? "Screener" : "Portfolio");
