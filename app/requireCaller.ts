// Server-side gate for the signed-in pages: reads the browser session and sends everyone else to
// /sign-in, with the page they wanted as `next` so an AI assistant's openUrl still lands after sign-in.
import { redirect } from "next/navigation";
import { currentCaller } from "@/app/session";
import type { Caller } from "@/server/domain/accounts/caller";

export async function requireCaller(path: string): Promise<Caller> {
  const caller = await currentCaller();
  if (!caller) redirect(`/sign-in?next=${encodeURIComponent(path)}`);
  return caller;
}
