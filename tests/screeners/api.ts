// Research operations over real HTTP (tests/helpers/server.ts) for the research tests. Without a clock the
// requests go through the app's REST route module; with one, through handleRest with it. An account's
// calls wait out the per-key rate limit as a polite client does: real PostgreSQL answers faster than the
// plan's calls a second, and a test that polls met 429s on a loaded machine. The limit's own tests
// (tests/platform/rateLimit.test.ts) send their calls without this helper.
import { handleRest } from "@/server/transport/rest";
import type { RouteModule } from "@/server/transport/nodeHttp";
import { systemClock, type Clock } from "@/server/clock";
import { createApiKey } from "@/server/domain/accounts/apiKeys";
import type { PlanId } from "@/server/plans";
import { research, testServer, type Reply } from "@/tests/helpers/server";
import { createTestUser, testDb } from "@/tests/helpers/accounts";

export type { Reply } from "@/tests/helpers/server";

export interface TestAccount {
  userId: string;
  key: string;
  /** Calls an operation with this account's key; a 429 rate_limited is waited out (up to 3 times). */
  call(operation: string, input: unknown): Promise<Reply>;
  /** The same user through another API key (another app, so another draft folder). */
  withKey(keyName: string): Promise<TestAccount>;
}

const RATE_LIMIT_WAIT_MS = 1_000;

async function paced(send: () => Promise<Reply>): Promise<Reply> {
  for (let attempt = 0; ; attempt++) {
    const reply = await send();
    if (reply.status !== 429 || reply.body.error?.code !== "rate_limited" || attempt === 3) return reply;
    await new Promise((r) => setTimeout(r, RATE_LIMIT_WAIT_MS));
  }
}

export function startResearchServer(clock?: Clock) {
  const withClock: RouteModule = {
    POST: async (req, ctx) => handleRest(req, (await ctx.params).operation, { clock }),
  };
  const server = testServer(clock ? { research: withClock } : {});

  /** A new user on `plan` whose API key is named `keyName` (the folder of its drafts). */
  async function account(plan: PlanId = "starter", keyName = "test-client"): Promise<TestAccount> {
    const { userId, key } = await createTestUser(plan, keyName);
    return accountOf(userId, key);
  }

  function accountOf(userId: string, key: string): TestAccount {
    return {
      userId,
      key,
      call: (operation, input) => paced(() => research(server.url(), operation, input, key)),
      withKey: async (name) =>
        accountOf(userId, (await createApiKey(testDb(), systemClock, userId, name)).secret),
    };
  }

  return { account, url: server.url };
}
