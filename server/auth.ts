// Browser sign-in (better-auth, email + password) over the Prisma client. One auth instance per
// database client, made on first use so importing this module needs no DATABASE_URL (next build).
// Edit here to change sign-in methods or session settings; API keys live in domain/accounts/apiKeys.ts.
import { betterAuth } from "better-auth";
import { prismaAdapter } from "better-auth/adapters/prisma";
import { nextCookies } from "better-auth/next-js";
import { getDb, type Db } from "@/server/db";
import { env } from "@/server/env";
import { newRecordId } from "@/server/ids";
import { isPlanId } from "@/server/plans";
import { PASSWORD_LENGTH } from "@/server/domain/accounts/passwordRules";
import type { Caller } from "@/server/domain/accounts/caller";
import type { Credentials } from "@/server/domain/accounts/credentials";

/** The draft folder of everything made in the browser (product.md "Drafts and records"). */
export const WEB_FOLDER = "Lodestar web";

/** A loopback APP_URL is opened as both localhost and 127.0.0.1; sign-in must work from either. */
export function trustedOriginsFor(appUrl: string): string[] {
  const url = new URL(appUrl);
  if (url.hostname !== "localhost" && url.hostname !== "127.0.0.1") return [url.origin];
  return ["localhost", "127.0.0.1"].map(
    (host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ""}`,
  );
}

export function createAuth(db: Db) {
  const { authSecret, appUrl } = env();
  if (!authSecret) {
    throw new Error("BETTER_AUTH_SECRET must be set in production (npm run quickstart makes one in .data/).");
  }
  return betterAuth({
    baseURL: appUrl,
    secret: authSecret,
    trustedOrigins: trustedOriginsFor(appUrl),
    database: prismaAdapter(db, { provider: "postgresql" }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_LENGTH.min,
      maxPasswordLength: PASSWORD_LENGTH.max,
      autoSignIn: true,
    },
    user: {
      // The plan is set by the operator (npm run admin), never by the person signing up.
      additionalFields: { plan: { type: "string", required: false, defaultValue: "free", input: false } },
    },
    // Its own limiter keys on X-Forwarded-For, which any client can rotate: ours, in front of these
    // endpoints, keys on the socket's peer and the account (server/transport/authRoute.ts).
    rateLimit: { enabled: false },
    // Same id shape as our other records (24 lowercase hex), in the String id columns.
    advanced: { database: { generateId: () => newRecordId() } },
    // nextCookies must stay last: it forwards Set-Cookie from server actions to Next's cookie store.
    plugins: [nextCookies()],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const instances = new WeakMap<Db, Auth>();

export function authFor(db: Db): Auth {
  let auth = instances.get(db);
  if (!auth) instances.set(db, (auth = createAuth(db)));
  return auth;
}

/** Passwords through better-auth, for the domain's account functions (domain/accounts/credentials.ts). */
export function credentialsFor(db: Db): Credentials {
  return {
    async signUp(body) {
      const { user } = await authFor(db).api.signUpEmail({ body });
      return user.id;
    },
    async addPasswordIfNone(userId, password) {
      const ctx = await authFor(db).$context;
      if (await ctx.internalAdapter.findCredentialAccount(userId)) return;
      await ctx.internalAdapter.linkAccount({
        userId,
        providerId: "credential",
        accountId: userId,
        password: await ctx.password.hash(password),
      });
    },
  };
}

/** The app's auth instance, on the process-wide database. */
export const getAuth = (): Auth => authFor(getDb());

/** The caller behind a browser session cookie, or null when not signed in. */
export async function getSessionCaller(headers: Headers, db: Db): Promise<Caller | null> {
  const session = await authFor(db).api.getSession({ headers });
  if (!session) return null;
  const plan = isPlanId(session.user.plan) ? session.user.plan : "free";
  return { userId: session.user.id, plan, apiKeyId: null, folder: WEB_FOLDER };
}
