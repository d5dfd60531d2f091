// Research operations over real HTTP (tests/helpers/server.ts) as a user on a given plan.
import { createTestUser } from "@/tests/helpers/accounts";
import { research, testServer, type Reply } from "@/tests/helpers/server";
import type { PlanId } from "@/server/plans";

/**
 * Starts the server for the file's tests; returns `call(plan, operation, input)`. Each call is made
 * by a new account so the per-key rate limit and the monthly allowance of small plans never interfere.
 */
export function researchApiClient() {
  const server = testServer();
  return async function call(plan: PlanId, operation: string, input: unknown): Promise<Reply> {
    const { key } = await createTestUser(plan);
    return research(server.url(), operation, input, key);
  };
}
