// hierarchical_risk_parity (Lopez de Prado 2016, as in PyPortfolioOpt's HRPOpt):
// 1. distance d_ij = sqrt((1 - rho_ij) / 2) from the leg's correlation estimator;
// 2. agglomerative clustering with the chosen linkage (Lance-Williams updates on d, as scipy does for
//    single, complete, average and ward); ties go to the first pair in (i, j) order;
// 3. quasi-diagonal order = leaves of the tree, lower cluster id on the left (scipy's leaves_list);
// 4. recursive bisection of that order into halves, splitting weight by alpha = 1 - V_left / (V_left +
//    V_right), V = variance of the inverse-variance portfolio inside the half.
import { estimateCorrelation, estimateCovariance } from "@/server/engine/allocation/covariance";
import { equalWeights, type Allocator } from "@/server/engine/allocation/types";
import type { LinkageId } from "@/server/engine/allocation/types";

/** Leaf order of the dendrogram built from a K x K distance matrix. */
export function linkageOrder(dist: Float64Array, K: number, linkage: LinkageId): number[] {
  const D = Float64Array.from(dist);
  const active: number[] = Array.from({ length: K }, (_, i) => i); // matrix slot -> alive
  const id = Array.from({ length: K }, (_, i) => i); // slot -> cluster id
  const size = new Array<number>(K).fill(1);
  const children = new Map<number, [number, number]>();
  for (let step = 0; step < K - 1; step++) {
    let best = Infinity;
    let a = -1;
    let b = -1;
    for (let x = 0; x < active.length; x++) {
      for (let y = x + 1; y < active.length; y++) {
        const v = D[active[x] * K + active[y]];
        if (v < best) {
          best = v;
          a = active[x];
          b = active[y];
        }
      }
    }
    const [ni, nj] = [size[a], size[b]];
    for (const k of active) {
      if (k === a || k === b) continue;
      const dik = D[a * K + k];
      const djk = D[b * K + k];
      const nk = size[k];
      let v: number;
      if (linkage === "single") v = Math.min(dik, djk);
      else if (linkage === "complete") v = Math.max(dik, djk);
      else if (linkage === "average") v = (ni * dik + nj * djk) / (ni + nj);
      else v = Math.sqrt(((ni + nk) * dik * dik + (nj + nk) * djk * djk - nk * best * best) / (ni + nj + nk));
      D[a * K + k] = v;
      D[k * K + a] = v;
    }
    children.set(K + step, [Math.min(id[a], id[b]), Math.max(id[a], id[b])]);
    id[a] = K + step;
    size[a] = ni + nj;
    active.splice(active.indexOf(b), 1);
  }
  const order: number[] = [];
  const visit = (node: number) => {
    const c = children.get(node);
    if (!c) {
      order.push(node);
      return;
    }
    visit(c[0]);
    visit(c[1]);
  };
  visit(K > 1 ? 2 * K - 2 : 0);
  return order;
}

function inverseVarianceClusterVariance(cov: Float64Array, K: number, items: number[]): number {
  let total = 0;
  for (const i of items) total += 1 / cov[i * K + i];
  let v = 0;
  for (const i of items)
    for (const j of items) v += cov[i * K + j] / cov[i * K + i] / cov[j * K + j] / (total * total);
  return v;
}

export function hrpWeights(
  cov: Float64Array,
  corr: Float64Array,
  K: number,
  linkage: LinkageId,
): Float64Array {
  const dist = new Float64Array(K * K);
  for (let k = 0; k < K * K; k++) dist[k] = Math.sqrt(Math.min(1, Math.max(0, (1 - corr[k]) / 2)));
  const order = linkageOrder(dist, K, linkage);
  const w = new Float64Array(K).fill(1);
  const stack: number[][] = [order];
  while (stack.length) {
    const items = stack.pop()!;
    if (items.length < 2) continue;
    const half = Math.floor(items.length / 2);
    const left = items.slice(0, half);
    const right = items.slice(half);
    const vl = inverseVarianceClusterVariance(cov, K, left);
    const vr = inverseVarianceClusterVariance(cov, K, right);
    const alpha = 1 - vl / (vl + vr);
    for (const i of left) w[i] *= alpha;
    for (const i of right) w[i] *= 1 - alpha;
    stack.push(right, left);
  }
  return w;
}

export const hierarchicalRiskParity: Allocator = ({ returns, L, K, settings, estimator }) => {
  const cov = estimateCovariance(returns, L, K, estimator);
  for (let i = 0; i < K; i++)
    if (!(cov[i * K + i] > 0)) return { weights: equalWeights(K), fallback: "zero_variance" };
  const corr = estimateCorrelation(returns, L, K, cov, estimator.correlationEstimator);
  return { weights: hrpWeights(cov, corr, K, settings.linkage ?? "single"), fallback: null };
};
