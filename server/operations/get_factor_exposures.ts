import { z } from "zod";
import { defineOperation } from "@/server/operations/types";
import { getFactors } from "@/server/data/factors";
import { factorExposures } from "@/server/domain/analysis/factors";
import { doneSimulation, monthlyHistory } from "@/server/domain/analysis/history";
import { requirePortfolioAnalysis } from "@/server/domain/analysis/access";
import { simulationIdInput } from "@/server/domain/simulations/requests";
import { permalinkOf } from "@/server/domain/simulations/summary";
import type { AssumedValue } from "@/server/domain/assumed";

const stat = (what: string) =>
  z.number().nullable().describe(`${what}; null when not finite (a perfect fit).`);

export const getFactorExposures = defineOperation({
  id: "get_factor_exposures",
  family: "backtesting",
  title: "Factor exposures of a simulation",
  description:
    "Regresses a done simulation's monthly excess returns (over the Fama-French risk-free rate) on the Fama-French factors by ordinary least squares: capm (Mkt-RF), ff3 (+ SMB, HML) or ff5 (+ RMW, CMA). " +
    "Returns each loading with its standard error, t-statistic and p-value, the alpha annualised (12 x monthly) with its t-statistic, R² and adjusted R², and the months used, which stay inside the factor data's span (stated). Needs the starter plan. For plain correlations use get_correlations.",
  readOnly: true,
  input: z.strictObject({
    simulationId: simulationIdInput,
    model: z.enum(["capm", "ff3", "ff5"]).optional().describe("capm, ff3 or ff5; left out: ff3."),
    frequency: z
      .enum(["month"])
      .optional()
      .describe("Returns regressed: month (the factor file is monthly)."),
  }),
  output: z.object({
    simulationId: z.string().describe("The simulation regressed."),
    model: z.enum(["capm", "ff3", "ff5"]).describe("The factor model."),
    loadings: z
      .array(
        z.object({
          factor: z.enum(["mkt_rf", "smb", "hml", "rmw", "cma"]).describe("Fama-French factor."),
          loading: z.number().describe("Regression coefficient (beta) on the factor."),
          standardError: z.number().describe("Its standard error (classical OLS)."),
          tStat: stat("loading / standardError"),
          pValue: stat("Two-sided p-value of the t-statistic"),
        }),
      )
      .describe("One per factor of the model."),
    alphaAnnual: z.number().describe("Intercept x 12: annualised alpha, fraction."),
    alphaTStat: stat("The intercept's t-statistic"),
    alphaPValue: stat("The intercept's two-sided p-value"),
    rSquared: z.number().describe("R²."),
    adjustedRSquared: z.number().describe("R² adjusted for the number of factors."),
    monthsUsed: z.number().int().describe("Months regressed."),
    from: z.string().describe("First month regressed (YYYY-MM)."),
    to: z.string().describe("Last month regressed (YYYY-MM)."),
    factorData: z
      .object({
        source: z.string().describe("The raw file (data/PROVENANCE.md)."),
        from: z.string().describe("Its first month (YYYY-MM)."),
        to: z.string().describe("Its last month (YYYY-MM)."),
      })
      .describe("The Fama-French monthly file and its span."),
  }),
  async handler(input, { db, caller }) {
    requirePortfolioAnalysis(caller.plan, "Factor exposure analysis");
    const row = await doneSimulation(db, caller.userId, input.simulationId, "/simulationId");
    const factors = getFactors();
    const model = input.model ?? "ff3";
    const assumed: AssumedValue[] = input.model
      ? []
      : [{ field: "/model", value: model, reason: "The three-factor model by default." }];
    const r = factorExposures(monthlyHistory(row), factors, model);
    const span = { from: factors.months[0], to: factors.months[factors.months.length - 1] };
    const market = r.loadings.find((l) => l.factor === "mkt_rf")!;
    return {
      result: { simulationId: row.id, model, ...r, factorData: { source: factors.source, ...span } },
      summary: `${model.toUpperCase()} on ${r.monthsUsed} months (${r.from} to ${r.to}): market loading ${market.loading.toFixed(2)}, annual alpha ${(r.alphaAnnual * 100).toFixed(2)} %, R² ${r.rSquared.toFixed(3)}.`,
      assumed,
      dataVersion: row.dataVersion,
      permalink: permalinkOf(row.id),
    };
  },
});
