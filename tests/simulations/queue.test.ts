// The queue path: with the inline limit at 0 every run is queued on Postgres (pg-boss) and computed by a
// real worker (startSimulationWorker, as `npm run worker` starts it), not by the app process. A queued
// run reports its state by jobId, the worker's result is bit-identical to the same recipe computed in the
// request, a run that cannot use its recipe fails with a reason and is queued again on the next request,
// and a screener-driven portfolio (always queued) buys the screen's matches.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canonicalJson } from "@/server/domain/simulations/recipe";
import { stopQueue } from "@/server/jobs/simulationQueue";
import { startSimulationWorker, type SimulationWorker } from "@/server/jobs/simulationWorker";
import { PUBLIC_PORTFOLIOS } from "@/server/seed/publicPortfolios";
import { testDb } from "@/tests/helpers/accounts";
import { startResearchServer, type TestAccount } from "@/tests/screeners/api";
import { createPortfolio, ok, waitDone } from "@/tests/simulations/api";
import { setEnv } from "@/tests/helpers/env";

// A queue of its own, so another test file's in-process worker on the same database cannot take its jobs.
setEnv({ LODESTAR_INPROCESS_WORKER: "off", LODESTAR_SIMULATION_QUEUE: `simulations-test-${process.pid}` });
const { account } = startResearchServer();
const SIXTY_FORTY_ID = PUBLIC_PORTFOLIOS[1].id;
let queued: TestAccount;
let inline: TestAccount;
let worker: SimulationWorker | null = null;

beforeAll(async () => {
  queued = await account("professional", "queue-app");
  inline = await account("professional", "inline-app");
});
afterAll(async () => {
  await worker?.stop();
  await stopQueue();
  setEnv({ LODESTAR_SIMULATION_INLINE_LIMIT: undefined });
});

describe("queued simulations", () => {
  let first: { simulationId: string; jobId: string };
  let broken: string;

  it("answers available false with a jobId, and stays queued while no worker runs", async () => {
    setEnv({ LODESTAR_SIMULATION_INLINE_LIMIT: "0" });
    const data = await ok(queued, "simulate_portfolio", { portfolioId: SIXTY_FORTY_ID, startYear: 2012 });
    expect(data.result).toMatchObject({ state: "queued", available: false, progress: 0, headline: null });
    expect(data.jobId).toMatch(/^job_[0-9a-f]{32}$/);
    first = { simulationId: data.result.simulation.id, jobId: data.jobId };
    const byJob = await ok(queued, "get_simulation", { jobId: data.jobId });
    expect(byJob.result).toMatchObject({
      state: "queued",
      available: false,
      simulation: { id: first.simulationId },
    });
    const metrics = await ok(queued, "get_simulation_metrics", { simulationId: first.simulationId });
    expect(metrics.result).toMatchObject({ available: false, metrics: null, trades: null });
    const other = await inline.call("get_simulation", { jobId: data.jobId });
    expect(other.status).toBe(404);
    // A second queued run whose recipe names another data build: the worker must refuse it.
    const second = await ok(queued, "simulate_portfolio", { portfolioId: SIXTY_FORTY_ID, startYear: 2013 });
    broken = second.result.simulation.id;
    const row = await testDb().simulation.findUniqueOrThrow({ where: { id: broken } });
    const request = row.request as { recipe: { dataVersion: string } };
    await testDb().simulation.update({
      where: { id: broken },
      data: { request: { ...request, recipe: { ...request.recipe, dataVersion: "db-000000000000" } } },
    });
  });

  it("a worker computes it; the result is bit-identical to the same recipe computed in the request", async () => {
    worker = await startSimulationWorker(process.env.DATABASE_URL!, 1, () => {});
    const { data } = await waitDone(queued, { jobId: first.jobId });
    expect(data.result).toMatchObject({ state: "done", available: true, progress: 1, reason: null });
    setEnv({ LODESTAR_SIMULATION_INLINE_LIMIT: undefined });
    const direct = await ok(inline, "simulate_portfolio", { portfolioId: SIXTY_FORTY_ID, startYear: 2012 });
    expect(direct.result.state).toBe("done");
    expect(direct.jobId).toBeUndefined();
    expect(direct.recipeId).toBe(data.recipeId);
    const [a, b] = await Promise.all(
      [first.simulationId, direct.result.simulation.id].map((id) =>
        testDb().simulation.findUniqueOrThrow({ where: { id } }),
      ),
    );
    expect(canonicalJson(a.result)).toBe(canonicalJson(b.result));
    expect(canonicalJson(a.summary)).toBe(canonicalJson(b.summary));
  });

  it("a run the worker cannot do fails with its reason, and the next request queues it again", async () => {
    const { data } = await waitDone(queued, { simulationId: broken });
    expect(data.result).toMatchObject({
      state: "failed",
      available: false,
      reason: expect.stringContaining("data build changed"),
    });
    setEnv({ LODESTAR_SIMULATION_INLINE_LIMIT: "0" });
    const again = await ok(queued, "simulate_portfolio", { portfolioId: SIXTY_FORTY_ID, startYear: 2013 });
    expect(again.result).toMatchObject({ state: "queued", simulation: { id: broken } });
    const { data: done } = await waitDone(queued, { jobId: again.jobId });
    expect(done.result.state).toBe("done");
  });

  it("runs a screener-driven portfolio through the queue and holds the screen's matches", async () => {
    setEnv({ LODESTAR_SIMULATION_INLINE_LIMIT: undefined });
    const portfolioId = await createPortfolio(queued, {
      name: "Low-volatility ETFs, equal weight",
      models: [
        {
          selection: { instruments: [], entryScreeners: ["5c0000000000000000000004"] },
          rebalance: { every: 6 },
          positionExits: { maxPositions: 5 },
        },
      ],
    });
    const data = await ok(queued, "simulate_portfolio", { portfolioId, startYear: 2018 });
    expect(data.result.state).toBe("queued");
    const { data: done } = await waitDone(queued, { jobId: data.jobId }, 120_000);
    expect(done.result.state, done.result.reason).toBe("done");
    const m = await ok(queued, "get_simulation_metrics", { simulationId: data.result.simulation.id });
    const held = m.result.rebalances.map((r: { holdings: unknown[] }) => r.holdings.length);
    expect(Math.max(...held)).toBe(5);
    expect(m.result.rebalances.length).toBeGreaterThanOrEqual(7);
  });
});
