// Shared pieces of the portfolio tests: the research server (tests/screeners/api.ts, with calls that
// wait out the per-key rate limit: real PostgreSQL answers faster than 10 calls a second) and the ETF
// tickers the tests hold, all instruments of the data build (the instrument table is seeded from it).
import type { Clock } from "@/server/clock";
import type { PlanId } from "@/server/plans";
import { startResearchServer as startServer, type TestAccount } from "@/tests/screeners/api";

export type { Reply, TestAccount } from "@/tests/screeners/api";

const RATE_LIMIT_WAIT_MS = 1_000;

/** Like a polite client, waits out the per-key rate limit (429 rate_limited) instead of failing on it. */
function paced(a: TestAccount): TestAccount {
  return {
    ...a,
    async call(operation, input) {
      for (let attempt = 0; ; attempt++) {
        const reply = await a.call(operation, input);
        if (reply.status !== 429 || reply.body.error?.code !== "rate_limited" || attempt === 3) return reply;
        await new Promise((r) => setTimeout(r, RATE_LIMIT_WAIT_MS));
      }
    },
    withKey: async (name) => paced(await a.withKey(name)),
  };
}

export function startResearchServer(clock?: Clock) {
  const { account, url } = startServer(clock);
  return { account: async (plan?: PlanId, keyName?: string) => paced(await account(plan, keyName)), url };
}

export const TICKERS = [
  "SPY",
  "IEF",
  "TLT",
  "GLD",
  "DBC",
  "QQQ",
  "AGG",
  "VTI",
  "XLB",
  "XLE",
  "XLF",
  "XLI",
  "XLK",
  "XLP",
  "XLU",
  "XLV",
  "XLY",
];
