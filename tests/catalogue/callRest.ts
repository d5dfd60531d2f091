// Calls research operations over real HTTP through the app's REST route, as a user on a given plan.
import { afterAll, beforeAll } from "vitest";
import * as researchRoute from "@/app/api/v1/research/[operation]/route";
import { startRouteServer } from "@/tests/helpers/server";
import { createTestUser } from "@/tests/helpers/accounts";
import type { PlanId } from "@/server/plans";

export interface RestResponse {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON bodies are inspected field by field
  body: any;
}

/**
 * Starts the route server for the file's tests; returns `call(plan, operation, input)`. Each call is made
 * by a new account so the per-key rate limit and the monthly allowance of small plans never interfere.
 */
export function researchApiClient() {
  let server: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    server = await startRouteServer([{ pattern: /^\/api\/v1\/research\/(?<operation>[^/]+)$/, module: researchRoute }]);
  });
  afterAll(async () => server?.close());

  return async function call(plan: PlanId, operation: string, input: unknown): Promise<RestResponse> {
    const { key } = await createTestUser(plan);
    const res = await fetch(`${server.url}/api/v1/research/${operation}`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify(input),
    });
    return { status: res.status, body: await res.json() };
  };
}
