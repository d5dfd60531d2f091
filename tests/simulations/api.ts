// Helpers for the simulation tests: REST calls through the research route, a fixed-weight ETF portfolio,
// polling until a simulation is done.
import { expect } from "vitest";
import type { TestAccount } from "@/tests/screeners/api";

export const SIXTY_FORTY = {
  name: "Sixty forty",
  models: [
    {
      selection: { instruments: ["SPY", "IEF"] },
      rebalance: { every: 3 },
      allocation: { riskOn: { method: "fixed_weights", settings: { weight: { SPY: 0.6, IEF: 0.4 } } } },
    },
  ],
};

export async function ok(user: TestAccount, operation: string, input: unknown) {
  const reply = await user.call(operation, input);
  expect(reply.status, JSON.stringify(reply.body).slice(0, 2000)).toBe(200);
  return reply.body.data;
}

export async function createPortfolio(user: TestAccount, definition: object = SIXTY_FORTY): Promise<string> {
  return (await ok(user, "create_portfolio", { definition })).result.portfolio.id;
}

/** Polls get_simulation (by jobId or simulationId) until done or failed. */
export async function waitDone(
  user: TestAccount,
  ref: { jobId: string } | { simulationId: string },
  timeoutMs = 60_000,
) {
  const until = Date.now() + timeoutMs;
  const seen: string[] = [];
  for (;;) {
    const data = await ok(user, "get_simulation", ref);
    seen.push(data.result.state);
    if (data.result.state === "done" || data.result.state === "failed") return { data, seen };
    if (Date.now() > until)
      throw new Error(`simulation not done in ${timeoutMs} ms (states ${seen.join(",")})`);
    await new Promise((r) => setTimeout(r, 300));
  }
}
