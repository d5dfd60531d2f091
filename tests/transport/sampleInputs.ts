// A valid request for each read-only operation whose `{}` would be refused or would only exercise the
// defaults. Operations not listed are called with `{}`; a new one that needs more fails the transport
// tests until it is given a sample here. Records read are the seeded public ones (they never expire,
// so reading one changes nothing), two simulations of them made for the caller and a small sweep.
import { expect } from "vitest";
import { PUBLIC_PORTFOLIOS } from "@/server/seed/publicPortfolios";
import { PUBLIC_SCREENERS } from "@/server/seed/publicScreeners";
import { research } from "@/tests/helpers/server";

async function simulate(base: string, key: string, portfolioId: string): Promise<string> {
  const res = await research(base, "simulate_portfolio", { portfolioId, startYear: 2020 }, key); // within every plan (free: 2006 on)
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.result.simulation.id;
}

/** The samples, after making the caller's simulations they read. */
export async function sampleInputs(
  base: string,
  key: string,
): Promise<(operation: string) => Record<string, unknown>> {
  const simulationIds = [
    await simulate(base, key, PUBLIC_PORTFOLIOS[0].id),
    await simulate(base, key, PUBLIC_PORTFOLIOS[1].id),
  ];
  const sweep = await research(
    base,
    "run_sweep",
    {
      portfolioId: PUBLIC_PORTFOLIOS[1].id,
      axes: [{ path: "models[0].rebalance.every", values: [1, 3] }],
      startYear: 2020,
    },
    key,
  );
  expect(sweep.status, JSON.stringify(sweep.body)).toBe(200);
  const samples: Record<string, Record<string, unknown>> = {
    list_allocation_methods: { level: "combined", query: "risk" },
    list_risk_rule_presets: { includeRuleTypes: true },
    describe_strategy_model: { section: "allocation" },
    describe_portfolio_model: { section: "allocation" },
    describe_screen_filter: { id: "rsi" },
    validate_screener: { universe: { assetType: "stocks" }, rows: [{ filter: "rsi" }] },
    get_screener: { screenerId: PUBLIC_SCREENERS[0].id },
    run_screener: { screenerId: PUBLIC_SCREENERS[0].id, limit: 5 },
    validate_portfolio: { definition: PUBLIC_PORTFOLIOS[0].definition },
    get_portfolio: { portfolioId: PUBLIC_PORTFOLIOS[0].id },
    get_simulation: { simulationId: simulationIds[0] },
    get_simulation_metrics: { simulationId: simulationIds[0] },
    get_period_returns: { simulationId: simulationIds[0] },
    compare_simulations: { simulationIds },
    list_simulations: { portfolioId: PUBLIC_PORTFOLIOS[0].id, limit: 5 },
    list_instruments: { query: "spdr", assetType: "etps", limit: 5 },
    run_monte_carlo: { simulationId: simulationIds[0], years: 5, paths: 200, seed: 3 },
    get_efficient_frontier: { instruments: ["SPY", "IEF", "GLD"], startYear: 2015, points: 5 },
    get_factor_exposures: { simulationId: simulationIds[0], model: "capm" },
    get_correlations: { simulationIds, startYear: 2015 },
    get_sweep: { sweepId: sweep.body.data.result.sweep.id },
    run_walk_forward: {
      portfolioId: PUBLIC_PORTFOLIOS[1].id,
      axes: [{ path: "models[0].rebalance.every", values: [1, 3] }],
      trainMonths: 24,
      testMonths: 12,
      startYear: 2018,
    },
  };
  return (operation) => samples[operation] ?? {};
}
