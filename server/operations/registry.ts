// The operation registry: the single list every transport (REST, tRPC, MCP, OpenAPI) iterates.
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
import { createPortfolio } from "@/server/operations/create_portfolio";
import { validatePortfolio } from "@/server/operations/validate_portfolio";
import { editPortfolio } from "@/server/operations/edit_portfolio";
import { getPortfolio } from "@/server/operations/get_portfolio";
import { listPortfolios } from "@/server/operations/list_portfolios";
import { simulatePortfolio } from "@/server/operations/simulate_portfolio";
import { getSimulation } from "@/server/operations/get_simulation";
import { getSimulationMetrics } from "@/server/operations/get_simulation_metrics";
import { compareSimulations } from "@/server/operations/compare_simulations";

export const operations: Operation[] = [listRiskRulePresets, listAllocationMethods, describeStrategyModel, describePortfolioModel, listScreenFilters, describeScreenFilter, createScreener, validateScreener, editScreener, getScreener, listScreeners, saveToLodestar, runScreener, createPortfolio, validatePortfolio, editPortfolio, getPortfolio, listPortfolios, simulatePortfolio, getSimulation, getSimulationMetrics, compareSimulations];

export const operationsById = new Map(operations.map((op) => [op.id, op]));
