"use server";
// The account page's writes. Each re-reads the session: a server action is a public endpoint.
import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getSessionCaller } from "@/server/auth";
import { getDb } from "@/server/db";
import { systemClock } from "@/server/clock";
import { ApiError } from "@/server/errors";
import { createApiKey, revokeApiKey } from "@/server/domain/accounts/apiKeys";

export type CreateKeyState = { secret: string; name: string } | { error: string } | null;

async function sessionCaller() {
  const caller = await getSessionCaller(await headers(), getDb());
  if (!caller) redirect("/sign-in?next=/account");
  return caller;
}

export async function createKeyAction(_prev: CreateKeyState, form: FormData): Promise<CreateKeyState> {
  const caller = await sessionCaller();
  try {
    const key = await createApiKey(getDb(), systemClock, caller.userId, String(form.get("name") ?? ""));
    revalidatePath("/account");
    return { secret: key.secret, name: key.name };
  } catch (e) {
    if (e instanceof ApiError) return { error: `${e.message} ${e.details[0]?.fix ?? ""}`.trim() };
    throw e;
  }
}

export async function revokeKeyAction(form: FormData): Promise<void> {
  const caller = await sessionCaller();
  await revokeApiKey(getDb(), systemClock, caller.userId, String(form.get("id") ?? ""));
  revalidatePath("/account");
}
