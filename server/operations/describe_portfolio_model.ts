import { describeModelOperation } from "@/server/operations/describe_strategy_model";

export const describePortfolioModel = describeModelOperation("portfolio");
