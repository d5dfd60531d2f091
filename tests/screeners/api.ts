// Research operations over real HTTP for the screener and draft tests. Without a clock the requests go
// through the app's REST route module; with one, through the same handleRest with that clock injected.
import { afterAll, beforeAll } from "vitest";
import * as researchRoute from "@/app/api/v1/research/[operation]/route";
import { handleRest } from "@/server/transport/rest";
import { systemClock, type Clock } from "@/server/clock";
import { createApiKey } from "@/server/domain/accounts/apiKeys";
import type { PlanId } from "@/server/plans";
import { startRouteServer, type RouteModule } from "@/tests/helpers/server";
import { createTestUser, testDb } from "@/tests/helpers/accounts";

export interface Reply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON bodies are inspected field by field
  body: any;
}

export interface TestAccount {
  userId: string;
  key: string;
  /** Calls an operation with this account's key. */
  call(operation: string, input: unknown): Promise<Reply>;
  /** The same user through another API key (another app, so another draft folder). */
  withKey(keyName: string): Promise<TestAccount>;
}

export function startResearchServer(clock?: Clock) {
  let server: { url: string; close: () => Promise<void> };
  const route: RouteModule = clock
    ? { POST: async (req, ctx) => handleRest(req, (await ctx.params).operation, { clock }) }
    : researchRoute;
  beforeAll(async () => {
    server = await startRouteServer([{ pattern: /^\/api\/v1\/research\/(?<operation>[^/]+)$/, module: route }]);
  });
  afterAll(async () => server?.close());

  async function callWith(key: string, operation: string, input: unknown): Promise<Reply> {
    const res = await fetch(`${server.url}/api/v1/research/${operation}`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify(input),
    });
    return { status: res.status, body: await res.json() };
  }

  /** A new user on `plan` whose API key is named `keyName` (the folder of its drafts). */
  async function account(plan: PlanId = "starter", keyName = "test-client"): Promise<TestAccount> {
    const { userId, key } = await createTestUser(plan, keyName);
    return accountOf(userId, key);
  }

  function accountOf(userId: string, key: string): TestAccount {
    return {
      userId,
      key,
      call: (operation, input) => callWith(key, operation, input),
      withKey: async (name) => accountOf(userId, (await createApiKey(testDb(), systemClock, userId, name)).secret),
    };
  }

  return { account };
}
