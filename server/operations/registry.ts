// The operation registry: the single list every transport (REST, tRPC, MCP, OpenAPI) iterates.
// To add an operation: write server/operations/<operation_id>.ts with defineOperation, import it here.
import type { Operation } from "@/server/operations/types";
import { listRiskRulePresets } from "@/server/operations/list_risk_rule_presets";
import { listAllocationMethods } from "@/server/operations/list_allocation_methods";
import { describeStrategyModel } from "@/server/operations/describe_strategy_model";
import { describePortfolioModel } from "@/server/operations/describe_portfolio_model";

export const operations: Operation[] = [listRiskRulePresets, listAllocationMethods, describeStrategyModel, describePortfolioModel];

export const operationsById = new Map(operations.map((op) => [op.id, op]));
