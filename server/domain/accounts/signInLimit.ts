// Sign-in limits (in production, unless LODESTAR_AUTH_RATE_LIMIT=off): per client address, attempts
// to sign in or sign up; per account, failed sign-ins whatever the address, so a guesser spreading
// attempts over many addresses still gets five tries per quarter of an hour. A success clears the
// account's failures. In process memory, like the per-key limits (rateLimit.ts).
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { env } from "@/server/env";
import { processWide } from "@/server/processWide";

export const SIGN_IN_LIMITS = {
  /** Sign-in and sign-up attempts of one client address. */
  perAddress: { attempts: 10, seconds: 60 },
  /** Failed sign-ins of one account, from any address. */
  perAccount: { failures: 5, seconds: 15 * 60 },
} as const;

const limiters = processWide("signInLimiters", () => ({
  address: new RateLimiterMemory({
    points: SIGN_IN_LIMITS.perAddress.attempts,
    duration: SIGN_IN_LIMITS.perAddress.seconds,
  }),
  account: new RateLimiterMemory({
    points: SIGN_IN_LIMITS.perAccount.failures,
    duration: SIGN_IN_LIMITS.perAccount.seconds,
  }),
}));

/** A refused or last-allowed attempt: how long to wait, and a sentence saying so. */
export interface Wait {
  retryAfter: number;
  message: string;
}

/** "45 seconds", "3 minutes", "1 hour": how long to wait, rounded up, in words. */
export function waitInWords(seconds: number): string {
  const [amount, unit] =
    seconds < 60
      ? [Math.max(1, Math.ceil(seconds)), "second"]
      : seconds < 3600
        ? [Math.ceil(seconds / 60), "minute"]
        : [Math.ceil(seconds / 3600), "hour"];
  return `${amount} ${unit}${amount === 1 ? "" : "s"}`;
}

const waitOf = (ms: number, why: string): Wait => {
  const retryAfter = Math.max(1, Math.ceil(ms / 1000));
  return { retryAfter, message: `${why} Try again in ${waitInWords(retryAfter)}.` };
};

const accountKey = (email: string) => email.trim().toLowerCase();
const TOO_MANY_FAILURES = "Too many failed sign-ins to this account.";

/**
 * Before a sign-in or sign-up: null when it may go ahead (it uses one of the address's attempts, and a
 * sign-in one of its account's tries), else how long to wait. `email` is the account a sign-in names
 * (null for a sign-up or an unreadable body). The try is taken now, not when the answer is known:
 * checking first and counting after let a burst of parallel guesses all pass the check.
 */
export async function admitAttempt(address: string, email: string | null): Promise<Wait | null> {
  if (!env().authRateLimit) return null;
  try {
    await limiters.address.consume(address);
  } catch (e) {
    if (!(e instanceof RateLimiterRes)) throw e;
    return waitOf(e.msBeforeNext, "Too many sign-in attempts from your network.");
  }
  if (email === null) return null;
  try {
    await limiters.account.consume(accountKey(email));
    return null;
  } catch (e) {
    if (!(e instanceof RateLimiterRes)) throw e;
    return waitOf(e.msBeforeNext, TOO_MANY_FAILURES);
  }
}

/** After a failed sign-in (its try was taken): how long to wait when it was the last, else null. */
export async function signInFailed(email: string): Promise<Wait | null> {
  if (!env().authRateLimit) return null;
  const used = await limiters.account.get(accountKey(email));
  return used && used.remainingPoints <= 0 ? waitOf(used.msBeforeNext, TOO_MANY_FAILURES) : null;
}

/** After a sign-in that neither failed nor succeeded (a malformed body): its try is given back. */
export async function signInUndecided(email: string): Promise<void> {
  if (env().authRateLimit) await limiters.account.reward(accountKey(email), 1);
}

export async function signInSucceeded(email: string): Promise<void> {
  if (env().authRateLimit) await limiters.account.delete(accountKey(email));
}
