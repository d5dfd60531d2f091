// better-auth's endpoints (server/auth.ts) behind the sign-in limits (domain/accounts/signInLimit.ts),
// keyed on the client's address as clientAddress.ts finds it and on the account a sign-in names. A
// refused attempt is 429 with Retry-After; the failed sign-in that uses an account's last try is a 401
// with Retry-After. Both say how long to wait in words, which the sign-in page shows. Bodies are in
// better-auth's shape ({ code, message }), as its client reads them.
import { getAuth } from "@/server/auth";
import { clientAddress } from "@/server/transport/clientAddress";
import { checkDeclaredSize } from "@/server/transport/http";
import {
  admitAttempt,
  signInFailed,
  signInSucceeded,
  signInUndecided,
  type Wait,
} from "@/server/domain/accounts/signInLimit";

const answer = (status: number, body: { code: string; message: string }, wait: Wait) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", "retry-after": String(wait.retryAfter) },
  });

/** The email a sign-in names; null when the body is not JSON with one (better-auth refuses it then). */
async function emailOf(req: Request): Promise<string | null> {
  checkDeclaredSize(req);
  const body: unknown = await req
    .clone()
    .json()
    .catch(() => null);
  const email = body && typeof body === "object" ? (body as { email?: unknown }).email : null;
  return typeof email === "string" ? email : null;
}

export async function handleAuth(req: Request): Promise<Response> {
  const path = new URL(req.url).pathname;
  const signIn = req.method === "POST" && path.endsWith("/sign-in/email");
  const signUp = req.method === "POST" && path.endsWith("/sign-up/email");
  if (!signIn && !signUp) return getAuth().handler(req);
  const email = signIn ? await emailOf(req) : null;
  const refused = await admitAttempt(clientAddress(req), email);
  if (refused) return answer(429, { code: "TOO_MANY_REQUESTS", message: refused.message }, refused);
  const response = await getAuth().handler(req);
  if (email === null) return response;
  if (response.ok) await signInSucceeded(email);
  else if (response.status !== 401) await signInUndecided(email);
  if (response.status !== 401) return response;
  const last = await signInFailed(email);
  if (!last) return response;
  const failed = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const message = `${failed.message ?? "Invalid email or password"}. ${last.message}`;
  return answer(401, { code: failed.code ?? "INVALID_EMAIL_OR_PASSWORD", message }, last);
}
