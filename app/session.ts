// The signed-in person of this request, read once however many server components ask (the top bar,
// the page): React's cache() lasts one request.
import { cache } from "react";
import { headers } from "next/headers";
import { getSessionCaller } from "@/server/auth";
import { getDb } from "@/server/db";
import type { Caller } from "@/server/domain/accounts/caller";

export const currentCaller = cache(async (): Promise<Caller | null> =>
  getSessionCaller(await headers(), getDb()),
);
