// Monte Carlo of a strategy's future: `paths` paths of `years` x 12 months, each month's return drawn
// from the strategy's own monthly simple returns (bootstrap_months: single months with replacement;
// block_bootstrap: runs of blockMonths consecutive months, wrapping at the end) or from a normal model
// of its monthly log returns (N(m, s), m and s their mean and sample standard deviation). Inflation for
// the real balance is drawn with the same months in the bootstraps; the normal model uses the history's
// mean monthly log inflation. Cash flows (cashFlows.ts) fall at month ends after the month's return; a
// balance at or below zero is depleted and stays at zero. Vectorised over paths: the month loop is
// outside, each step runs over a Float64Array of balances.
import { flowOf, flowsAt, type CashFlowPlan } from "@/server/engine/analysis/cashFlows";
import { seededRandom } from "@/server/engine/analysis/random";
import { MONTHS_PER_YEAR } from "@/server/engine/statistics";

export type MonteCarloMethod = "bootstrap_months" | "block_bootstrap" | "normal";
export const PERCENTILES = [5, 10, 25, 50, 75, 90, 95] as const;

export interface MonteCarloInput {
  /** Historical monthly simple returns (H months) and the inflation of the same months (fractions). */
  returns: Float64Array;
  inflation: Float64Array;
  method: MonteCarloMethod;
  blockMonths: number;
  years: number;
  paths: number;
  seed: number;
  startBalance: number;
  cashFlows: CashFlowPlan | null;
}

export interface YearBands {
  year: number;
  /** Percentiles (PERCENTILES order) of the balance across paths at the end of the year. */
  nominal: Float64Array;
  real: Float64Array;
  /** Share of paths not depleted by the end of the year. */
  survival: number;
}

export interface MonteCarloResult {
  years: YearBands[];
  survival: number;
  /**
   * The largest first-year withdrawal, as a fraction of the start balance, raised with inflation and
   * taken in monthly instalments with no other flows, that 95 % of the paths survive.
   */
  safeWithdrawalRate: number;
  /** The normal model's fitted monthly log-return mean and standard deviation (null for the bootstraps). */
  fitted: { mean: number; std: number } | null;
}

/** Linear interpolation between order statistics (R's type 7) of an ascending array. */
export function percentileOf(sorted: Float64Array, p: number): number {
  const h = (sorted.length - 1) * (p / 100);
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, sorted.length - 1);
  return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
}

function logMoments(x: Float64Array): { mean: number; std: number } {
  const n = x.length;
  let m = 0;
  for (let k = 0; k < n; k++) m += Math.log1p(x[k]);
  m /= n;
  let v = 0;
  for (let k = 0; k < n; k++) v += (Math.log1p(x[k]) - m) ** 2;
  return { mean: m, std: n > 1 ? Math.sqrt(v / (n - 1)) : 0 };
}

function bands(values: Float64Array, scratch: Float64Array): Float64Array {
  scratch.set(values);
  scratch.sort();
  return Float64Array.from(PERCENTILES, (p) => percentileOf(scratch, p));
}

export function runMonteCarlo(input: MonteCarloInput): MonteCarloResult {
  const { returns, inflation, method, years, paths: P, startBalance, cashFlows } = input;
  const H = returns.length;
  const months = years * MONTHS_PER_YEAR;
  const random = seededRandom(input.seed);
  const fitted = method === "normal" ? logMoments(returns) : null;
  const normal = fitted !== null;
  const logMean = fitted?.mean ?? 0;
  const logStd = fitted?.std ?? 0;
  // Per history month: the growth factor, the inflation factor, and their ratio for the withdrawal load.
  const growthOf = Float64Array.from(returns, (r) => 1 + r);
  const inflationOf = Float64Array.from(inflation, (i) => 1 + i);
  const ratioOf = growthOf.map((g, k) => inflationOf[k] / g);
  let meanInflation = 0;
  for (let k = 0; k < H; k++) meanInflation += Math.log1p(inflation[k]);
  const normalInflation = Math.exp(H > 0 ? meanInflation / H : 0);

  const balance = new Float64Array(P).fill(startBalance);
  const priceLevel = new Float64Array(P).fill(1);
  // priceLevel / growth of each path, and its running sum for the safe withdrawal rate (see below).
  const ratio = new Float64Array(P).fill(1);
  const withdrawalLoad = new Float64Array(P);
  const depleted = new Uint8Array(P);
  const drawn = new Int32Array(P);
  const shocks = new Float64Array(P);
  const real = new Float64Array(P);
  const scratch = new Float64Array(P);
  const out: YearBands[] = [];
  let alive = P;
  const block = Math.max(1, Math.min(input.blockMonths, H));

  for (let m = 0; m < months; m++) {
    if (method === "normal") random.fillNormal(shocks);
    else if (method === "bootstrap_months" || m % block === 0) random.fillBelow(drawn, H);
    else for (let p = 0; p < P; p++) drawn[p] = drawn[p] + 1 === H ? 0 : drawn[p] + 1;
    const flows = cashFlows !== null && flowsAt(cashFlows, m);
    for (let p = 0; p < P; p++) {
      let growth: number;
      let inflationFactor: number;
      if (normal) {
        growth = Math.exp(logMean + logStd * shocks[p]);
        inflationFactor = normalInflation;
        ratio[p] *= inflationFactor / growth;
      } else {
        const k = drawn[p];
        growth = growthOf[k];
        inflationFactor = inflationOf[k];
        ratio[p] *= ratioOf[k];
      }
      priceLevel[p] *= inflationFactor;
      // A monthly withdrawal w x start / 12 x priceLevel at each month's end leaves
      // start x growth x (1 - w / 12 x sum of priceLevel / growth so far): the path survives every rate
      // below 12 / that sum, so the sum is all that is kept.
      withdrawalLoad[p] += ratio[p];
      if (depleted[p]) continue;
      let b = balance[p] * growth;
      if (flows) b += flowOf(cashFlows!, b, priceLevel[p]);
      if (b <= 0) {
        b = 0;
        depleted[p] = 1;
        alive--;
      }
      balance[p] = b;
    }
    if ((m + 1) % MONTHS_PER_YEAR === 0) {
      for (let p = 0; p < P; p++) real[p] = balance[p] / priceLevel[p];
      out.push({
        year: (m + 1) / MONTHS_PER_YEAR,
        nominal: bands(balance, scratch),
        real: bands(real, scratch),
        survival: alive / P,
      });
    }
  }
  for (let p = 0; p < P; p++) scratch[p] = withdrawalLoad[p] > 0 ? MONTHS_PER_YEAR / withdrawalLoad[p] : 0;
  scratch.sort();
  return {
    years: out,
    survival: alive / P,
    safeWithdrawalRate: percentileOf(scratch, 5),
    fitted,
  };
}
