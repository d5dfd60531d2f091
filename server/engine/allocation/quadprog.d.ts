// Types for the untyped `quadprog` package (a 1-indexed port of R's quadprog::solve.QP).
declare module "quadprog" {
  export function solveQP(
    Dmat: number[][],
    dvec: number[],
    Amat: number[][],
    bvec: number[],
    meq?: number,
  ): { solution: number[]; value: number[]; message: string };
}
