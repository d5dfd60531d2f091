// Refused requests (401, 413, 422) cost nothing to the caller's allowance, so a client could send them
// without end: each one a key lookup or a schema check. One client address may cause
// LODESTAR_REFUSAL_LIMIT of them a minute; past it every request from that address is answered 429
// before it is read, until the minute has passed.
import { RateLimiterMemory } from "rate-limiter-flexible";
import { ApiError } from "@/server/errors";
import { env } from "@/server/env";
import { processWide } from "@/server/processWide";

/** The statuses that count as a refusal. */
export const REFUSAL_STATUSES: ReadonlySet<number> = new Set([401, 413, 422]);

// Remade when the setting changes (tests change it while they run).
const state = processWide("refusalLimiter", () => ({ points: 0, limiter: null as RateLimiterMemory | null }));
function limiter(): RateLimiterMemory | null {
  const points = env().refusalsPerMinute;
  if (points === 0) return null;
  if (state.points !== points || !state.limiter) {
    state.points = points;
    state.limiter = new RateLimiterMemory({ points, duration: 60 });
  }
  return state.limiter;
}

/** Throws rate_limited when `address` has used its refusals of the minute. */
export async function checkRefusals(address: string): Promise<void> {
  const l = limiter();
  const used = l && (await l.get(address));
  if (!used || used.remainingPoints > 0) return;
  const retry = Math.max(1, Math.ceil(used.msBeforeNext / 1000));
  const message = `Too many refused requests from your address (${state.points} a minute).`;
  throw new ApiError(
    "rate_limited",
    message,
    [
      {
        path: "",
        message: "Per-address limit of refused requests reached.",
        fix: `Correct the requests as their refusals said (a valid key, a valid body), and retry after ${retry} s.`,
      },
    ],
    retry,
  );
}

/** Counts the answer against its address when it is a refusal. */
export async function noteAnswer(address: string, status: number): Promise<void> {
  const l = limiter();
  if (l && REFUSAL_STATUSES.has(status)) await l.penalty(address, 1);
}
