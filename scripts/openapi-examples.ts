// Records the OpenAPI document's examples (server/transport/openapiExamples.json): one request and its
// real answer per operation, made by calling every operation through `execute` as a professional user
// with an API key, on the database of this machine (DATABASE_URL, else the quick start's; migrated and seeded), who is
// deleted afterwards. Lists in answers are cut to three items to keep the document small (said in each
// example's summary). Run after a change of an operation's input or output:
//   npm run openapi:examples
// tests/transport/openapiExamples.test.ts checks that every example still fits its schemas.
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { localDatabase } from "./local-database";
import { createDb } from "@/server/db";
import { systemClock } from "@/server/clock";
import { operationsById, registry } from "@/server/operations/registry";
import { execute } from "@/server/transport/execute";
import { createApiKey } from "@/server/domain/accounts/apiKeys";
import { PUBLIC_SCREENERS } from "@/server/seed/publicScreeners";

export const EXAMPLES_FILE = path.join(process.cwd(), "server", "transport", "openapiExamples.json");
const LIST_ITEMS = 3;

type Json = unknown;
const trimmed = (value: Json): Json =>
  Array.isArray(value)
    ? value.slice(0, LIST_ITEMS).map(trimmed)
    : value && typeof value === "object"
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimmed(v)]))
      : value;

const SIXTY_FORTY = {
  name: "Sixty forty",
  models: [
    {
      selection: { instruments: ["SPY", "IEF"] },
      rebalance: { every: 3 },
      allocation: { riskOn: { method: "fixed_weights", settings: { weight: { SPY: 0.6, IEF: 0.4 } } } },
    },
  ],
};
const SCREENER = {
  name: "Oversold large caps",
  universe: { assetType: "stocks", indexes: ["sp_500"] },
  rows: [{ filter: "rsi" }],
};

async function main() {
  process.env.LODESTAR_RATE_LIMIT = "off";
  const database = await localDatabase();
  const db = createDb(database.url);
  const userId = randomBytes(12).toString("hex");
  await db.user.create({
    data: { id: userId, name: "Examples", email: `${userId}@examples.lodestar`, plan: "professional" },
  });
  // The examples document the API, so they are made as an API key makes them (a key's records are drafts).
  const key = await createApiKey(db, systemClock, userId, "My research app");
  const deps = {
    db,
    clock: systemClock,
    caller: { userId, plan: "professional" as const, apiKeyId: key.id, folder: key.name },
  };
  const examples: Record<string, { request: Json; response: Json }> = {};
  // The registry's operations as one type: the recorder only reads a few ids from the answers.
  const call = async (id: keyof typeof registry, request: Record<string, unknown>) => {
    const response = await execute(operationsById.get(id)!, request, {
      ...deps,
      requestId: `req_examples_${id}`,
    });
    examples[id] = { request, response: trimmed(response) };
    return response.data as { result: Record<string, { id: string }> };
  };
  try {
    await call("list_risk_rule_presets", { group: "volatility" });
    await call("list_allocation_methods", { level: "combined", query: "risk parity" });
    await call("describe_strategy_model", { section: "position_exits" });
    await call("describe_portfolio_model", { section: "position_exits" });
    await call("list_screen_filters", { query: "price to earnings", limit: 2 });
    await call("describe_screen_filter", { id: "pe_ratio" });
    await call("list_instruments", { query: "s&p 500", limit: 3 });
    await call("validate_screener", SCREENER);
    const screener = (await call("create_screener", SCREENER)).result.screener;
    await call("edit_screener", { screenerId: screener.id, description: "RSI below 30 in the S&P 500." });
    await call("get_screener", { screenerId: screener.id });
    await call("list_screeners", { limit: 2 });
    await call("run_screener", { screenerId: PUBLIC_SCREENERS[0].id, limit: 3 });
    await call("validate_portfolio", { definition: SIXTY_FORTY });
    const portfolio = (await call("create_portfolio", { definition: SIXTY_FORTY })).result.portfolio;
    const patch = [{ op: "replace", path: "/models/0/rebalance/every", value: 12 }];
    await call("edit_portfolio", { portfolioId: portfolio.id, patch });
    await call("get_portfolio", { portfolioId: portfolio.id });
    await call("list_portfolios", { limit: 2 });
    await call("save_to_lodestar", { portfolioId: portfolio.id, folder: "Research" });
    const second = (await call("simulate_portfolio", { portfolioId: portfolio.id, startYear: 2018 })).result
      .simulation;
    // Recorded last, so the example is the 2015 run.
    const first = (await call("simulate_portfolio", { portfolioId: portfolio.id, startYear: 2015 })).result
      .simulation;
    await call("get_simulation", { simulationId: first.id });
    await call("get_simulation_metrics", { simulationId: first.id });
    await call("get_period_returns", { simulationId: first.id });
    await call("compare_simulations", { simulationIds: [first.id, second.id] });
    await call("list_simulations", { portfolioId: portfolio.id, limit: 2 });
    await call("run_monte_carlo", {
      simulationId: first.id,
      years: 10,
      paths: 1000,
      method: "block_bootstrap",
      cashFlows: { amount: -40, every: "month", inflationAdjusted: true },
      seed: 7,
    });
    await call("get_efficient_frontier", {
      instruments: ["SPY", "IEF", "GLD"],
      startYear: 2010,
      points: 10,
      weights: { SPY: 0.6, IEF: 0.3, GLD: 0.1 },
    });
    await call("get_factor_exposures", { simulationId: first.id, model: "ff3" });
    await call("get_correlations", {
      instruments: ["SPY", "IEF", "GLD"],
      startYear: 2010,
      frequency: "month",
    });
    const sweep = (
      await call("run_sweep", {
        portfolioId: portfolio.id,
        axes: [
          { path: "models[0].rebalance.every", values: [1, 3, 6, 12] },
          { path: "models[0].positionExits.stopLoss", range: { min: -0.3, max: -0.1, step: 0.1 } },
        ],
        startYear: 2015,
        rankBy: "sharpe",
      })
    ).result.sweep;
    await call("get_sweep", { sweepId: sweep.id });
    await call("open_sweep_variant", { sweepId: sweep.id, variant: 4 });
    await call("cancel_sweep", { sweepId: sweep.id });
    await call("run_walk_forward", {
      portfolioId: portfolio.id,
      axes: [{ path: "models[0].rebalance.every", values: [1, 3, 6, 12] }],
      trainMonths: 36,
      testMonths: 12,
      startYear: 2010,
      rankBy: "sharpe",
    });
    const missing = Object.keys(registry).filter((id) => !examples[id]);
    if (missing.length) throw new Error(`No example recorded for ${missing.join(", ")}.`);
    const ordered = Object.fromEntries(Object.keys(registry).map((id) => [id, examples[id]]));
    fs.writeFileSync(EXAMPLES_FILE, `${JSON.stringify(ordered, null, 1)}\n`);
    console.log(
      `wrote ${path.relative(process.cwd(), EXAMPLES_FILE)} (${Object.keys(ordered).length} operations)`,
    );
  } finally {
    await db.user.delete({ where: { id: userId } });
    await db.$disconnect();
    await database.stop();
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
