// Long-only quadratic programs solved with quadprog (Goldfarb-Idnani dual method).
// Problem: minimise 1/2 x'Dx - d'x subject to equality rows then inequality rows (A x >= b).
// All matrices here are 0-indexed and row-major; the conversion to quadprog's 1-indexed
// column-constraint layout happens only in solveQuadratic.
import { solveQP } from "quadprog";

export interface QuadraticProblem {
  n: number;
  /** n x n row-major, symmetric positive definite. */
  D: Float64Array;
  d: Float64Array;
  /** Constraint rows (each of length n) with right-hand sides; the first `equalities` are equalities. */
  rows: Float64Array[];
  rhs: number[];
  equalities: number;
}

/** Solution, or null when the solver reports an inconsistent or non-convex problem. */
export function solveQuadratic(p: QuadraticProblem): Float64Array | null {
  const { n } = p;
  const Dmat: number[][] = [[]];
  const Amat: number[][] = [[]];
  const dvec: number[] = [0];
  const bvec: number[] = [0];
  // A small ridge keeps nearly singular covariance matrices positive definite.
  let trace = 0;
  for (let i = 0; i < n; i++) trace += p.D[i * n + i];
  const ridge = Math.max(trace / n, 1e-300) * 1e-10;
  for (let i = 0; i < n; i++) {
    Dmat.push([0]);
    Amat.push([0]);
    dvec.push(p.d[i]);
    for (let j = 0; j < n; j++) Dmat[i + 1].push(p.D[i * n + j] + (i === j ? ridge : 0));
    for (let c = 0; c < p.rows.length; c++) Amat[i + 1].push(p.rows[c][i]);
  }
  for (const b of p.rhs) bvec.push(b);
  const out = solveQP(Dmat, dvec, Amat, bvec, p.equalities);
  if (out.message) return null;
  const x = new Float64Array(n);
  for (let i = 0; i < n; i++) x[i] = out.solution[i + 1];
  return x.every(Number.isFinite) ? x : null;
}

function unitRow(n: number, i: number, value: number): Float64Array {
  const row = new Float64Array(n);
  row[i] = value;
  return row;
}

/** Fully invested, long-only, bounded weights: sum w = 1, floor <= w_i <= cap (floor 0 unless given). */
export function budgetConstraints(
  n: number,
  cap: number,
  floor = 0,
): Pick<QuadraticProblem, "rows" | "rhs" | "equalities"> {
  const rows: Float64Array[] = [new Float64Array(n).fill(1)];
  const rhs = [1];
  for (let i = 0; i < n; i++) {
    rows.push(unitRow(n, i, 1));
    rhs.push(floor);
  }
  if (cap < 1)
    for (let i = 0; i < n; i++) {
      rows.push(unitRow(n, i, -1));
      rhs.push(-cap);
    }
  return { rows, rhs, equalities: 1 };
}

/** Clean tiny negative solver noise and renormalise to sum 1. */
export function normalise(w: Float64Array): Float64Array {
  let total = 0;
  for (let i = 0; i < w.length; i++) {
    if (w[i] < 0) w[i] = 0;
    total += w[i];
  }
  for (let i = 0; i < w.length; i++) w[i] /= total;
  return w;
}
