// Ordinary least squares y = a + X b + e over n observations and p regressors (X n x p row-major), with
// classical (homoskedastic) standard errors: s^2 = e'e / (n - p - 1), Var(beta) = s^2 (Z'Z)^-1 with
// Z = [1 X]. The normal equations are solved by Cholesky on Z'Z (p + 1 <= 6 here, well conditioned for
// factor returns).
import { twoSidedP } from "@/server/engine/analysis/studentT";

export interface Coefficient {
  estimate: number;
  standardError: number;
  tStat: number;
  pValue: number;
}

export interface OlsFit {
  /** Intercept first, then one per regressor. */
  coefficients: Coefficient[];
  rSquared: number;
  adjustedRSquared: number;
  residualStd: number;
  n: number;
}

/** Inverse of a symmetric positive definite m x m matrix (row-major) by Cholesky; null if singular. */
export function invertSpd(A: Float64Array, m: number): Float64Array | null {
  const Lm = new Float64Array(m * m);
  for (let i = 0; i < m; i++)
    for (let j = 0; j <= i; j++) {
      let s = A[i * m + j];
      for (let k = 0; k < j; k++) s -= Lm[i * m + k] * Lm[j * m + k];
      if (i === j) {
        if (!(s > 1e-14 * Math.max(1, Math.abs(A[i * m + i])))) return null;
        Lm[i * m + i] = Math.sqrt(s);
      } else Lm[i * m + j] = s / Lm[j * m + j];
    }
  // inv(L), lower triangular, then inv(A) = inv(L)' inv(L).
  const Li = new Float64Array(m * m);
  for (let i = 0; i < m; i++) {
    Li[i * m + i] = 1 / Lm[i * m + i];
    for (let j = 0; j < i; j++) {
      let s = 0;
      for (let k = j; k < i; k++) s -= Lm[i * m + k] * Li[k * m + j];
      Li[i * m + j] = s / Lm[i * m + i];
    }
  }
  const inv = new Float64Array(m * m);
  for (let i = 0; i < m; i++)
    for (let j = 0; j < m; j++) {
      let s = 0;
      for (let k = Math.max(i, j); k < m; k++) s += Li[k * m + i] * Li[k * m + j];
      inv[i * m + j] = s;
    }
  return inv;
}

/** The fit, or null when the regressors are collinear or there are no residual degrees of freedom. */
export function ols(y: Float64Array, X: Float64Array, n: number, p: number): OlsFit | null {
  const m = p + 1;
  const dof = n - m;
  if (dof < 1) return null;
  const z = (t: number, a: number) => (a === 0 ? 1 : X[t * p + a - 1]);
  const ZtZ = new Float64Array(m * m);
  const Zty = new Float64Array(m);
  for (let t = 0; t < n; t++)
    for (let a = 0; a < m; a++) {
      const za = z(t, a);
      Zty[a] += za * y[t];
      for (let b = a; b < m; b++) ZtZ[a * m + b] += za * z(t, b);
    }
  for (let a = 0; a < m; a++) for (let b = 0; b < a; b++) ZtZ[a * m + b] = ZtZ[b * m + a];
  const inv = invertSpd(ZtZ, m);
  if (!inv) return null;
  const beta = new Float64Array(m);
  for (let a = 0; a < m; a++) for (let b = 0; b < m; b++) beta[a] += inv[a * m + b] * Zty[b];
  let ybar = 0;
  for (let t = 0; t < n; t++) ybar += y[t];
  ybar /= n;
  let sse = 0;
  let sst = 0;
  for (let t = 0; t < n; t++) {
    let fit = 0;
    for (let a = 0; a < m; a++) fit += beta[a] * z(t, a);
    sse += (y[t] - fit) ** 2;
    sst += (y[t] - ybar) ** 2;
  }
  const s2 = sse / dof;
  const coefficients = Array.from(beta, (estimate, a) => {
    const standardError = Math.sqrt(s2 * inv[a * m + a]);
    const tStat =
      standardError > 0 ? estimate / standardError : estimate === 0 ? 0 : Infinity * Math.sign(estimate);
    return { estimate, standardError, tStat, pValue: twoSidedP(tStat, dof) };
  });
  const rSquared = sst > 0 ? 1 - sse / sst : 1;
  return {
    coefficients,
    rSquared,
    adjustedRSquared: 1 - ((1 - rSquared) * (n - 1)) / dof,
    residualStd: Math.sqrt(s2),
    n,
  };
}
