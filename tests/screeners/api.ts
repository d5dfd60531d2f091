// Research operations over real HTTP (tests/helpers/server.ts) for the screener and draft tests. Without
// a clock the requests go through the app's REST route module; with one, through handleRest with it.
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
  /** Calls an operation with this account's key. */
  call(operation: string, input: unknown): Promise<Reply>;
  /** The same user through another API key (another app, so another draft folder). */
  withKey(keyName: string): Promise<TestAccount>;
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
      call: (operation, input) => research(server.url(), operation, input, key),
      withKey: async (name) =>
        accountOf(userId, (await createApiKey(testDb(), systemClock, userId, name)).secret),
    };
  }

  return { account, url: server.url };
}
