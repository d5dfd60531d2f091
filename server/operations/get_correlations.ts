import { defineOperation } from "@/server/operations/types";
import {
  correlationsInput,
  correlationsSchema,
  correlationMatrix as run,
} from "@/server/domain/analysis/correlationsCall";

export const getCorrelations = defineOperation({
  id: "get_correlations",
  family: "backtesting",
  title: "Correlations of instruments or simulations",
  description:
    "The Pearson correlation matrix of 2 to 30 instruments (total-return prices) or of 2 to 10 of your done simulations (their daily values), on daily or month-end returns from startYear, only where every series has a value. " +
    "With window (months) it adds each pair's rolling correlation. For how a simulation loads on market factors use get_factor_exposures.",
  readOnly: true,
  input: correlationsInput,
  output: correlationsSchema,
  handler: (input, ctx) => run(ctx, input),
});
