// Users as the operator and the quick start manage them: find or create by email, set the plan, and
// give a password through better-auth so the person can sign in to the web app.
import type { Db } from "@/server/db";
import type { Credentials } from "@/server/domain/accounts/credentials";
import { PASSWORD_LENGTH } from "@/server/domain/accounts/passwordRules";
import { ApiError, invalid } from "@/server/errors";
import { newRecordId } from "@/server/ids";
import { isPlanId, PLAN_IDS, type PlanId } from "@/server/plans";

/** better-auth stores emails lower-cased; so do we, so both find the same user. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function checkEmail(email: string): string {
  const e = normaliseEmail(email);
  if (!EMAIL.test(e))
    throw invalid(
      "/email",
      `"${email}" is not an email address.`,
      "Give an address such as ada@example.com.",
    );
  return e;
}

export function checkPlan(plan: string): PlanId {
  if (!isPlanId(plan))
    throw invalid("/plan", `Unknown plan "${plan}".`, `Use one of: ${PLAN_IDS.join(", ")}.`);
  return plan;
}

export const findUserByEmail = (db: Db, email: string) =>
  db.user.findUnique({ where: { email: normaliseEmail(email) } });

/** The user with this email, created (without a password) when missing; the plan is set when given. */
export async function ensureUser(
  db: Db,
  opts: { email: string; name?: string; plan?: PlanId },
): Promise<string> {
  const email = checkEmail(opts.email);
  const name = opts.name?.trim() || email.split("@")[0];
  const user = await db.user.upsert({
    where: { email },
    create: { id: newRecordId(), email, name, plan: opts.plan ?? "free" },
    update: opts.plan ? { plan: opts.plan } : {},
  });
  return user.id;
}

/**
 * The user with this email, able to sign in with `password`: a new user signs up through `credentials`
 * (server/auth.ts's credentialsFor); an existing user without a password gets this one; an existing
 * password is left as it is.
 */
export async function ensureUserWithPassword(
  db: Db,
  credentials: Credentials,
  opts: { email: string; password: string; name?: string; plan?: PlanId },
): Promise<string> {
  const email = checkEmail(opts.email);
  if (opts.password.length < PASSWORD_LENGTH.min || opts.password.length > PASSWORD_LENGTH.max) {
    throw invalid(
      "/password",
      "The password has the wrong length.",
      `Use ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters.`,
    );
  }
  const existing = await findUserByEmail(db, email);
  const name = opts.name?.trim() || email.split("@")[0];
  const userId = existing ? existing.id : await credentials.signUp({ email, password: opts.password, name });
  if (existing) await credentials.addPasswordIfNone(userId, opts.password);
  if (opts.plan) await db.user.update({ where: { id: userId }, data: { plan: opts.plan } });
  return userId;
}

export async function setPlan(db: Db, email: string, plan: PlanId): Promise<string> {
  const { count } = await db.user.updateMany({ where: { email: normaliseEmail(email) }, data: { plan } });
  if (count === 0)
    throw new ApiError("not_found", `No user has the email ${normaliseEmail(email)}.`, [
      {
        path: "/email",
        message: "Unknown email.",
        fix: "Create the user first: npm run admin -- create-key --email E --plan P --name N.",
      },
    ]);
  return normaliseEmail(email);
}
