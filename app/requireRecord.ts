// Server-side gate for a record's page (/portfolios/<id>, /screeners/<id>, where an openUrl lands):
// signed out, to sign-in and back (requireCaller); signed in, a record the person cannot read (another
// account's, an expired draft, a malformed id) is the not-found page, as the API's not_found never
// says whether a record exists. Reading does not count as a use of a draft: the page's own
// get_portfolio / get_screener read is that use.
import { notFound } from "next/navigation";
import { requireCaller } from "@/app/requireCaller";
import { systemClock } from "@/server/clock";
import { getDb } from "@/server/db";
import { ApiError } from "@/server/errors";
import { RECORD_ID } from "@/server/ids";
import type { Caller } from "@/server/domain/accounts/caller";
import { findReadable } from "@/server/domain/drafts/access";
import type { RecordKind } from "@/server/domain/drafts/store";

export async function requireRecord(kind: RecordKind, id: string): Promise<Caller> {
  const caller = await requireCaller(`/${kind}s/${id}`);
  if (!RECORD_ID.test(id)) notFound();
  try {
    await findReadable({ db: getDb(), clock: systemClock, caller }, kind, id, `/${kind}Id`);
  } catch (error) {
    if (error instanceof ApiError && error.code === "not_found") notFound();
    throw error;
  }
  return caller;
}
