// The analysis operations over REST and MCP on the real data build: each answers for its caller's own
// simulations, refuses what the plan lacks (plan_required with the lowest plan), answers not_found for
// another account's simulations and portfolios, and gives the same result over MCP as over REST.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { startResearchServer, type TestAccount } from "@/tests/screeners/api";
import { createPortfolio, ok } from "@/tests/simulations/api";
import { mcpClient } from "@/tests/transport/clients";

const { account, url } = startResearchServer();
let user: TestAccount;
let other: TestAccount;
let free: TestAccount;
let starter: TestAccount;
let portfolioId: string;
let simulationId: string;
let otherSimulationId: string;
let mcp: Client;

beforeAll(async () => {
  [user, other, free, starter] = await Promise.all([
    account("professional", "analysis-app"),
    account("professional", "analysis-other"),
    account("free", "analysis-free"),
    account("starter", "analysis-starter"),
  ]);
  portfolioId = await createPortfolio(user);
  simulationId = (await ok(user, "simulate_portfolio", { portfolioId, startYear: 2008 })).result.simulation
    .id;
  const otherPortfolio = await createPortfolio(other);
  otherSimulationId = (
    await ok(other, "simulate_portfolio", { portfolioId: otherPortfolio, startYear: 2012 })
  ).result.simulation.id;
  mcp = await mcpClient(url(), user.key);
});
afterAll(() => mcp.close());

const MONTE_CARLO = { years: 20, paths: 2000, method: "block_bootstrap", seed: 11 };

describe("analysis operations over REST", () => {
  it("run_monte_carlo: repeatable with its seed, the same from the portfolio's newest simulation", async () => {
    const withdrawal = { amount: -60, every: "month", inflationAdjusted: true };
    const a = await ok(user, "run_monte_carlo", { simulationId, ...MONTE_CARLO, cashFlows: withdrawal });
    const b = await ok(user, "run_monte_carlo", { portfolioId, ...MONTE_CARLO, cashFlows: withdrawal });
    expect(JSON.stringify(b.result)).toBe(JSON.stringify(a.result));
    expect(a.result).toMatchObject({ simulationId, seed: 11, paths: 2000, startBalance: 10_000 });
    expect(a.result.years).toHaveLength(20);
    const last = a.result.years[19];
    expect(last.nominal.p5).toBeLessThanOrEqual(last.nominal.p50);
    expect(last.nominal.p50).toBeLessThanOrEqual(last.nominal.p95);
    expect(a.result.survival).toBeGreaterThan(0);
    expect(a.result.survival).toBeLessThan(1);
    expect(a.result.safeWithdrawalRate).toBeGreaterThan(0.01);
    const seeded = await ok(user, "run_monte_carlo", { simulationId, years: 3 });
    expect(seeded.assumed.map((x: { field: string }) => x.field)).toEqual(["/paths", "/method", "/seed"]);
    expect(seeded.result.seed).toBe(1);
  });

  it("get_factor_exposures, get_efficient_frontier and get_correlations answer", async () => {
    const f = await ok(user, "get_factor_exposures", { simulationId, model: "ff5" });
    expect(f.result.loadings.map((l: { factor: string }) => l.factor)).toEqual([
      "mkt_rf",
      "smb",
      "hml",
      "rmw",
      "cma",
    ]);
    expect(f.result.factorData).toMatchObject({ from: "1963-07", to: "2025-04" });
    expect(f.result.from).toBe("2008-01");
    const frontier = await ok(user, "get_efficient_frontier", {
      instruments: ["SPY", "IEF", "GLD"],
      startYear: 2010,
      endYear: 2020,
      points: 12,
    });
    expect(frontier.result.points).toHaveLength(12);
    expect(frontier.result.window).toMatchObject({ from: "2010-01-04", to: "2020-12-31" });
    expect("portfolio" in frontier.result).toBe(false);
    // The current mix, placed on the same estimates: all in IEF is IEF's own point.
    const placed = await ok(user, "get_efficient_frontier", {
      instruments: ["SPY", "IEF", "GLD"],
      startYear: 2010,
      endYear: 2020,
      points: 12,
      weights: { IEF: 1 },
    });
    const { portfolio, ...rest } = placed.result;
    expect(rest).toEqual(frontier.result);
    expect(portfolio.weights).toEqual({ SPY: 0, IEF: 1, GLD: 0 });
    expect(portfolio.volatility).toBeCloseTo(frontier.result.instruments[1].volatility, 14);
    expect(portfolio.return).toBeCloseTo(frontier.result.instruments[1].return, 14);
    expect(placed.summary).toMatch(/The weights given: [\d.]+ % volatility, [\d.]+ % return\.$/);
    const benchmark = await createPortfolio(user, {
      name: "All SPY",
      models: [{ selection: { instruments: ["SPY"] }, allocation: { riskOn: { method: "equal_weight" } } }],
    });
    const spy = (await ok(user, "simulate_portfolio", { portfolioId: benchmark, startYear: 2008 })).result
      .simulation.id;
    const c = await ok(user, "get_correlations", {
      simulationIds: [simulationId, spy],
      startYear: 2010,
      window: 12,
    });
    expect(c.result.names).toEqual([simulationId, spy]);
    // 60 % SPY moves with SPY.
    expect(c.result.matrix[0][1]).toBeGreaterThan(0.8);
    expect(c.result.rolling[0].values.length).toBe(c.result.returnsUsed - 11);
  });

  it("refuses what the plan lacks, naming the lowest plan", async () => {
    for (const [op, input] of [
      ["get_factor_exposures", { simulationId }],
      ["get_efficient_frontier", { instruments: ["SPY", "IEF"], startYear: 2015 }],
    ] as const) {
      const reply = await free.call(op, input);
      expect(reply.status, op).toBe(403);
      expect(reply.body.error).toMatchObject({ code: "plan_required", details: [{ lowestPlan: "starter" }] });
    }
    const many = await free.call("run_monte_carlo", { simulationId, years: 5, paths: 5000 });
    expect(many.status).toBe(403);
    expect(many.body.error.details[0]).toMatchObject({ path: "/paths", lowestPlan: "starter" });
    const most = await starter.call("run_monte_carlo", { simulationId, years: 5, paths: 10_000 });
    expect(most.body.error.details[0]).toMatchObject({ path: "/paths", lowestPlan: "advanced" });
    const early = await free.call("get_correlations", { instruments: ["SPY", "IEF"], startYear: 2005 });
    expect(early.body.error).toMatchObject({ code: "plan_required", details: [{ path: "/startYear" }] });
    // Correlations are on every plan.
    const mine = await ok(free, "get_correlations", { instruments: ["SPY", "IEF", "GLD"] });
    expect(mine.result.matrix).toHaveLength(3);
    expect(mine.assumed.map((x: { field: string }) => x.field)).toEqual(["/startYear", "/frequency"]);
  });

  it("answers not_found for another account's simulation or portfolio", async () => {
    for (const [op, input] of [
      ["run_monte_carlo", { simulationId: otherSimulationId, years: 5 }],
      ["get_factor_exposures", { simulationId: otherSimulationId }],
      ["get_correlations", { simulationIds: [simulationId, otherSimulationId] }],
    ] as const) {
      const reply = await user.call(op, input);
      expect(reply.status, op).toBe(404);
      expect(reply.body.error.code).toBe("not_found");
    }
    const portfolio = await other.call("run_monte_carlo", { portfolioId, years: 5 });
    expect(portfolio.status).toBe(404);
    expect(portfolio.body.error.details[0].path).toBe("/portfolioId");
  });

  it("refuses bad input with its path and a fix", async () => {
    const both = await user.call("run_monte_carlo", { simulationId, portfolioId, years: 5 });
    expect(both.status).toBe(422);
    const flows = await user.call("run_monte_carlo", {
      simulationId,
      years: 5,
      cashFlows: { amount: -10, fraction: -0.01, every: "month" },
    });
    expect(flows.status).toBe(422);
    expect(flows.body.error.details[0].path).toMatch(/^\/cashFlows/);
    const bounds = await user.call("get_efficient_frontier", {
      instruments: ["SPY", "IEF", "GLD"],
      startYear: 2015,
      maxWeight: 0.3,
    });
    expect(bounds.status).toBe(422);
    expect(bounds.body.error.details[0]).toMatchObject({ path: "/maxWeight", fix: expect.any(String) });
    const mix = await user.call("get_efficient_frontier", {
      instruments: ["SPY", "IEF"],
      startYear: 2015,
      weights: { SPY: 0.6, IEF: 0.3 },
    });
    expect(mix.status).toBe(422);
    expect(mix.body.error.details[0]).toMatchObject({
      path: "/weights",
      fix: "Give weights that add up to 1.",
    });
    const negative = await user.call("get_efficient_frontier", {
      instruments: ["SPY", "IEF"],
      startYear: 2015,
      weights: { SPY: 1.2, IEF: -0.2 },
    });
    expect(negative.status).toBe(422);
    const ticker = await user.call("get_correlations", { instruments: ["SPY", "NOT_A_TICKER"] });
    expect(ticker.body.error.details[0].path).toBe("/instruments/1");
  });
});

describe("analysis operations over MCP", () => {
  it("give the REST results as structured content", async () => {
    for (const [name, args] of [
      ["run_monte_carlo", { simulationId, ...MONTE_CARLO }],
      ["get_factor_exposures", { simulationId, model: "capm" }],
      [
        "get_efficient_frontier",
        { instruments: ["SPY", "IEF"], startYear: 2012, points: 5, weights: { SPY: 0.6, IEF: 0.4 } },
      ],
      ["get_correlations", { instruments: ["SPY", "IEF"], frequency: "day" }],
    ] as const) {
      const rest = await ok(user, name, args);
      const reply = await mcp.callTool({ name, arguments: args });
      expect(reply.isError, name).toBeFalsy();
      expect((reply.structuredContent as { data: { result: unknown } }).data.result, name).toEqual(
        rest.result,
      );
    }
  });

  it("refuses another account's simulation as a tool error", async () => {
    const reply = await mcp.callTool({
      name: "get_factor_exposures",
      arguments: { simulationId: otherSimulationId },
    });
    expect(reply.isError).toBe(true);
    const [{ text }] = reply.content as { text: string }[];
    expect(JSON.parse(text)).toMatchObject({
      status: false,
      error: { code: "not_found", details: [{ path: "/simulationId" }] },
    });
  });
});
