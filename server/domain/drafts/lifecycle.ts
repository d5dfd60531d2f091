// The draft lifecycle of the spec's state table, shared by portfolios and screeners: a draft lives 30
// days after its last use (read, edit, simulate, open); saved and public records never expire.
import type { Clock } from "@/server/clock";

export const RECORD_STATES = ["draft", "saved", "public"] as const;
export type RecordState = (typeof RECORD_STATES)[number];

export const DRAFT_LIFETIME_DAYS = 30;
const DAY_MS = 86_400_000;

/** The expiry a draft gets from a use at the clock's current time. */
export const expiryAfterUse = (clock: Clock): Date =>
  new Date(clock.now().getTime() + DRAFT_LIFETIME_DAYS * DAY_MS);

/** A draft whose expiry has passed is gone for every caller, even before the deletion job runs. */
export const isExpired = (row: { state: string; expiresAt: Date | null }, now: Date): boolean =>
  row.state === "draft" && (row.expiresAt === null || row.expiresAt.getTime() <= now.getTime());
