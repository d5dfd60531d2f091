// get_factor_exposures: a done simulation's monthly returns regressed on the Fama-French factors of a
// model (engine/analysis/factors.ts), over the months both cover. Non-finite statistics (a perfect fit
// has standard errors of 0) are null.
import { invalid } from "@/server/errors";
import { factorExposure, type FactorModel, type FactorTable } from "@/server/engine/analysis/factors";
import type { MonthlyHistory } from "@/server/domain/analysis/history";

const finite = (x: number) => (Number.isFinite(x) ? x : null);

export function factorExposures(history: MonthlyHistory, table: FactorTable, model: FactorModel) {
  const fit = factorExposure(history.months, history.returns, table, model);
  if (!fit)
    throw invalid(
      "/simulationId",
      `The simulation's months and the factor data (${table.months[0]} to ${table.months[table.months.length - 1]}) overlap too little to fit ${model}.`,
      "Use a simulation with more months inside the factor data's span.",
    );
  return {
    loadings: fit.loadings.map((l) => ({
      factor: l.factor,
      loading: l.estimate,
      standardError: l.standardError,
      tStat: finite(l.tStat),
      pValue: finite(l.pValue),
    })),
    alphaAnnual: fit.alphaAnnual,
    alphaTStat: finite(fit.alphaTStat),
    alphaPValue: finite(fit.alphaPValue),
    rSquared: fit.rSquared,
    adjustedRSquared: fit.adjustedRSquared,
    monthsUsed: fit.months.length,
    from: fit.months[0],
    to: fit.months[fit.months.length - 1],
  };
}
