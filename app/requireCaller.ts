// Server-side gate for the signed-in pages: reads the browser session and sends everyone else to
// /sign-in, with the page they wanted as `next` so an AI assistant's openUrl still lands after sign-in.
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getSessionCaller } from "@/server/auth";
import { getDb } from "@/server/db";
import type { Caller } from "@/server/domain/accounts/caller";

export async function requireCaller(path: string): Promise<Caller> {
  const caller = await getSessionCaller(await headers(), getDb());
  if (!caller) redirect(`/sign-in?next=${encodeURIComponent(path)}`);
  return caller;
}
