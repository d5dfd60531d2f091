// The operation registry: the one source every transport (REST, tRPC, MCP, OpenAPI) is built from.
// To add an operation: write server/operations/<operation_id>.ts with defineOperation, import it here.
import type { Operation } from "@/server/operations/types";
import { listRiskRulePresets } from "@/server/operations/list_risk_rule_presets";
import { listAllocationMethods } from "@/server/operations/list_allocation_methods";
import { describeStrategyModel } from "@/server/operations/describe_strategy_model";
import { describePortfolioModel } from "@/server/operations/describe_portfolio_model";
import { listScreenFilters } from "@/server/operations/list_screen_filters";
import { describeScreenFilter } from "@/server/operations/describe_screen_filter";
import { createScreener } from "@/server/operations/create_screener";
import { validateScreener } from "@/server/operations/validate_screener";
import { editScreener } from "@/server/operations/edit_screener";
import { getScreener } from "@/server/operations/get_screener";
import { listScreeners } from "@/server/operations/list_screeners";
import { saveToLodestar } from "@/server/operations/save_to_lodestar";
import { runScreener } from "@/server/operations/run_screener";
import { listInstruments } from "@/server/operations/list_instruments";
import { createPortfolio } from "@/server/operations/create_portfolio";
import { validatePortfolio } from "@/server/operations/validate_portfolio";
import { editPortfolio } from "@/server/operations/edit_portfolio";
import { getPortfolio } from "@/server/operations/get_portfolio";
import { listPortfolios } from "@/server/operations/list_portfolios";
import { simulatePortfolio } from "@/server/operations/simulate_portfolio";
import { getSimulation } from "@/server/operations/get_simulation";
import { runSweep } from "@/server/operations/run_sweep";
import { getSweep } from "@/server/operations/get_sweep";
import { cancelSweep } from "@/server/operations/cancel_sweep";
import { openSweepVariant } from "@/server/operations/open_sweep_variant";
import { runWalkForwardOperation } from "@/server/operations/run_walk_forward";
import { getSimulationMetrics } from "@/server/operations/get_simulation_metrics";
import { getPeriodReturns } from "@/server/operations/get_period_returns";
import { compareSimulations } from "@/server/operations/compare_simulations";
import { listSimulations } from "@/server/operations/list_simulations";
import { runMonteCarloOperation } from "@/server/operations/run_monte_carlo";
import { getEfficientFrontier } from "@/server/operations/get_efficient_frontier";
import { getFactorExposures } from "@/server/operations/get_factor_exposures";
import { getCorrelations } from "@/server/operations/get_correlations";

/**
 * The registry, keyed by operation id (each key is its operation's `id`: tests/transport/sameResults.test.ts
 * checks the router's procedure names). A typed record, so the router keeps each procedure's own types.
 */
export const registry = {
  list_risk_rule_presets: listRiskRulePresets,
  list_allocation_methods: listAllocationMethods,
  describe_strategy_model: describeStrategyModel,
  describe_portfolio_model: describePortfolioModel,
  list_screen_filters: listScreenFilters,
  describe_screen_filter: describeScreenFilter,
  create_screener: createScreener,
  validate_screener: validateScreener,
  edit_screener: editScreener,
  get_screener: getScreener,
  list_screeners: listScreeners,
  save_to_lodestar: saveToLodestar,
  run_screener: runScreener,
  list_instruments: listInstruments,
  create_portfolio: createPortfolio,
  validate_portfolio: validatePortfolio,
  edit_portfolio: editPortfolio,
  get_portfolio: getPortfolio,
  list_portfolios: listPortfolios,
  simulate_portfolio: simulatePortfolio,
  get_simulation: getSimulation,
  get_simulation_metrics: getSimulationMetrics,
  get_period_returns: getPeriodReturns,
  compare_simulations: compareSimulations,
  list_simulations: listSimulations,
  run_monte_carlo: runMonteCarloOperation,
  get_efficient_frontier: getEfficientFrontier,
  get_factor_exposures: getFactorExposures,
  get_correlations: getCorrelations,
  run_sweep: runSweep,
  get_sweep: getSweep,
  cancel_sweep: cancelSweep,
  open_sweep_variant: openSweepVariant,
  run_walk_forward: runWalkForwardOperation,
} as const satisfies Record<string, Operation>;

/** Every operation, for the transports and pages that list them all. */
export const operations: readonly Operation[] = Object.values(registry);

export const operationsById = new Map(operations.map((op) => [op.id, op]));
