// rank_rotation (combined level): rank the rotating sub-strategies by momentum (compounded return over
// the lookback) or Sharpe (mean / sample std of daily returns over the lookback), best first, and give
// rank r its share of the rotation. With K sub-strategies of which k rotate (the catalogue's contract):
// a sub-strategy with rotate = false holds 1/K; the rotating ones share k/K by rank in proportion to
// rankWeights (default equal). Ties keep the sub-strategy order.
import { equalWeights, type Allocator } from "@/server/engine/allocation/types";

function momentum(returns: Float64Array, L: number, K: number, i: number): number {
  let g = 1;
  for (let t = 0; t < L; t++) g *= 1 + returns[t * K + i];
  return g - 1;
}

function sharpe(returns: Float64Array, L: number, K: number, i: number): number {
  let m = 0;
  for (let t = 0; t < L; t++) m += returns[t * K + i];
  m /= L;
  let v = 0;
  for (let t = 0; t < L; t++) v += (returns[t * K + i] - m) ** 2;
  const sd = Math.sqrt(v / Math.max(L - 1, 1));
  return sd > 0 ? m / sd : m > 0 ? Infinity : m < 0 ? -Infinity : 0;
}

export const rankRotation: Allocator = ({ returns, L, K, settings }) => {
  const rotating = Array.from({ length: K }, (_, i) => i).filter((i) => settings.rotate?.[i] ?? true);
  if (rotating.length === 0) return { weights: equalWeights(K), fallback: "no_candidates" };
  const score = (i: number) =>
    settings.rankBy === "sharpe" ? sharpe(returns, L, K, i) : momentum(returns, L, K, i);
  const scores = new Map(rotating.map((i) => [i, score(i)]));
  const ranked = [...rotating].sort((a, b) => scores.get(b)! - scores.get(a)! || a - b);
  const rankWeights = settings.rankWeights ?? ranked.map(() => 1 / ranked.length);
  const w = new Float64Array(K).fill(1 / K);
  const rotatingShare = ranked.length / K;
  ranked.forEach((i, r) => {
    w[i] = rotatingShare * (rankWeights[r] ?? 0);
  });
  return { weights: w, fallback: null };
};
