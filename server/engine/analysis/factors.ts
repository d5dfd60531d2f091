// Factor exposures: OLS of a strategy's monthly excess returns (r - RF) on the Fama-French factors of
// a model, month by month where both exist. Alpha is the intercept, annualised as 12 x the monthly one
// (its t-statistic is the intercept's).
import { ols, type Coefficient } from "@/server/engine/analysis/ols";
import { MONTHS_PER_YEAR } from "@/server/engine/statistics";

export const FACTOR_MODELS = {
  capm: ["mkt_rf"],
  ff3: ["mkt_rf", "smb", "hml"],
  ff5: ["mkt_rf", "smb", "hml", "rmw", "cma"],
} as const;
export type FactorModel = keyof typeof FACTOR_MODELS;
export type FactorId = (typeof FACTOR_MODELS.ff5)[number];

/** Monthly factor returns as fractions, one row per month ("YYYY-MM", ascending). */
export interface FactorTable {
  months: string[];
  columns: Record<FactorId | "rf", Float64Array>;
}

export interface FactorExposure {
  loadings: (Coefficient & { factor: FactorId })[];
  alphaAnnual: number;
  alphaTStat: number;
  alphaPValue: number;
  rSquared: number;
  adjustedRSquared: number;
  /** The months regressed, ascending. */
  months: string[];
}

/** null when fewer months than regressors + 2 overlap, or the factors are collinear over them. */
export function factorExposure(
  months: string[],
  returns: ArrayLike<number>,
  table: FactorTable,
  model: FactorModel,
): FactorExposure | null {
  const factors = FACTOR_MODELS[model];
  const p = factors.length;
  const row = new Map(table.months.map((m, k) => [m, k]));
  const used: string[] = [];
  const y: number[] = [];
  const X: number[] = [];
  months.forEach((month, t) => {
    const k = row.get(month);
    if (k === undefined || !Number.isFinite(returns[t])) return;
    used.push(month);
    y.push(returns[t] - table.columns.rf[k]);
    for (const f of factors) X.push(table.columns[f][k]);
  });
  const fit = ols(Float64Array.from(y), Float64Array.from(X), used.length, p);
  if (!fit) return null;
  const [alpha, ...betas] = fit.coefficients;
  return {
    loadings: betas.map((c, a) => ({ factor: factors[a], ...c })),
    alphaAnnual: alpha.estimate * MONTHS_PER_YEAR,
    alphaTStat: alpha.tStat,
    alphaPValue: alpha.pValue,
    rSquared: fit.rSquared,
    adjustedRSquared: fit.adjustedRSquared,
    months: used,
  };
}
